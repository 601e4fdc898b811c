import Diagnostics
import MarkdownModel
import Testing
@testable import BookModel

/// What a Mermaid fence's info string may say about a lesson's run.
@Suite struct DiagramAttributesTests {
    private func fence(_ info: String, body: String = "sequenceDiagram\nA->>B: hi\n") throws -> DiagramFence {
        let document = try MarkdownParser.parse("Intro\n\n\(info)\n\(body)```\n", file: "chapters/t.md")
        return try DiagramAttributes.fence(document.codeBlocks[0], in: document)
    }

    private func failure(_ info: String, body: String = "sequenceDiagram\nA->>B: hi\n") -> SourceError? {
        do {
            _ = try fence(info, body: body)
            return nil
        } catch let failure as SourceError {
            return failure
        } catch {
            return nil
        }
    }

    @Test func aFenceIsPlainCheckedOrDrawn() throws {
        let plain = try fence("```mermaid")
        #expect(plain.binding == nil)
        #expect(plain.fenceLine == 3 && plain.firstCodeLine == 4 && plain.lastLine == 6)
        #expect(try fence("```mermaid trace=swipe-back").binding == .checked(trace: "swipe-back"))
        #expect(try fence("```mermaid from-trace=swipe_2", body: "").binding == .drawn(trace: "swipe_2"))
    }

    @Test func mistakesAreLocatedOnTheFenceLine() throws {
        let unknown = try #require(failure("```mermaid tracing=x"))
        #expect(unknown.location == "chapters/t.md:3:12")
        #expect(unknown.message == "unknown diagram attribute 'tracing'")
        #expect(failure("```mermaid trace")?.message == "'trace' needs the name of a trace")
        #expect(failure("```mermaid trace=a from-trace=a", body: "")?.location == "chapters/t.md:3:20")
        #expect(failure("```mermaid trace=\"two words\"")?.message == "'two words' is not a valid trace name")
    }

    @Test func aDrawnDiagramMustBeEmpty() throws {
        let error = try #require(failure("```mermaid from-trace=swipe"))
        #expect(error.location == "chapters/t.md:4:1")
        #expect(error.hint?.contains("trace=swipe") == true)
    }
}
