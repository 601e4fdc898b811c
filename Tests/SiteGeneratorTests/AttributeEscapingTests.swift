import Foundation
import Testing
import WorkbookTestSupport
@testable import SiteGenerator

/// Chapter file names, headings, link titles and image descriptions full of `"`, `'`, `&` and
/// `<` reach every page escaped: each page still parses as XML, and every href, id, src, alt
/// and title reads back exactly as written.
@Suite struct AttributeEscapingTests {
    static let first = #"01-fish & "chips" <deluxe>.md"#
    static let second = "02-salt & 'vinegar'.md"
    static let image = #"images/a&"b".png"#

    private func build() throws -> [String: String] {
        let book = temporaryFolder("escaping-book")
        let output = temporaryFolder("escaping-site")
        defer {
            try? FileManager.default.removeItem(at: book)
            try? FileManager.default.removeItem(at: output)
        }
        try FixtureWorkbook.write(book, chapters: [
            Self.first: """
                # Fish & "chips" < 3

                ## Salt & "vinegar" ‹it's›

                See [the sequel](<\(Self.second)#part> "a \\"titled\\" & <odd> link").

                ![a "quoted" & 1 < 2 picture](\(Self.image))
                """,
            Self.second: "# Salt & 'vinegar'\n\n## Part\n\nText with a [self link](#part).\n",
        ])
        let images = book.appendingPathComponent("chapters/images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try Data([1]).write(to: book.appendingPathComponent("chapters").appendingPathComponent(Self.image))
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        try builder.build()
        return try filesBelow(output).filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func everyPageParsesAndEveryAttributeReadsBack() throws {
        let pages = try build()
        let firstPage = String(Self.first.dropLast(3)) + ".html"
        let secondPage = String(Self.second.dropLast(3)) + ".html"
        #expect(Set(pages.keys).isSuperset(of: [firstPage, secondPage, "index.html", "print.html", "search.html"]))
        for (name, html) in pages {
            let page = PageInspector(html: html)
            #expect(page.parseError == nil, "\(name): \(page.parseError ?? "")")
            #expect(unescapedAttributeValues(in: html).isEmpty, "\(name): \(unescapedAttributeValues(in: html))")
            // The sidebar links every chapter by its file name, quotes and ampersands included.
            #expect(page.links.contains(firstPage) && page.links.contains(secondPage), "\(name): \(page.links)")
        }
        let chapter = PageInspector(html: try #require(pages[firstPage]))
        #expect(chapter.title == #"Fish & "chips" < 3 · Coordinator Workbook"#)
        #expect(chapter.ids.contains("salt-vinegar-it-s"))
        #expect(chapter.links.contains("#salt-vinegar-it-s"))
        #expect(chapter.links.contains(secondPage + "#part"))
        #expect(chapter.resources.contains { $0 == ("img", Self.image) })
        let raw = try #require(pages[firstPage])
        #expect(raw.contains(#"title="a &quot;titled&quot; &amp; &lt;odd&gt; link""#))
        #expect(raw.contains(#"alt="a &quot;quoted&quot; &amp; 1 &lt; 2 picture""#))
        #expect(raw.contains(#"href="02-salt &amp; &apos;vinegar&apos;.html""#))
        let index = PageInspector(html: try #require(pages["index.html"]))
        #expect(index.links.contains(firstPage))
    }

    /// Attribute values (inside tags, between double quotes) holding a `<`, or a `&` that
    /// starts no entity or character reference: what escaping must make impossible.
    private func unescapedAttributeValues(in html: String) -> [String] {
        var found: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            var tag = rest[rest.index(after: open)..<close]
            while let start = tag.range(of: "=\"") {
                let value = tag[start.upperBound...].prefix { $0 != "\"" }
                let ampersands = value.split(separator: "&", omittingEmptySubsequences: false).dropFirst()
                let badAmpersand = ampersands.contains { part in
                    !["amp;", "lt;", "gt;", "quot;", "apos;", "#"].contains { part.hasPrefix($0) }
                }
                if value.contains("<") || badAmpersand { found.append(String(value)) }
                tag = tag[value.endIndex...].dropFirst()
            }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}
