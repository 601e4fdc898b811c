import CGraphviz
import Diagnostics
import Foundation

/// Lays out a flowchart with Graphviz's `dot` (the reference layered layout) through libgvc.
///
/// The chart becomes DOT text in which every node is an empty, fixed-size shape of the size
/// our own text metrics demand and every edge label an empty fixed-size table, so Graphviz
/// reserves exactly the room our labels take while never measuring text itself. Positions
/// and splines come back as JSON; drawing is ours.
enum GraphvizLayout {
    /// Graphviz failing on input the parser accepted is a bug of ours, never the chapter's.
    static let bugHint = "the diagram parsed, so this is a bug in the workbook's diagram renderer; please report it"

    /// Graphviz keeps global state and is not thread-safe: every call goes through this lock.
    private static let lock = NSLock()

    static func layout(_ chart: Flowchart) throws -> FlowchartLayout {
        let graph = DOTGraph(chart: chart)
        let json = try run(dot: graph.text)
        return try GraphvizJSONReader(chart: chart, graph: graph).read(json)
    }

    /// Runs `dot` on DOT text and returns Graphviz's JSON output.
    static func run(dot text: String) throws -> Data {
        lock.lock()
        defer { lock.unlock() }
        // A context of its own for every layout: one reused across layouts carries state from
        // one chart to the next, and the same chart then comes out differently (a cyclic chart
        // with clusters did, depending on what was laid out before it).
        agseterr(AGERR)
        guard let context = gvContext() else {
            throw ToolError("could not create a Graphviz context", hint: GraphvizLayout.bugHint)
        }
        defer { gvFreeContext(context) }
        guard let graph = GraphvizReader.read(text) else {
            throw ToolError("Graphviz could not read the generated graph", hint: GraphvizLayout.bugHint)
        }
        defer { agclose(graph) }
        guard gvLayout(context, graph, "dot") == 0 else {
            throw ToolError("Graphviz could not lay out the chart", hint: GraphvizLayout.bugHint)
        }
        defer { gvFreeLayout(context, graph) }
        var buffer: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, "json0", &buffer, &length) == 0, let buffer else {
            throw ToolError("Graphviz could not render the layout", hint: GraphvizLayout.bugHint)
        }
        defer { gvFreeRenderData(buffer) }
        return Data(bytes: buffer, count: Int(length))
    }
}


/// The DOT text for a chart, with the names it gave nodes, edges and clusters.
///
/// Subgraphs become `cluster_N`; edges to a subgraph aim at a node inside it and are clipped
/// at the cluster (`lhead`/`ltail`). A subgraph's own `direction` is kept in the model but
/// cannot be honoured: `dot` lays every cluster out in the chart's direction.
struct DOTGraph {
    /// DOT name of each node ID (`n0`, `n1`, …) — chapter IDs never reach Graphviz.
    var nodeNames: [String: String] = [:]
    /// DOT name of each subgraph ID (`cluster_0`, …) and a node inside it for edges to aim at.
    var clusterNames: [String: (name: String, anchor: String)] = [:]
    var text = ""

    init(chart: Flowchart) {
        for (index, node) in chart.nodes.enumerated() { nodeNames[node.id] = "n\(index)" }
        let rankdir = chart.direction.rawValue
        // With clusters, libgvc 2.43's classic ranking corrupts its heap on edges that go
        // from one cluster to another and back (three labelled edges between two subgraphs
        // abort with "double free"); the global ranking (`newrank`) does not. Charts without
        // subgraphs keep the classic ranking, so their layouts do not move.
        let ranking = chart.subgraphs.isEmpty ? "" : " newrank=true;"
        var lines = [
            "digraph G {",
            "compound=true; rankdir=\(rankdir); nodesep=0.5; ranksep=0.55; pad=0;" + ranking,
            "node [label=\"\", fixedsize=true, shape=box];",
            "edge [dir=none, arrowhead=none, arrowtail=none];",
        ]
        var clusterCount = 0
        func emit(_ subgraph: Subgraph, indent: String) {
            let name = "cluster_\(clusterCount)"
            clusterCount += 1
            let titleWidth = TextMetrics.width(of: subgraph.title) + 16
            lines.append("\(indent)subgraph \(name) {")
            lines.append("\(indent)  label=\(Self.placeholder(width: titleWidth, height: TextMetrics.height(of: subgraph.title))); labeljust=l; margin=12;")
            let anchorIndex = lines.count
            for id in subgraph.nodeIDs { lines.append("\(indent)  \(node(id, in: chart));") }
            for child in subgraph.subgraphs { emit(child, indent: indent + "  ") }
            let anchor = subgraph.nodeIDs.first.flatMap { nodeNames[$0] }
                ?? subgraph.subgraphs.first.flatMap { clusterNames[$0.id]?.anchor }
            if let anchor {
                clusterNames[subgraph.id] = (name, anchor)
            } else {
                let placeholder = "p\(clusterCount - 1)"
                lines.insert("\(indent)  \(placeholder) [width=0.5, height=0.3, style=invis];", at: anchorIndex)
                clusterNames[subgraph.id] = (name, placeholder)
            }
            lines.append("\(indent)}")
        }
        for subgraph in chart.subgraphs { emit(subgraph, indent: "") }
        let clustered = Set(chart.allSubgraphs.flatMap(\.nodeIDs))
        for node in chart.nodes where !clustered.contains(node.id) {
            lines.append(self.node(node.id, in: chart) + ";")
        }
        for (index, edge) in chart.edges.enumerated() {
            guard let tail = endpoint(edge.from), let head = endpoint(edge.to) else { continue }
            var attributes = ["id=\"e\(index)\"", "minlen=\(max(1, edge.length))"]
            if let cluster = clusterNames[edge.from] { attributes.append("ltail=\(cluster.name)") }
            if let cluster = clusterNames[edge.to] { attributes.append("lhead=\(cluster.name)") }
            if let label = edge.label, !label.isEmpty {
                attributes.append("label=" + Self.placeholder(width: TextMetrics.width(of: label) + 8, height: TextMetrics.height(of: label) + 2))
            }
            if edge.line == .invisible { attributes.append("style=invis") }
            lines.append("\(tail) -> \(head) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        text = lines.joined(separator: "\n")
    }

    private func endpoint(_ id: String) -> String? {
        nodeNames[id] ?? clusterNames[id]?.anchor
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
