import Foundation
import MermaidModel

/// The DOT text for a chart, with the names it gave nodes, edges and clusters.
///
/// Order is meaning to `dot`: it breaks a cycle by reversing the edge its depth-first walk
/// meets last, walking from nodes in the order they were created. So every node is declared
/// at the top, in the order the chart first mentions it, before any cluster names its
/// members, and edges follow in source order. (Declaring a cluster's nodes inside it first
/// made a node mentioned in a subgraph start the walk, and `Home --> Picker` then
/// `Picker --> Home` read right to left when Picker sat in a subgraph.)
///
/// Subgraphs become `cluster_N`; edges to a subgraph aim at a node inside it and are clipped
/// at the cluster (`lhead`/`ltail`). `dot` has one rank direction per graph, so a subgraph
/// laid out on its own in its own direction (`DirectedSubgraphLayout`) comes here as one
/// fixed-size node, a *box* (`b0`, …), that stands for all it holds. A subgraph whose
/// `direction` crosses the chart's (TB inside LR, LR inside TB) but which cannot be laid out
/// on its own, because its nodes link outside it, puts its own nodes on one rank: they then
/// line up across the chart's flow, ordered by the edges between them.
struct DOTGraph {
    /// DOT name of each node ID (`n0`, `n1`, …) — chapter IDs never reach Graphviz.
    var nodeNames: [String: String] = [:]
    /// DOT name of each subgraph ID (`cluster_0`, …) and a node inside it for edges to aim at.
    var clusterNames: [String: (name: String, anchor: String)] = [:]
    /// DOT name of each subgraph drawn as one fixed-size box.
    var boxNames: [String: String] = [:]
    /// Edges (by index) written head to tail, whose spline comes back reversed.
    var reversedEdges: Set<Int> = []
    /// Self-loops (by index) in a sideways chart whose label went to Graphviz as tall as it
    /// is wide, with the label's true height.
    var sidewaysLoopLabels: [Int: Double] = [:]
    var text = ""

