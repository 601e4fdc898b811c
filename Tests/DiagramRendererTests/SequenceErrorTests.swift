import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Reference test diagram 15 and other must-fail input: located errors, never silence.
@Suite("Sequence errors")
struct SequenceErrorTests {
    @Test("15a: 'end' as a message target", arguments: [("A->>end: x", 5)])
    func endAsTarget(line: String, column: Int) throws {
        let error = try #require(parseError("sequenceDiagram\n\(line)"))
        #expect((error.line, error.column) == (2, column))
        #expect(error.message.contains("'end'"))
    }

    @Test("15b: a message without a colon")
    func missingColon() throws {
        let error = try #require(parseError("sequenceDiagram\n    A->>B"))
        #expect((error.line, error.column) == (2, 10))
        #expect(error.message.contains("':'"))
    }

    @Test("15c: a note over three participants")
    func threeParticipantNote() throws {
        let error = try #require(parseError("sequenceDiagram\nNote over A,B,C: x"))
        #expect((error.line, error.column) == (2, 15))
    }

    @Test("The description reads like a compiler diagnostic, offset into the chapter")
    func descriptionFormat() throws {
        do {
            _ = try Diagrams.renderSVG(mermaid: "sequenceDiagram\n    A-->>>B: hi", file: "chapters/01-x.md", firstLine: 41, idPrefix: "x")
            Issue.record("expected an error")
        } catch let error as DiagramError {
            let lines = String(describing: error).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0] == "chapters/01-x.md:42:6: error: unknown arrow '-->>>'")
            #expect(lines[1] == "        A-->>>B: hi")
            #expect(lines[2] == "         ^")
            #expect(lines[3].hasPrefix("  hint: "))
        }
    }

    @Test("Unsupported syntax is rejected with a location", arguments: [
        ("A-|\\B: half", 2, "unknown arrow"),
        ("create participant X", 1, "must be followed by the message"),
        ("link A: Dashboard @ https://example.com", 1, "not supported"),
        ("A->>B: x\nelse nope", 1, "outside"),
        ("loop forever\nA->>B: x", 1, "never closed"),
        ("end", 1, "without an open block"),
        ("deactivate A", 12, "not active"),
        ("box Aqua\nA->>B: x\nend", 1, "box may only contain"),
        ("wibble", 1, "unrecognised statement"),
    ])
    func unsupported(body: String, column: Int, message: String) throws {
        let error = try #require(parseError("sequenceDiagram\n" + body))
        #expect(error.message.contains(message), "\(error)")
        #expect(error.column == column, "\(error)")
        #expect(error.line >= 2)
    }

    @Test("A diagram of another type is an error")
    func otherDiagramType() throws {
        #expect(throws: DiagramError.self) { try render("classDiagram\n  A <|-- B") }
        #expect(throws: DiagramError.self) { try render("") }
    }
}
