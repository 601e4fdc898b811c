import Foundation
import Testing
import WorkbookTestSupport

/// Raw HTML and URLs in real chapters: every refused construct is an error at its chapter
/// line and column with a hint, so a build that has one publishes nothing.
@Suite struct RawHTMLRenderingTests {
    private func build(_ chapter: String) throws -> [String: String] {
        let book = temporaryFolder("raw-html-book")
        let output = temporaryFolder("raw-html-site")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        try FixtureWorkbook.write(book, chapters: ["01-a.md": chapter])
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        _ = try builder.build()
        return try filesBelow(output).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The error text of a build that must fail.
    private func failure(_ chapter: String) throws -> String {
        let error = try #require(throws: (any Error).self) { _ = try build(chapter) }
        return "\(error)"
    }

    @Test func allowedRawHTMLIsPublished() throws {
        let site = try build("""
            # A

            <details open>
            <summary>More</summary>

            Some <kbd>⌘</kbd> text with <abbr title="view controller">VC</abbr>.

            </details>
            """)
        let page = try #require(site["01-a.html"])
        #expect(page.contains("<details open=\"\">\n<summary>More</summary>"))
        #expect(page.contains("<kbd>⌘</kbd>"))
        #expect(page.contains("<abbr title=\"view controller\">VC</abbr>"))
    }

    @Test func activeRawHTMLIsALocatedError() throws {
        let inline = try failure("# A\n\nAn image <img src=x onerror=alert(1)> inline.\n")
        #expect(inline.contains("chapters/01-a.md:3:21: error: raw HTML attribute 'onerror' is an event handler"))
        #expect(inline.contains("hint: remove the attribute"))

        let block = try failure("# A\n\n<div>\n  <p>x</p>\n  <details ontoggle=alert(1)>\n</div>\n")
        #expect(block.contains("chapters/01-a.md:5:12: error: raw HTML attribute 'ontoggle'"))

        let quoted = try failure("# A\n\n> <form action=x>\n> <button>go</button>\n")
        #expect(quoted.contains("chapters/01-a.md:3:3: error: raw HTML element '<form>' is not allowed in a chapter"))
        #expect(quoted.contains("chapters/01-a.md:4:3: error: raw HTML element '<button>'"))

        for (html, message) in [
            ("<meta http-equiv=refresh content=0>", "element '<meta>'"), ("<base href=//evil.example>", "element '<base>'"),
            ("<script>alert(1)</script>", "element '<script>'"), ("<svg onload=alert(1)>", "element '<svg>'"),
            ("<a href=\"&#106;avascript:alert(1)\">x</a>", "uses the 'javascript:' scheme"),
            ("<p style=\"position:fixed\">x</p>", "attribute 'style'"),
        ] {
            let text = try failure("# A\n\n\(html)\n")
            #expect(text.contains("chapters/01-a.md:3:"), "\(html) is located")
            #expect(text.contains(message), "\(html): \(text)")
        }
    }

    @Test func markdownLinksAndAutolinksFollowTheURLPolicy() throws {
        let link = try failure("# A\n\nSee [x](javascript://%0Aalert(1)).\n")
        #expect(link.contains("chapters/01-a.md:3:5: error: link to 'javascript://%0Aalert(1)' uses the 'javascript:' scheme"))
        #expect(link.contains("hint: link with http:, https:, mailto: or a chapter's file name"))
        let autolink = try failure("# A\n\nOr <javascript://%0Aalert(2)>.\n")
        #expect(autolink.contains("chapters/01-a.md:3:4: error: link to 'javascript://%0Aalert(2)'"))
        let laterLine = try failure("# A\n\nA paragraph's first line,\nthen <javascript:alert(3)>.\n")
        #expect(laterLine.contains("chapters/01-a.md:4:6: error: link to 'javascript:alert(3)'"))
        let encoded = try failure("# A\n\n[x](&#106;avascript:alert(1)) and [y](data:text/html,x)\n")
        #expect(encoded.contains("'javascript:' scheme"))
        #expect(encoded.contains("'data:' scheme"))
        let image = try failure("# A\n\n![x](data:image/png;base64,AAAA)\n")
        #expect(image.contains("chapters/01-a.md:3:1: error: image 'data:image/png;base64,AAAA' uses the 'data:' scheme"))

        let site = try build("# A\n\n[web](https://example.com) [mail](mailto:a@example.com) <https://example.org>\n")
        let page = try #require(site["01-a.html"])
        #expect(page.contains("<a href=\"https://example.com\">web</a>"))
        #expect(page.contains("<a href=\"mailto:a@example.com\">mail</a>"))
        #expect(page.contains("<a href=\"https://example.org\">"))
    }

    @Test func rawImagesAreCopiedAndChecked() throws {
        let missing = try failure("# A\n\n<img src=\"images/none.png\" alt=x>\n")
        #expect(missing.contains("chapters/01-a.md:3:6: error: image 'images/none.png' does not exist"))
        let external = try failure("# A\n\n<img src=\"https://example.com/x.png\">\n")
        #expect(external.contains("chapters/01-a.md:3:6: error: image 'https://example.com/x.png' is loaded from another site"))
    }

    @Test func everyPageCarriesAContentSecurityPolicy() throws {
        let site = try build("# A\n\nText.\n")
        for (path, text) in site where path.hasSuffix(".html") {
            #expect(text.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self'"), "\(path)")
            #expect(text.contains("object-src 'none'; base-uri 'none'; form-action 'self'"), "\(path)")
        }
    }
}

@Suite struct RawHTMLReportTests {
    /// Three thousand refused tags in one block: the first twenty are reported, then one
    /// error for the rest, at the first of them.
    @Test func manyRefusalsGiveAShortReport() throws {
        let book = temporaryFolder("raw-html-many")
        let output = temporaryFolder("raw-html-many-site")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        let block = "<div>\n" + String(repeating: "<x onclick=1>", count: 3_000) + "\n</div>\n"
        try FixtureWorkbook.write(book, chapters: ["01-a.md": "# A\n\n" + block])
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        let error = try #require(throws: (any Error).self) { try builder.build() }
        let text = "\(error)"
        #expect(text.components(separatedBy: "error: raw HTML element '<x>'").count - 1 == 20)
        #expect(text.contains("chapters/01-a.md:4:261: error: 2980 more refused raw HTML constructs in this chapter, from here on"))
    }
}