    /// `boxes` gives the size of each subgraph laid out on its own; what such a subgraph holds
    /// becomes its box, and the edges inside it are left out.
    ///
    /// `reversingClusterMembers` declares the nodes directly inside each cluster in the
    /// opposite order among themselves (see `ReadingOrder`).
    ///
    /// `linesUpCrossingSubgraphs: false` leaves out the one-rank trick for crossing directions.
    init(chart: Flowchart, boxes: [String: (width: Double, height: Double)] = [:], reversingClusterMembers: Bool = false,
        linesUpCrossingSubgraphs: Bool = true)
    {
        // The box each node or subgraph inside a box belongs to (the outermost box).
        var boxOf: [String: String] = [:]
        func mark(_ subgraph: Subgraph, box: String?) {
            let box = box ?? (boxes[subgraph.id] != nil ? subgraph.id : nil)
            if let box {
                for id in subgraph.nodeIDs { boxOf[id] = box }
                if box != subgraph.id { boxOf[subgraph.id] = box }
            }
            for child in subgraph.subgraphs { mark(child, box: box) }
        }
        for subgraph in chart.subgraphs { mark(subgraph, box: nil) }
        let rankdir = chart.direction.rawValue
        // With clusters, libgvc 2.43's classic ranking corrupts its heap on edges that go
        // from one cluster to another and back (three labelled edges between two subgraphs
        // abort with "double free"); the global ranking (`newrank`) does not. Charts without
        // clusters keep the classic ranking, so their layouts do not move.
        let hasClusters = chart.allSubgraphs.contains { boxOf[$0.id] == nil && boxes[$0.id] == nil }
        let ranking = hasClusters ? " newrank=true;" : ""
        var lines = [
            "digraph G {",
            "compound=true; rankdir=\(rankdir); nodesep=0.5; ranksep=0.55; pad=0;" + ranking,
            "node [label=\"\", fixedsize=true, shape=box];",
            "edge [dir=none, arrowhead=none, arrowtail=none];",
        ]
        // Nodes in first-mention order; a box where the first node inside it is mentioned.
        var order = Array(chart.nodes.indices)
        if reversingClusterMembers {
            let position = Dictionary(chart.nodes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
            for subgraph in chart.allSubgraphs where boxes[subgraph.id] == nil && boxOf[subgraph.id] == nil {
                let slots = subgraph.nodeIDs.compactMap { position[$0] }.sorted()
                for (slot, index) in zip(slots, slots.reversed()) { order[slot] = index }
            }
        }
        for index in order {
            let node = chart.nodes[index]
            if let box = boxOf[node.id] {
                guard boxNames[box] == nil, let size = boxes[box] else { continue }
                let name = "b\(boxNames.count)"
                boxNames[box] = name
                lines.append("\(name) [width=\(Self.inches(size.width)), height=\(Self.inches(size.height))];")
            } else {
                nodeNames[node.id] = "n\(index)"
                lines.append(self.node(node.id, in: chart) + ";")
            }
        }
        var reversedMembers: [String: Int] = [:]
        var clusterCount = 0
        func emit(_ subgraph: Subgraph, indent: String) {
            if let name = boxNames[subgraph.id] {
                lines.append("\(indent)\(name);")
                return
            }
            let name = "cluster_\(clusterCount)"
            clusterCount += 1
            let titleWidth = TextMetrics.width(of: subgraph.title) + 16
            lines.append("\(indent)subgraph \(name) {")
            lines.append("\(indent)  label=\(Self.placeholder(width: titleWidth, height: TextMetrics.height(of: subgraph.title))); labeljust=l; margin=12;")
            let members = subgraph.nodeIDs.compactMap { nodeNames[$0] }
            if !members.isEmpty {
                let across = linesUpCrossingSubgraphs && (subgraph.direction.map { Self.crosses($0, chart.direction) } ?? false)
                if across, let inner = subgraph.direction, Self.runsAgainstOrder(inner, in: chart.direction) {
                    for id in subgraph.nodeIDs { reversedMembers[id] = clusterCount }
                }
                lines.append("\(indent)  " + (across ? "{rank=same; " : "") + members.joined(separator: "; ") + (across ? "}" : ";"))
            }
            for child in subgraph.subgraphs { emit(child, indent: indent + "  ") }
            let anchor = members.first ?? subgraph.subgraphs.first.flatMap { boxNames[$0.id] ?? clusterNames[$0.id]?.anchor }
            if let anchor {
                clusterNames[subgraph.id] = (name, anchor)
            } else {
                let placeholder = "p\(clusterCount - 1)"
                lines.append("\(indent)  \(placeholder) [width=0.5, height=0.3, style=invis];")
                clusterNames[subgraph.id] = (name, placeholder)
            }
            lines.append("\(indent)}")
        }
        for subgraph in chart.subgraphs { emit(subgraph, indent: "") }
        for (index, edge) in chart.edges.enumerated() {
            // An edge inside a box was laid out with the box; one that reaches into a box
            // from outside (which `DirectedSubgraphLayout` never boxes) ends at the box.
            let from = boxOf[edge.from] ?? edge.from, to = boxOf[edge.to] ?? edge.to
            if boxOf[edge.from] != nil || boxOf[edge.to] != nil, from == to { continue }
            guard var tail = endpoint(from), var head = endpoint(to) else { continue }
            if let cluster = reversedMembers[edge.from], reversedMembers[edge.to] == cluster {
                swap(&tail, &head)
                reversedEdges.insert(index)
            }
            var attributes = ["id=\"e\(index)\"", "minlen=\(max(1, edge.length))"]
            if let cluster = clusterNames[from] { attributes.append("ltail=\(cluster.name)") }
            if let cluster = clusterNames[to] { attributes.append("lhead=\(cluster.name)") }
            if let label = edge.label, !label.isEmpty {
                let (width, height) = (TextMetrics.width(of: label) + 8, TextMetrics.height(of: label) + 2)
                if tail == head, !ReadingOrder.isVertical(chart.direction) {
                    // `dot` (2.42) lays a self-loop's label out with its height in both
                    // directions when ranks run sideways: given the width as height, it keeps
                    // neighbours clear of the label; the reader then puts the label back.
                    sidewaysLoopLabels[index] = height
                    attributes.append("label=" + Self.placeholder(width: height, height: width))
                } else {
                    attributes.append("label=" + Self.placeholder(width: width, height: height))
                }
            }
            if edge.line == .invisible { attributes.append("style=invis") }
            lines.append("\(tail) -> \(head) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        text = lines.joined(separator: "\n")
    }

    /// Whether a subgraph's direction runs across the chart's: vertical inside horizontal
    /// or the other way round. (A reversed direction along the same axis is not honoured.)
    static func crosses(_ inner: Flowchart.Direction, _ outer: Flowchart.Direction) -> Bool {
        func isVertical(_ direction: Flowchart.Direction) -> Bool { direction == .topToBottom || direction == .bottomToTop }
        return isVertical(inner) != isVertical(outer)
    }

    private func endpoint(_ id: String) -> String? {
        nodeNames[id] ?? boxNames[id] ?? clusterNames[id]?.anchor
    }

    private func node(_ id: String, in chart: Flowchart) -> String {
        guard let name = nodeNames[id], let node = chart.node(id) else { return "" }
        let size = FlowchartLayout.size(for: node)
        let shape = switch node.shape {
        case .circle, .doubleCircle: "circle"
        case .diamond: "diamond"
        default: "box"
        }
        return "\(name) [width=\(Self.inches(size.width)), height=\(Self.inches(size.height)), shape=\(shape)]"
    }

    /// Whether `dot` orders a rank against `inner`'s reading direction in a `chart` chart:
    /// with `rankdir=LR` or `RL` the first node of a rank is the bottom one, so a stack that
    /// reads top to bottom is written with its edges reversed.
    static func runsAgainstOrder(_ inner: Flowchart.Direction, in chart: Flowchart.Direction) -> Bool {
        switch chart {
        case .leftToRight, .rightToLeft: inner == .topToBottom
        case .topToBottom, .bottomToTop: inner == .rightToLeft
        }
    }

    /// Points as inches with four decimals, rounded up so Graphviz never shrinks a node:
    /// what `%.4f` prints, written with integer arithmetic because `String(format:)` with a
    /// locale cost more than laying out the chart.
    static func inches(_ points: Double) -> String {
        let tenThousandths = (points / 72 * 10000).rounded(.up)
        guard tenThousandths >= 0, tenThousandths < 1e15 else {
            return String(format: "%.4f", locale: Locale(identifier: "en_US_POSIX"), tenThousandths / 10000)
        }
        let value = Int(tenThousandths)
        let fraction = String(value % 10000)
        return "\(value / 10000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }

    /// An empty HTML-like label of a fixed size, so Graphviz reserves room without measuring text.
    static func placeholder(width: Double, height: Double) -> String {
        "<<TABLE BORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\"><TR><TD FIXEDSIZE=\"TRUE\" WIDTH=\"\(Int(width.rounded(.up)))\" HEIGHT=\"\(Int(height.rounded(.up)))\"></TD></TR></TABLE>>"
    }
}
