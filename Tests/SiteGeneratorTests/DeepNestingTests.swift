import Diagnostics
import Foundation
import MarkdownModel
import Testing
import WorkbookTestSupport
@testable import SiteGenerator

/// The site renderer walks the document recursively; the Markdown model's nesting limit is
/// what bounds that walk (issue 12). At the limit a chapter renders, on a test's (secondary)
/// thread, and past it the build stops at the chapter's line and column.
@Suite struct DeepNestingTests {
    static let limit = NestingLimit.maximumDepth

    private func build(_ chapters: [String: String]) throws -> [String: String] {
        let book = temporaryFolder("deep-book")
        let output = temporaryFolder("deep-site")
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

    @Test func nestingAtTheLimitRenders() throws {
        let quotes = String(repeating: ">", count: Self.limit) + " deep\n"
        let emphasis = String(repeating: "*a ", count: Self.limit) + "x" + String(repeating: " a*", count: Self.limit) + "\n"
        let site = try build(["01-deep.md": "# Deep\n\n" + quotes + "\n" + emphasis])
        let page = try #require(site["01-deep.html"])
        #expect(page.components(separatedBy: "<blockquote").count - 1 == Self.limit)
        #expect(page.components(separatedBy: "<em>").count - 1 == Self.limit)
    }

    @Test func nestingPastTheLimitStopsTheBuildAtTheChapter() throws {
        let chapter = "# Deep\n\n" + String(repeating: "> ", count: 3_000) + "deep\n"
        let error = try #require(throws: SourceErrors.self) { try build(["01-deep.md": chapter]) }
        #expect(error.errors.map(\.location) == ["chapters/01-deep.md:3:\(2 * Self.limit + 1)"])
    }
}
