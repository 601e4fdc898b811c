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
}
