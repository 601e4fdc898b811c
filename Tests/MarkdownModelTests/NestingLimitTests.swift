import Diagnostics
import Foundation
import Testing
@testable import MarkdownModel

/// Hostile nesting (issue 12): 3,000 nested `>` or 10,000 nested list markers used to
/// overflow the stack in the converter. Past `NestingLimit.maximumDepth` it is now an error
/// at the first node too deep, found without recursion and quickly even for 100,000 levels.
@Suite struct NestingLimitTests {
    static let limit = NestingLimit.maximumDepth

    private func nestingError(_ source: String) -> SourceError? {
        do {
            _ = try MarkdownParser.parse(source, file: "chapters/deep.md")
            return nil
        } catch let error as SourceError {
            return error
        } catch {
            return nil
        }
    }

    /// How deep block quotes go in a parsed tree (iteratively, like the code under test).
    private func quoteDepth(_ blocks: [Block]) -> Int {
        var deepest = 0
        var pending = blocks.map { ($0, 1) }
        while let (block, depth) = pending.popLast() {
            if case .blockQuote(let quote) = block {
                deepest = max(deepest, depth)
                pending += quote.children.map { ($0, depth + 1) }
            }
        }
        return deepest
    }

    @Test(arguments: [10_000, 100_000])
    func deeplyNestedQuotesAreALocatedError(levels: Int) throws {
        let error = try #require(nestingError(String(repeating: ">", count: levels) + " text\n"))
        #expect(error.file == "chapters/deep.md")
        #expect(error.line == 1)
        #expect(error.column == Self.limit + 1, "at the first '>' past the limit")
        #expect(error.message == "nesting is more than \(Self.limit) levels deep")
        #expect(error.hint?.contains("at most \(Self.limit) levels") == true)
        #expect(error.sourceLine == String(repeating: ">", count: Self.limit + 21) + "…", "quoted to a little past the caret")
    }

    @Test(arguments: [10_000, 100_000])
    func deeplyNestedListMarkersAreALocatedError(levels: Int) throws {
        let error = try #require(nestingError(String(repeating: "- ", count: levels) + "item\n"))
        #expect(error.line == 1)
        #expect(error.column == 2 * Self.limit + 1, "at the first list marker past the limit")
    }

    @Test func deeplyNestedInlineSpansAreALocatedError() throws {
        let levels = 10_000
        let images = "Intro\n\n" + String(repeating: "![", count: levels) + "x" + String(repeating: "](u)", count: levels) + "\n"
        let error = try #require(nestingError(images))
        #expect(error.line == 3)
        #expect(error.message == "nesting is more than \(Self.limit) levels deep")
    }

    @Test func nestedListsOverManyLinesAreLocatedAtTheLineThatCrossesTheLimit() throws {
        let lines = (0..<(Self.limit + 10)).map { String(repeating: " ", count: 2 * $0) + "- item \($0 + 1)" }
        let error = try #require(nestingError("Intro\n\n" + lines.joined(separator: "\n") + "\n"))
        #expect(error.line == Self.limit + 3, "the 51st list, two lines after the intro")
        #expect(error.column == 2 * Self.limit + 1)
        #expect(error.sourceLine == lines[Self.limit])
    }

    @Test func nestingUpToTheLimitParses() throws {
        let document = try MarkdownParser.parse(String(repeating: ">", count: Self.limit) + " text\n", file: "a.md")
        #expect(quoteDepth(document.blocks) == Self.limit)
        #expect(Array(BlockWalker(document)).count == Self.limit + 1, "every quote and the paragraph")
        #expect(nestingError(String(repeating: ">", count: Self.limit + 1) + " text\n") != nil)
    }

    /// 3,000 nested `>` overflowed the recursive converter in a debug build; the iterative one
    /// converts them (with the limit lifted) to the same depth.
    @Test func theConverterItselfDoesNotRecurse() throws {
        let levels = 3_000
        let document = try MarkdownParser.parse(String(repeating: ">", count: levels) + " text\n", file: "a.md", nestingLimit: levels)
        #expect(quoteDepth(document.blocks) == levels)
        #expect(Array(BlockWalker(document)).count == levels + 1)
    }

    @Test func listItemsAndParagraphsDoNotCountAsLevels() throws {
        // Three lists, one quote and one emphasis: five levels, under a limit of five.
        let source = "- a\n  - b\n    - > *deep*\n"
        _ = try MarkdownParser.parse(source, file: "a.md", nestingLimit: 5)
        #expect(throws: SourceError.self) { try MarkdownParser.parse(source, file: "a.md", nestingLimit: 4) }
    }

    @Test func dataAndFileEntryPointsReportTheSameError() throws {
        let source = String(repeating: ">", count: 1_000) + "\n"
        #expect(throws: SourceError.self) { try MarkdownParser.parse(data: Data(source.utf8), file: "chapters/deep.md") }
    }

    @Test func blockWalkerVisitsNestedBlocksInSourceOrder() throws {
        let document = try MarkdownParser.parse(
            "# One\n\n> two\n>\n> - three\n>\n>   > four\n>\n> five\n\nsix\n", file: "a.md")
        let lines = BlockWalker(document).map(\.range.start.line)
        #expect(lines == lines.sorted(), "depth first, in source order")
        #expect(document.headings.count == 1)
    }
}
