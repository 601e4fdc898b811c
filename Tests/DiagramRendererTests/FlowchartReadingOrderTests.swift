import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Flowcharts read in the source's order, as Mermaid draws them (issue 14): a cycle is broken
/// against the edge written later, and a subgraph's own `direction` turns its nodes across
/// the chart's flow.
@Suite("Flowchart reading order")
struct FlowchartReadingOrderTests {
    func layout(_ lines: String...) throws -> FlowchartLayout {
        try GraphvizLayout.layout(Diagrams.parseFlowchart(mermaid: lines.joined(separator: "\n")))
    }

    func centre(_ id: String, in layout: FlowchartLayout) throws -> Point {
        let rect = try #require(layout.nodes.first { $0.node.id == id }?.rect, "no node \(id)")
        return Point(x: rect.midX, y: rect.midY)
    }

    @Test("The first edge of a two-node cycle reads forwards, with or without a subgraph", arguments: [
        ["flowchart LR", "Home -->|choose book| Picker", "Picker -- cancelled --> Home"],
        // Picker sits in a subgraph, which once made it the first node Graphviz saw.
        ["flowchart LR", "Home -->|choose book| Picker", "subgraph Picking", "Picker", "end", "Picker -- cancelled --> Home"],
        ["flowchart LR", "subgraph Picking", "Picker", "end", "Other", "Home -->|choose book| Picker", "Picker -- cancelled --> Home"],
    ])
    func cycleBreaksAgainstTheLaterEdge(lines: [String]) throws {
        let placed = try GraphvizLayout.layout(Diagrams.parseFlowchart(mermaid: lines.joined(separator: "\n")))
        // The third chart mentions Picker first (in its subgraph): as in Mermaid, whose
        // depth-first walk starts from the first-mentioned node, Picker then leads.
        let (left, right) = lines.contains("Other") ? ("Picker", "Home") : ("Home", "Picker")
        #expect(try centre(left, in: placed).x < centre(right, in: placed).x, "\(lines)")
    }

    @Test("Nodes reach Graphviz in first-mention order, before any cluster names them")
    func nodesInDeclarationOrder() throws {
        let chart = try Diagrams.parseFlowchart(mermaid: "flowchart TD\nA --> B\nsubgraph S\nB\nC\nend\nC --> D")
        let text = DOTGraph(chart: chart).text
        let declarations = ["n0 [", "n1 [", "n2 [", "n3 [", "subgraph cluster_0"].map { text.range(of: $0)?.lowerBound }
        let found = declarations.compactMap { $0 }
        #expect(found.count == declarations.count && found == found.sorted(), "\(text)")
    }

    @Test("A TB subgraph in an LR chart stacks top to bottom; an LR one in TB runs left to right", arguments: [
        ("LR", "TB"), ("RL", "TB"), ("LR", "BT"), ("TB", "LR"), ("BT", "LR"), ("TB", "RL"),
    ])
    func subgraphDirection(chart: String, inner: String) throws {
        let placed = try layout("flowchart \(chart)", "Start --> A", "subgraph S", "direction \(inner)", "A --> B --> C", "end", "C --> Done")
        let points = try ["A", "B", "C"].map { try centre($0, in: placed) }
        let vertical = inner == "TB" || inner == "BT"
        let along = points.map { vertical ? $0.y : $0.x }
        let across = points.map { vertical ? $0.x : $0.y }
        #expect(Set(across).count == 1, "one column or row across the chart: \(points)")
        let forwards = inner == "TB" || inner == "LR"
        #expect(along == (forwards ? along.sorted() : along.sorted().reversed()), "\(chart)/\(inner): \(points)")
    }

    @Test("An edge written head to tail inside a stacked subgraph still starts at its source")
    func reversedEdgeKeepsItsDirection() throws {
        let placed = try layout("flowchart LR", "subgraph S", "direction TB", "A --> B", "end")
        let edge = try #require(placed.edges.first)
        let a = try centre("A", in: placed), b = try centre("B", in: placed)
        let start = try #require(edge.points.first), end = try #require(edge.points.last)
        #expect(abs(start.y - a.y) < abs(start.y - b.y), "starts near A: \(edge.points)")
        #expect(abs(end.y - b.y) < abs(end.y - a.y), "ends near B: \(edge.points)")
    }
}
