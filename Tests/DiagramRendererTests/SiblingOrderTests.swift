import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Nodes on one rank come in source order (issue 23): left to right in a TB or BT chart, top
/// to bottom in an LR or RL one, inside clusters too. Graphviz 2.42 alone reversed several
/// of these (`ReadingOrder`).
@Suite("Sibling order")
struct SiblingOrderTests {
    static let charts: [(lines: [String], siblings: [String])] = [
        (["a", "b", "c"], ["a", "b", "c"]),
        (["a1 --> a2", "b1 --> b2", "c1 --> c2"], ["a1", "b1", "c1"]),
        (["x --> a", "x --> b", "x --> c"], ["a", "b", "c"]),
        (["subgraph S", "a", "b", "c", "end"], ["a", "b", "c"]),
        (["subgraph S", "x --> a", "x --> b", "x --> c", "end"], ["a", "b", "c"]),
        (["x --> a & b & c", "subgraph S", "a", "b", "c", "end"], ["a", "b", "c"]),
        (["s --> a1", "s --> b1", "subgraph S", "a1 --> a2", "b1 --> b2", "end"], ["a1", "b1"]),
        (["a --> x", "b --> x", "c --> x", "subgraph S", "a", "b", "c", "end"], ["a", "b", "c"]),
        (["subgraph P", "p", "end", "subgraph Q", "q", "end"], ["p", "q"]),
    ]

    @Test("Siblings follow first mention", arguments: ["TB", "BT", "LR", "RL"], 0..<charts.count)
    func siblings(direction: String, chart index: Int) throws {
        let (lines, siblings) = Self.charts[index]
        let source = (["flowchart \(direction)"] + lines).joined(separator: "\n")
        let placed = try GraphvizLayout.layout(Diagrams.parseFlowchart(mermaid: source))
        let vertical = direction == "TB" || direction == "BT"
        let rects = try siblings.map { id in try #require(placed.nodes.first { $0.node.id == id }?.rect, "no \(id)") }
        let ranks = rects.map { vertical ? $0.midY : $0.midX }
        #expect(ranks.allSatisfy { abs($0 - ranks[0]) < 0.5 }, "on one rank: \(ranks)\n\(source)")
        let across = rects.map { vertical ? $0.midX : $0.midY }
        #expect(across == across.sorted() && Set(across).count == across.count, "in source order: \(across)\n\(source)")
    }

    @Test("A chart already in order is left as Graphviz placed it: restacking changes nothing")
    func restackKeepsOrderedLayouts() throws {
        let chart = try Diagrams.parseFlowchart(mermaid: "flowchart TB\na1 --> a2\nb1 --> b2")
        let graph = DOTGraph(chart: chart)
        let layout = try GraphvizJSONReader(chart: chart, graph: graph).read(GraphvizLayout.run(dot: graph.text))
        var restacked = layout
        ReadingOrder.restackParts(&restacked, scope: chart)
        #expect(restacked.nodes.map(\.rect) == layout.nodes.map(\.rect))
    }

    @Test("Restacking moves a part's edges and labels with its nodes")
    func restackMovesEdges() throws {
        let placed = try GraphvizLayout.layout(Diagrams.parseFlowchart(mermaid: "flowchart LR\na1 -->|first| a2\nb1 -->|second| b2"))
        for edge in placed.edges {
            let from = try #require(placed.nodes.first { $0.node.id == edge.edge.from }?.rect)
            let start = try #require(edge.points.first)
            #expect(abs(start.y - from.midY) < from.height / 2 + 1, "\(edge.edge.from): \(start) vs \(from)")
            let label = try #require(edge.labelCentre)
            #expect(abs(label.y - from.midY) < 40, "label near its edge")
        }
    }
}
