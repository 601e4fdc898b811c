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

    static func layout(_ chart: Flowchart, deadline seconds: Double = LayoutDeadline.seconds) throws -> FlowchartLayout {
        // One Graphviz run per subgraph laid out in its own direction, plus one for the chart.
        try LayoutDeadline.run(seconds: seconds) { try DirectedSubgraphLayout(chart: chart, run: run(dot:)).layout() }
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
