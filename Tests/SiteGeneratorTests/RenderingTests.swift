import Foundation
import SwiftHighlighter
import Testing
import WorkbookTestSupport
@testable import SiteGenerator

/// Rendering details on small books built without verification.
@Suite struct RenderingTests {
    private func build(_ chapters: [String: String]) throws -> [String: String] {
        let book = temporaryFolder("render-book")
        let output = temporaryFolder("render-site")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        try FixtureWorkbook.write(book, chapters: chapters)
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        _ = try builder.build()
        return try filesBelow(output).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func gfmFeaturesRender() throws {
        let site = try build(["01-gfm.md": """
            # GFM

            | a | b |
            |:--|--:|
            | 1 | 2 |

            - [x] done
            - [ ] open

            |   | when |
            |---|------|
            | a | now  |

            ~~old~~ and www.example.com
            """])
        let page = try #require(site["01-gfm.html"])
        #expect(page.contains("<th style=\"text-align:left\">a</th><th style=\"text-align:right\">b</th>"))
        // A checklist box is a named status, not an unlabelled, disabled input.
        #expect(page.contains("<span class=\"task-box\" role=\"img\" aria-label=\"done\">\u{2611}</span> done"))
        #expect(page.contains("<span class=\"task-box\" role=\"img\" aria-label=\"not done\">\u{2610}</span> open"))
        #expect(!page.contains("type=\"checkbox\""))
        // The empty corner above a column of row names heads nothing: a `td`, never an empty `th`.
        #expect(page.contains("<tr><td></td><th>when</th></tr>"))
        #expect(!page.contains("<th></th>"))
        #expect(page.contains("<del>old</del>"))
        #expect(page.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
    }

    @Test func headingsGetStableUniqueAnchorsAndAContentsList() throws {
        let site = try build(["01-a.md": "# A\n\n## Back navigation\n\n## Back navigation\n\n### Why?\n"])
        let page = try #require(site["01-a.html"])
        #expect(page.contains("<h2 id=\"back-navigation\">"))
        #expect(page.contains("<h2 id=\"back-navigation-2\">"))
        #expect(page.contains("<h3 id=\"why\">"))
        #expect(page.contains("<nav class=\"toc\" aria-label=\"On this page\">"))
    }

    @Test func chapterLinksBecomePageLinksAndAreChecked() throws {
        let site = try build([
            "01-a.md": "# A\n\nSee [the sequel](02-b.md#second-part).\n",
            "02-b.md": "# B\n\n## Second part\n",
        ])
        #expect(site["01-a.html"]?.contains("<a href=\"02-b.html#second-part\">the sequel</a>") == true)
        #expect(site["01-a.html"]?.contains("rel=\"next\" href=\"02-b.html\"") == true)

        let error = try #require(throws: (any Error).self) {
            _ = try build(["01-a.md": "# A\n\nIntro.\n\nSee [nowhere](#missing).\n"])
        }
        #expect("\(error)".contains("chapters/01-a.md:5:5: error: link to '#missing'"))
        let missingChapter = try #require(throws: (any Error).self) {
            _ = try build(["01-a.md": "# A\n\n[x](09-none.md)\n"])
        }
        #expect("\(missingChapter)".contains("not a chapter of the book"))
    }

    @Test func externalImagesAndMissingTitlesAreErrors() throws {
        let image = try #require(throws: (any Error).self) {
            _ = try build(["01-a.md": "# A\n\n![logo](https://example.com/logo.png)\n"])
        }
        #expect("\(image)".contains("is loaded from another site"))
        let title = try #require(throws: (any Error).self) { _ = try build(["01-a.md": "No title here.\n"]) }
        #expect("\(title)".contains("chapters/01-a.md:1:1: error: the chapter has no '# Title' heading"))
        let twoTitles = try #require(throws: (any Error).self) { _ = try build(["01-a.md": "# One\n\n# Two\n"]) }
        #expect("\(twoTitles)".contains("chapters/01-a.md:3:1: error: a second level-1 heading"))
    }

    @Test func listingsCarryTheirAttributes() throws {
        let site = try build(["01-a.md": """
            # A

            ```swift
            // snippet.hide
            let secretSetupValue = 42
            // snippet.show
            let shown = 1
            ```

            ```swift ignore="needs UIKit"
            import UIKit
            ```

            ```swift compile_fail="cannot assign"
            shown = 2
            ```
            """])
        let page = try #require(site["01-a.html"])
        #expect(!page.contains("secretSetupValue"))
        #expect(page.contains("needs UIKit"))
        #expect(page.contains("cannot assign"))
        #expect(page.contains("not verified in this build"))
        #expect(page.contains("<span class=\"k\">let </span>shown"))
    }

    @Test func everyCodeClassHasAStyle() {
        for name in HTMLClassNames.compact.allClasses {
            #expect(Stylesheet.css.contains("pre .\(name){"), "no style for .\(name)")
        }
        let html = SwiftHighlighter().html("let a = b + \"x\" // note", classNames: .compact)
        // Whitespace joins the span before it; operators and identifiers stay bare.
        #expect(html == "<span class=\"k\">let </span>a = b + <span class=\"s\">\"x\" </span><span class=\"c\">// note</span>")
    }

    @Test func searchIndexIsAScriptThatCannotCloseItsTag() throws {
        let site = try build(["01-a.md": "# A\n\n## Part\n\nProse mentioning \\</script> literally (escaped, so not raw HTML).\n"])
        let index = try #require(site["assets/search-index.js"])
        #expect(index.hasPrefix("window.WORKBOOK_SEARCH={"))
        #expect(!index.contains("</script>"))
        // The anchor `part` is the heading's slug, so the index writes `1` and the page computes it.
        #expect(index.contains("[0,0,1,\"Part\"]"))
        // The prose is in the page's own text script, which cannot close its tag either.
        let text = try #require(site["assets/search/01-a.js"])
        #expect(text.contains("Prose mentioning <\\/script>") && !text.contains("</script>"), "\(text)")
    }
}

