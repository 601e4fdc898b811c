import Foundation
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// A subgraph's `direction` is honoured as Mermaid honours it (issue 23): a subgraph that sets
/// its own direction and links nothing across its frame is laid out on its own in that
/// direction, then placed in its parent's direction as one box.
@Suite("Subgraph direction")
struct SubgraphDirectionTests {
    func layout(_ lines: String...) throws -> FlowchartLayout {
        try GraphvizLayout.layout(Diagrams.parseFlowchart(mermaid: lines.joined(separator: "\n")))
    }

    func centre(_ id: String, in layout: FlowchartLayout) throws -> Point {
        if let rect = layout.nodes.first(where: { $0.node.id == id })?.rect { return Point(x: rect.midX, y: rect.midY) }
        let rect = try #require(layout.clusters.first { $0.subgraph.id == id }?.rect, "no node or subgraph \(id)")
        return Point(x: rect.midX, y: rect.midY)
    }

    func cluster(_ id: String, in layout: FlowchartLayout) throws -> Rect {
        try #require(layout.clusters.first { $0.subgraph.id == id }?.rect, "no subgraph \(id)")
    }

    @Test("Mermaid's own example: TOP runs top to bottom inside an LR chart, B1 right to left, B2 bottom to top")
    func mermaidExample() throws {
        let placed = try layout(
            "flowchart LR", "subgraph TOP", "direction TB", "subgraph B1", "direction RL", "i1 -->f1", "end",
            "subgraph B2", "direction BT", "i2 -->f2", "end", "end", "A --> TOP --> B", "B1 --> B2")
        let a = try centre("A", in: placed), top = try cluster("TOP", in: placed), b = try centre("B", in: placed)
        #expect(a.x < top.x && top.maxX < b.x, "the chart reads left to right: A, TOP, B")
        let b1 = try cluster("B1", in: placed), b2 = try cluster("B2", in: placed)
        #expect(b1.maxY < b2.y, "B1 --> B2 reads top to bottom in TOP: \(b1) \(b2)")
        #expect(top.contains(b1) && top.contains(b2))
        let i1 = try centre("i1", in: placed), f1 = try centre("f1", in: placed)
        #expect(f1.x < i1.x && abs(f1.y - i1.y) < 0.5, "B1 reads right to left")
        let i2 = try centre("i2", in: placed), f2 = try centre("f2", in: placed)
        #expect(f2.y < i2.y && abs(f2.x - i2.x) < 0.5, "B2 reads bottom to top")
        #expect(b1.contains(try #require(placed.nodes.first { $0.node.id == "i1" }?.rect)))
        // The edge B1 --> B2 runs downwards, from B1's frame to B2's.
        let edge = try #require(placed.edges.first { $0.edge.from == "B1" })
        let start = try #require(edge.points.first), end = try #require(edge.points.last)
        #expect(start.y < end.y && abs(start.y - b1.maxY) < 2 && abs(end.y - b2.y) < 2, "\(edge.points)")
    }

    @Test("A TD chart holding LR subgraphs keeps its own direction between them", arguments: ["TD", "BT"])
    func verticalChartOfRows(direction: String) throws {
        let placed = try layout(
            "flowchart \(direction)", "Start --> Phase1", "Phase1 --> SubBlock1", "Phase1 --> SubBlock2",
            "subgraph SubBlock1 [Update]", "direction LR", "DB1[read] --> DB2[convert] --> DB3[save]", "end",
            "subgraph SubBlock2 [Notify]", "direction LR", "N1[mail] --> N2[chat]", "end",
            "SubBlock1 --> Review", "SubBlock2 --> Review", "Review --> End")
        let ys = try ["Start", "Phase1", "SubBlock1", "Review", "End"].map { try centre($0, in: placed).y }
        #expect(ys == (direction == "TD" ? ys.sorted() : ys.sorted().reversed()), "the chart runs \(direction): \(ys)")
        let row = try ["DB1", "DB2", "DB3"].map { try centre($0, in: placed) }
        #expect(row.map(\.x) == row.map(\.x).sorted() && Set(row.map(\.y)).count == 1, "the subgraph reads left to right: \(row)")
        let block1 = try cluster("SubBlock1", in: placed), block2 = try cluster("SubBlock2", in: placed)
        #expect(block1.maxX < block2.x, "siblings in source order")
        #expect(block1.width > block1.height, "a row is wider than high")
    }

    @Test("A subgraph that repeats the chart's direction keeps its nodes in source order", arguments: [
        ("LR", "a --> b --> c"), ("TB", "a --> b --> c"), ("RL", "a --> b --> c"), ("BT", "a --> b --> c"),
    ])
    func repeatedDirection(direction: String, chain: String) throws {
        let placed = try layout("flowchart \(direction)", "subgraph S", "direction \(direction)", chain, "end")
        let points = try ["a", "b", "c"].map { try centre($0, in: placed) }
        let along = direction == "LR" || direction == "RL" ? points.map(\.x) : points.map(\.y)
        let forwards = direction == "LR" || direction == "TB"
        #expect(along == (forwards ? along.sorted() : along.sorted().reversed()), "\(direction): \(points)")
    }

