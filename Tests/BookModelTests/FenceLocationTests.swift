import Diagnostics
import Foundation
import MarkdownModel
import Testing
@testable import BookModel

/// Fence attribute errors point at the chapter's own bytes: escapes and entities the way
/// the author typed them, CRLF files, fences inside lists and quotes.
@Suite struct FenceLocationTests {
    private func parseError(_ chapter: String) -> SourceError? {
        let document = MarkdownParser.parse(chapter, file: "chapters/t.md")
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
        let document = MarkdownParser.parse(chapter, file: "chapters/t.md")
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
            let error = try #require(parseError("# T\n\n\(fence)\nlet a = 1\n```\n"), "\(fence)")
            #expect(error.line == 3, "\(fence)")
            #expect(error.column == column, "\(fence)")
            #expect(error.sourceLine == fence)
        }
    }

    /// Markdown's other escapes are not the attributes' own: `\!` is an error at its backslash.
    @Test func onlyTheDocumentedEscapesAreAccepted() throws {
        let error = try #require(parseError(#"```swift ignore="\!" lesson=x"# + "\nx\n```\n"))
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
            let error = try #require(parseError(chapter), "\(chapter)")
            #expect(error.message == "unknown fence attribute 'colour'", "\(chapter)")
            #expect(error.line == line, "\(chapter)")
            #expect(error.column == column, "\(chapter)")
            let quoted = try #require(error.sourceLine)
            #expect(Array(quoted)[column - 1 ..< column + 5].map(String.init).joined() == "colour", "\(chapter)")
        }
    }
}