@Suite struct ImageTests {
    @Test func localImagesAreCopiedAndMissingOnesLocated() throws {
        let book = temporaryFolder("image-book")
        let output = temporaryFolder("image-site")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        try FixtureWorkbook.write(book, chapters: ["01-a.md": "# A\n\nText.\n\n![a flow](images/flow.png)\n"])
        try FileManager.default.createDirectory(
            at: book.appendingPathComponent("chapters/images"), withIntermediateDirectories: true)
        try Data([0x89, 0x50]).write(to: book.appendingPathComponent("chapters/images/flow.png"))
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        _ = try builder.build()
        #expect(try filesBelow(output)["images/flow.png"] == Data([0x89, 0x50]))

        try FixtureWorkbook.write(book, chapters: ["01-a.md": "# A\n\nText.\n\n![gone](images/missing.png)\n"])
        let error = try #require(throws: (any Error).self) { try builder.build() }
        #expect("\(error)".contains("chapters/01-a.md:5:1: error: image 'images/missing.png' does not exist"))
    }

    @Test func imagesThatLinkOutOfTheBookAreRefused() throws {
        let book = temporaryFolder("image-link-book")
        let output = temporaryFolder("image-link-site")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        try FixtureWorkbook.write(book, chapters: ["01-a.md": "# A\n\nText.\n\nSee ![leak](leak.png) and <img src=\"raw.png\" alt=x>.\n"])
        let chapters = book.appendingPathComponent("chapters")
        try FileManager.default.createSymbolicLink(atPath: chapters.appendingPathComponent("leak.png").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: chapters.appendingPathComponent("raw.png").path, withDestinationPath: "/etc/hostname")
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        let error = try #require(throws: (any Error).self) { try builder.build() }
        #expect("\(error)".contains("chapters/01-a.md:5:5: error: image 'leak.png' is a link to '/etc/passwd', outside the book"))
        #expect("\(error)".contains("hint: copy the image into a folder under chapters/ instead of linking to it"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("leak.png").path))

        // A link that stays inside the book is followed, and the image is copied.
        try FileManager.default.removeItem(at: chapters.appendingPathComponent("leak.png"))
        try FileManager.default.removeItem(at: chapters.appendingPathComponent("raw.png"))
        try Data([1, 2]).write(to: book.appendingPathComponent("logo.png"))
        try FileManager.default.createSymbolicLink(atPath: chapters.appendingPathComponent("leak.png").path, withDestinationPath: "../logo.png")
        try Data([3]).write(to: chapters.appendingPathComponent("raw.png"))
        _ = try builder.build()
        #expect(try filesBelow(output)["leak.png"] == Data([1, 2]))
        #expect(try filesBelow(output)["raw.png"] == Data([3]))
    }
}
