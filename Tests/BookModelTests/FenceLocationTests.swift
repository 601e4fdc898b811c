import Diagnostics
import Foundation
import MarkdownModel
import Testing
@testable import BookModel

/// Fence attribute errors point at the chapter's own bytes: escapes and entities the way
/// the author typed them, CRLF files, fences inside lists and quotes.
@Suite struct FenceLocationTests {
    private func parseError(_ chapter: String) throws -> SourceError? {
        let document = try MarkdownParser.parse(chapter, file: "chapters/t.md")
        do {
            _ = try FenceAttributes.parse(document.codeBlocks[0], in: document)
            return nil
        } catch {
            return error
        }
    }

    /// The same chapter with each kind of line end cmark knows, and a mix of them.
    @Test(arguments: ["\r\n", "\r", "\n", "mixed"])
    func everyLineEndIsLocatedWithTheQuotedLine(_ ending: String) throws {
        let lines = ["# T", "", "a", "", "b", "", "c", "", "```swift colour=red", "let a = 1", "```", ""]
        let text = ending == "mixed"
            ? lines.enumerated().map { $0.element + ["\n", "\r", "\r\n"][$0.offset % 3] }.joined()
            : lines.joined(separator: ending)
        let document = try MarkdownParser.parse(data: Data(text.utf8), file: "chapters/t.md")
        #expect(document.line(9) == "```swift colour=red")
        #expect(document.codeBlocks.first?.codeLines == ["let a = 1"])
        let error = try #require(throws: SourceError.self) {
            _ = try FenceAttributes.parse(document.codeBlocks[0], in: document)
        }
        #expect(error.location == "chapters/t.md:9:10")
        #expect(error.sourceLine == "```swift colour=red")
    }

    private func parse(_ chapter: String) throws -> FenceAttributes {
        let document = try MarkdownParser.parse(chapter, file: "chapters/t.md")
        return try FenceAttributes.parse(document.codeBlocks[0], in: document)
    }

    /// The README's own example: cmark would turn `\"` into `"` before the tokenizer saw it.
    @Test func escapedQuotesReachTheTokenizer() throws {
        #expect(try parse(#"```swift ignore="say \"hi\"""# + "\nlet a = 1\n```\n").role == .ignored(reason: #"say "hi""#))
        #expect(try parse(#"```swift ignore="a \\ b""# + "\nlet a = 1\n```\n").role == .ignored(reason: #"a \ b"#))
    }

    /// Values are taken as typed: an entity is not decoded, and columns after it do not drift.
    @Test func columnsCountTheCharactersAsTyped() throws {
        #expect(try parse(#"```swift ignore="a &amp; b""# + "\nx\n```\n").role == .ignored(reason: "a &amp; b"))
        let cases: [(fence: String, column: Int)] = [
            (#"```swift ignore="a \\ b" colour=red"#, 26),
            (#"```swift ignore="a \"b\"" colour=red"#, 27),
            (#"```swift ignore="a &amp; b" colour=red"#, 29),
            (#"```swift ignore="&#x41;&#66;" colour=red"#, 31),
        ]
        for (fence, column) in cases {
            let error = try #require(try parseError("# T\n\n\(fence)\nlet a = 1\n```\n"), "\(fence)")
            #expect(error.line == 3, "\(fence)")
            #expect(error.column == column, "\(fence)")
            #expect(error.sourceLine == fence)
        }
    }

    /// Markdown's other escapes are not the attributes' own: `\!` is an error at its backslash.
    @Test func onlyTheDocumentedEscapesAreAccepted() throws {
        let error = try #require(try parseError(#"```swift ignore="\!" lesson=x"# + "\nx\n```\n"))
        #expect(error.message.contains("unknown escape"))
        #expect(error.column == 18)
    }

    /// Blockquote markers, list indents and tabs before the fence are part of the column.
    @Test func fencesInQuotesAndListsAreLocated() throws {
        let cases: [(chapter: String, line: Int, column: Int)] = [
            ("> ```swift colour=red\n> let a = 1\n> ```\n", 1, 12),
            ("> > ```swift  colour=red\n> > x\n> > ```\n", 1, 15),
            ("- item\n\n  ```swift colour=red\n  x\n  ```\n", 3, 12),
            ("1. ```swift ignore=\"a\\\"b\" colour=red\n   x\n   ```\n", 1, 27),
            ("   ~~~swift\tcolour=red\n   x\n   ~~~\n", 1, 13),
        ]
        for (chapter, line, column) in cases {
            let error = try #require(try parseError(chapter), "\(chapter)")
            #expect(error.message == "unknown fence attribute 'colour'", "\(chapter)")
            #expect(error.line == line, "\(chapter)")
            #expect(error.column == column, "\(chapter)")
            let quoted = try #require(error.sourceLine)
            #expect(Array(quoted)[column - 1 ..< column + 5].map(String.init).joined() == "colour", "\(chapter)")
        }
    }

    /// The fuzzing that found the drift, kept small and seeded: valid attributes whose quoted
    /// values hold escapes, entities, commas and non-ASCII text, inside quotes and lists and
    /// with each line end, then an unknown attribute — whose caret must sit on its name.
    @Test func caretsLandOnTheNameAfterAnyValidPrefix() throws {
        var random = SplitMix(seed: 12)
        let pieces = [#"\""#, #"\\"#, "&amp;", "&#65;", "&lt;", "é", "🙂", ",", " ", "=", "a", "*", "[", "\t"]
        let containers = ["", "> ", "> > ", "- ", "1. ", "   "]
        for round in 0..<300 {
            var attributes: [String] = []
            for name in ["ignore", "lesson"].shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
                if name == "lesson" {
                    attributes.append("lesson=x\(round)")
                } else {
                    let value = (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                    attributes.append(#"ignore="r"# + value + #"""#)
                }
            }
            let separator = [" ", "  ", ", ", "\t"].randomElement(using: &random)!
            let container = containers.randomElement(using: &random)!
            let fence = container + "```swift " + (attributes + ["bogus=1"]).joined(separator: separator)
            let ending = ["\n", "\r\n", "\r"].randomElement(using: &random)!
            let continuation = String(repeating: " ", count: container.hasPrefix(">") ? 0 : container.count)
                + (container.hasPrefix(">") ? container : "")
            let chapter = ["# T", "", fence, continuation + "let a = 1", continuation + "```", ""].joined(separator: ending)
            let document = try MarkdownParser.parse(data: Data(chapter.utf8), file: "chapters/t.md")
            let block = try #require(document.codeBlocks.first, "\(fence)")
            let error = try #require(throws: SourceError.self, "\(fence)") {
                _ = try FenceAttributes.parse(block, in: document)
            }
            #expect(error.message == "unknown fence attribute 'bogus'", "\(fence)")
            #expect(error.line == 3 && error.sourceLine == fence, "\(fence)")
            #expect(Array(fence).dropFirst(error.column - 1).starts(with: "bogus"), "\(fence) at \(error.column)")
        }
    }
}

/// A small seeded generator, so the fuzzed cases are the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
