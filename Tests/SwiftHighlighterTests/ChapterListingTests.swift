import Foundation
import SwiftHighlighter
import Testing

/// Highlights every Swift listing the workbook's chapters contain, whatever they are today.
@Suite("Chapter listings")
struct ChapterListingTests {
    /// The repository root, found from this file (through the dev package's symlink, if any).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func chapterFiles() -> [URL] {
        let chapters = repositoryRoot.appendingPathComponent("chapters")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: chapters.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { chapters.appendingPathComponent($0) }
    }

    /// The bodies of the ```` ```swift ```` fenced blocks in `markdown`.
    static func swiftListings(in markdown: String) -> [String] {
        var listings: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var lines = current {
                if trimmed == "```" {
                    listings.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if trimmed.hasPrefix("```swift") {
                current = []
            }
        }
        return listings
    }

    @Test func listingExtractionFindsFencedSwift() {
        let markdown = "Text\n```swift\nlet a = 1\n```\n```text\nno\n```\n  ```swift title\nvar b\n  ```\n"
        #expect(Self.swiftListings(in: markdown) == ["let a = 1", "var b"])
    }

    /// Every listing round-trips and is recognisably Swift. A short listing can be nothing but
    /// calls (`check(…)` lines), so each must show a keyword or a call, and each chapter a keyword.
    @Test func everyChapterListingHighlights() throws {
        for file in Self.chapterFiles() {
            let markdown = try String(contentsOf: file, encoding: .utf8)
            var chapterKinds: Set<TokenKind> = []
            for (number, listing) in Self.swiftListings(in: markdown).enumerated() {
                let place = "\(file.lastPathComponent) listing \(number + 1)"
                let tokens = highlighter.tokens(listing)
                let kinds = Set(tokens.map(\.kind))
                chapterKinds.formUnion(kinds)
                #expect(tokens.map(\.text).joined() == listing, "\(place) does not round-trip")
                #expect(kinds.contains(.keyword) || kinds.contains(.call), "\(place) has no keyword or call")
                #expect(unescapedHTMLText(highlighter.html(listing)) == listing, "\(place) HTML")
            }
            #expect(chapterKinds.contains(.keyword), "\(file.lastPathComponent) has no keyword")
        }
    }
}