    @Test("Siblings in a subgraph that repeats the chart's direction come in source order", arguments: ["TB", "LR"])
    func siblingsInOrder(direction: String) throws {
        let placed = try layout("flowchart \(direction)", "subgraph S", "direction \(direction)", "x --> a", "x --> b", "x --> c", "end")
        let points = try ["a", "b", "c"].map { try centre($0, in: placed) }
        let across = direction == "TB" ? points.map(\.x) : points.map(\.y)
        #expect(across == across.sorted() && Set(across).count == 3, "left to right in TB, top to bottom in LR: \(points)")
    }

    @Test("Unconnected nodes of a subgraph with its own direction line up in source order", arguments: ["TB", "LR"])
    func unconnectedInOrder(direction: String) throws {
        let placed = try layout("flowchart \(direction)", "subgraph S", "direction \(direction)", "a", "b", "c", "end")
        let points = try ["a", "b", "c"].map { try centre($0, in: placed) }
        let across = direction == "TB" ? points.map(\.x) : points.map(\.y)
        #expect(across == across.sorted() && Set(across).count == 3, "\(points)")
    }

    @Test("Only a subgraph with a direction and no link across its frame becomes a box")
    func whatBecomesABox() throws {
        let chart = try Diagrams.parseFlowchart(mermaid: """
            flowchart LR
            subgraph Own
            direction TB
            a --> b
            end
            subgraph Linked
            direction TB
            c --> d
            end
            subgraph Plain
            e --> f
            end
            x --> Own
            x --> c
            """)
        #expect(DirectedSubgraphLayout.boxable(in: chart).map(\.id) == ["Own"])
        let text = DOTGraph(chart: chart, boxes: ["Own": (100, 80)]).text
        #expect(text.contains("b0 [width=1.3889, height=1.1112]"), "\(text)")
        #expect(text.components(separatedBy: "subgraph cluster_").count == 3, "Linked and Plain are clusters, Own is not: \(text)")
    }

    @Test("A boxed subgraph's nodes, edges and nested frames all lie inside its frame, in chart order")
    func contentsInsideTheBox() throws {
        let placed = try layout(
            "flowchart TD", "Start --> Outer", "subgraph Outer", "direction LR", "p --> q", "subgraph Inner", "r --> s", "end", "q --> Inner", "end",
            "Outer --> Finish")
        let outer = try cluster("Outer", in: placed), inner = try cluster("Inner", in: placed)
        #expect(outer.contains(inner))
        for id in ["p", "q", "r", "s"] {
            #expect(outer.contains(try #require(placed.nodes.first { $0.node.id == id }?.rect)), "\(id) inside Outer")
        }
        #expect(placed.edges.map(\.index) == Array(0..<placed.edges.count), "edges in source order")
        #expect(placed.edges.map { "\($0.edge.from)>\($0.edge.to)" } == ["Start>Outer", "p>q", "r>s", "q>Inner", "Outer>Finish"])
        #expect(placed.clusters.map(\.subgraph.id) == ["Outer", "Inner"] && placed.clusters.map(\.depth) == [0, 1])
        for edge in placed.edges where ["p", "q", "r"].contains(edge.edge.from) {
            #expect(edge.points.allSatisfy { outer.insetBy(-0.5).contains(Rect(x: $0.x, y: $0.y, width: 0, height: 0)) }, "\(edge.edge)")
        }
    }

    struct RefusedSameRank: Error {}

    @Test("A layout that fails with a linked subgraph's nodes on one rank is tried again without (Mermaid's drawing)")
    func fallsBackWithoutOneRank() throws {
        let chart = try Diagrams.parseFlowchart(mermaid: "flowchart LR\nStart --> A\nsubgraph S\ndirection TB\nA -->|x| B --> C\nend\nC --> Done")
        var texts: [String] = []
        let placed = try DirectedSubgraphLayout(chart: chart) { text in
            texts.append(text)
            // Stands in for Graphviz crashing on the one-rank trick (the child process reports it).
            if text.contains("rank=same") { throw RefusedSameRank() }
            return try GraphvizLayout.run(dot: text)
        }.layout()
        #expect(texts.count == 2 && texts[0].contains("rank=same") && !texts[1].contains("rank=same"))
        let xs = try ["A", "B", "C"].map { id in try #require(placed.nodes.first { $0.node.id == id }?.rect.midX) }
        #expect(xs == xs.sorted() && Set(xs).count == 3, "drawn in the chart's direction instead: \(xs)")
    }

    @Test("A layout that runs out of time is not tried again")
    func noRetryPastTheDeadline() throws {
        let chart = try Diagrams.parseFlowchart(mermaid: "flowchart LR\nsubgraph S\ndirection TB\nA --> B\nend\nB --> C")
        var runs = 0
        #expect(throws: LayoutDeadline.Expired.self) {
            try DirectedSubgraphLayout(chart: chart) { _ in
                runs += 1
                throw LayoutDeadline.Expired(seconds: 1)
            }.layout()
        }
        #expect(runs == 1)
    }
}
