import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Reference test diagrams 16 (error case) and 25, plus other must-fail input.
@Suite("Flowchart errors")
struct FlowchartErrorTests {
    @Test("16: keywords are case-sensitive: 'flowchart lr' fails")
    func lowercaseDirection() throws {
        let error = try #require(parseError("flowchart lr\nA-->B"))
        #expect((error.line, error.column) == (1, 11))
    }

    @Test("25a: a trailing %% comment fails, as in Mermaid")
    func trailingComment() throws {
        let error = try #require(parseError("flowchart TD\n  A-->B %% trailing"))
        #expect((error.line, error.column) == (2, 9))
    }

    @Test("25b: 'end' cannot be a node ID")
    func endNode() throws {
        let error = try #require(parseError("flowchart TD\nA-->end"))
        #expect((error.line, error.column) == (2, 5))
    }

    @Test("Other unsupported input is rejected with a location", arguments: [
        ("A[unclosed", 2, 3),
        ("A[bad (paren)]", 2, 7),
        ("A-->", 2, 5),
        ("subgraph one\nA", 2, 1),
        ("end", 2, 1),
        ("A@{ shape: doc }", 2, 12),
        ("A-->B\nlinkStyle 3 stroke:red", 3, 11),
        ("direction LR", 2, 1),
        ("A<--B", 2, 2),
    ])
    func unsupported(body: String, line: Int, column: Int) throws {
        let error = try #require(parseError("flowchart TD\n" + body))
        #expect((error.line, error.column) == (line, column), "\(error)")
    }

    @Test("The chapter offset is added to the line")
    func chapterOffset() throws {
        do {
            _ = try Diagrams.parseFlowchart(mermaid: "flowchart TD\n\nA-->end", file: "chapters/02.md", firstLine: 100)
            Issue.record("expected an error")
        } catch let error as DiagramError {
            #expect(String(describing: error).hasPrefix("chapters/02.md:102:5: error: 'end' cannot be a node ID\n    A-->end\n        ^"))
        }
    }
}
