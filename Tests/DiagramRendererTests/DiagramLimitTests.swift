import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Hostile diagrams (issue 12): nesting that overflowed the stack and sizes Graphviz never
/// finished laying out are errors at the line and column that crosses a `DiagramLimits`
/// limit, found by the parser before any layout runs, so each of these takes milliseconds.
@Suite("Diagram size limits")
struct DiagramLimitTests {
    private func expectLimitError(_ source: String, line: Int, column: Int, message: String) throws {
        let error = try #require(parseError(source))
        #expect((error.line, error.column) == (line, column), "\(error)")
        #expect(error.message == message)
        #expect(error.hint == DiagramLimits.hint)
    }

    @Test("5,000 nested loops: an error at the first loop past the nesting limit")
    func nestedLoops() throws {
        let source = "sequenceDiagram\n" + String(repeating: "loop again\nA->>B: m\n", count: 5_000)
            + String(repeating: "end\n", count: 5_000)
        try expectLimitError(source, line: 2 + 2 * DiagramLimits.nesting, column: 1,
            message: "blocks are nested more than \(DiagramLimits.nesting) deep")
    }

    @Test("10,000 nested subgraphs: an error at the first subgraph past the nesting limit")
    func nestedSubgraphs() throws {
        let source = "flowchart TD\n" + String(repeating: "  subgraph s\n", count: 10_000) + String(repeating: "end\n", count: 10_000)
        try expectLimitError(source, line: 2 + DiagramLimits.nesting, column: 3,
            message: "subgraphs are nested more than \(DiagramLimits.nesting) deep")
    }

    @Test("Nesting up to the limit parses")
    func nestingAtTheLimit() throws {
        let depth = DiagramLimits.nesting
        let loops = "sequenceDiagram\n" + String(repeating: "loop again\nA->>B: m\n", count: depth) + String(repeating: "end\n", count: depth)
        #expect(parseError(loops) == nil)
        let subgraphs = "flowchart TD\n" + String(repeating: "subgraph s\nA-->B\n", count: depth) + String(repeating: "end\n", count: depth)
        #expect(parseError(subgraphs) == nil)
    }

    @Test("Too many subgraphs side by side")
    func manySubgraphs() throws {
        let source = "flowchart TD\n" + String(repeating: "subgraph s\nend\n", count: DiagramLimits.subgraphs + 5)
        try expectLimitError(source, line: 2 + 2 * DiagramLimits.subgraphs, column: 1,
            message: "the flowchart has more than \(DiagramLimits.subgraphs) subgraphs")
    }

    @Test("A 50,000-node chain: an error at the first node past the limit")
    func longChain() throws {
        let ids = (0..<50_000).map { "A\($0)" }
        let source = "flowchart TD\n" + ids.joined(separator: " --> ")
        let column = ids.prefix(DiagramLimits.nodes).map { $0.count + 5 }.reduce(1, +)
        try expectLimitError(source, line: 2, column: column, message: "the flowchart has more than \(DiagramLimits.nodes) nodes")
    }

    @Test("A0 & … & A299 --> B0 & … & B299 (90,000 edges) stops at the node limit")
    func groupsOfThreeHundred() throws {
        let left = (0..<300).map { "A\($0)" }, right = (0..<300).map { "B\($0)" }
        let source = "flowchart LR\n" + left.joined(separator: " & ") + " --> " + right.joined(separator: " & ")
        let column = left.prefix(DiagramLimits.nodes).map { $0.count + 3 }.reduce(1, +)
        try expectLimitError(source, line: 2, column: column, message: "the flowchart has more than \(DiagramLimits.nodes) nodes")
    }

    @Test("Edges to subgraphs do not count their IDs as nodes")
    func subgraphReferencesAreNotNodes() throws {
        let nodes = (0..<DiagramLimits.nodes).map { "n\($0)" }
        let source = "flowchart TD\nsubgraph s0\nsubgraph s1\nend\nend\n" + nodes.joined(separator: "\n") + "\ns0 --> s1\nn0 --> s0"
        let chart = try Diagrams.parseFlowchart(mermaid: source)
        #expect(chart.nodes.count == DiagramLimits.nodes)
        #expect(parseError(source + "\nextra") != nil, "one real node more is still too many")
        #expect(DiagramLimits.hint.contains("2,000 messages"))
    }

    @Test("Groups within the node limit whose product passes the edge limit: an error at the operator")
    func edgeProduct() throws {
        let left = (0..<30).map { "A\($0)" }.joined(separator: " & "), right = (0..<30).map { "B\($0)" }.joined(separator: " & ")
        let source = "flowchart LR\nX --> Y\n" + left + " --> " + right
        try expectLimitError(source, line: 3, column: left.count + 2,
            message: "the flowchart has more than \(DiagramLimits.edges) edges (counting each rank an edge spans)")
    }

    @Test("Edges one per line: the line with one edge too many")
    func edgesPerLine() throws {
        let lines = (0...DiagramLimits.edges).map { "n\($0 % 50) --> n\(($0 * 7 + 1) % 50)" }
        let column = try #require(lines.last?.firstRange(of: "-->")).lowerBound.utf16Offset(in: lines.last!) + 1
        try expectLimitError("flowchart TD\n" + lines.joined(separator: "\n"), line: 2 + DiagramLimits.edges, column: column,
            message: "the flowchart has more than \(DiagramLimits.edges) edges (counting each rank an edge spans)")
        #expect(parseError("flowchart TD\n" + lines.dropLast().joined(separator: "\n")) == nil)
    }

    @Test("A long edge counts once per rank it spans")
    func longEdgesCountPerRank() throws {
        let long = String(repeating: "-", count: 11) + ">"  // spans 10 ranks
        let lines = (0...(DiagramLimits.edges / 10)).map { "n\($0) \(long) m\($0)" }
        #expect(parseError("flowchart TD\n" + lines.dropLast().joined(separator: "\n")) == nil, "exactly at the limit")
        let column = try #require(lines.last?.firstRange(of: "-")).lowerBound.utf16Offset(in: lines.last!) + 1
        try expectLimitError("flowchart TD\n" + lines.joined(separator: "\n"), line: 2 + DiagramLimits.edges / 10, column: column,
            message: "the flowchart has more than \(DiagramLimits.edges) edges (counting each rank an edge spans)")
    }

    @Test("Too many messages: the message past the limit")
    func manyMessages() throws {
        let lines = (0...DiagramLimits.messages).map { "  A->>B: message \($0)" }
        try expectLimitError("sequenceDiagram\n" + lines.joined(separator: "\n"), line: 2 + DiagramLimits.messages, column: 3,
            message: "the diagram has more than \(DiagramLimits.messages) messages")
    }

    @Test("Too many participants: the statement that adds one too many")
    func manyParticipants() throws {
        let lines = (0...DiagramLimits.participants).map { "participant P\($0)" }
        try expectLimitError("sequenceDiagram\n" + lines.joined(separator: "\n"), line: 2 + DiagramLimits.participants, column: 1,
            message: "the diagram has more than \(DiagramLimits.participants) participants")
    }

    @Test("The limit errors are located in the chapter when rendering")
    func chapterCoordinates() throws {
        let source = "sequenceDiagram\n" + String(repeating: "loop x\n", count: 30) + String(repeating: "end\n", count: 30)
        let error = try #require(throws: DiagramError.self) {
            try Diagrams.renderSVG(mermaid: source, file: "chapters/01-x.md", firstLine: 40, idPrefix: "d")
        }
        #expect(error.location == "chapters/01-x.md:\(40 + 1 + DiagramLimits.nesting):1")
    }
}
