import Diagnostics
import Foundation
import MermaidModel
import ProcessRunning

/// Lays out a flowchart with Graphviz's `dot` (the reference layered layout).
///
/// The chart becomes DOT text in which every node is an empty, fixed-size shape of the size
/// our own text metrics demand and every edge label an empty fixed-size table, so Graphviz
/// reserves exactly the room our labels take while never measuring text itself. Positions
/// and splines come back as JSON; drawing is ours.
///
/// Graphviz runs in a child process (`workbook-layout`, via `LayoutHelpers`): libgvc has
/// inputs it crashes on and layouts it cannot be stopped in, and neither may take the tool
/// down or hang it. A crash is `Crashed`, a layout past its deadline `LayoutDeadline.Expired`.
enum GraphvizLayout {
    /// Graphviz failing on input the parser accepted is a bug of ours, never the chapter's.
    static let bugHint = "the diagram parsed, so this is a bug in the workbook's diagram renderer; please report it"

    /// The layout process died while laying out this graph (libgvc crashed on it).
    struct Crashed: Error, Equatable {
        var signal: ProcessSignal?
        var exitCode: Int32?
    }

    static func layout(
        _ chart: Flowchart, deadline seconds: Double = LayoutDeadline.seconds, layouts: DiagramLayouts = .uncached
    ) throws -> FlowchartLayout {
        // One Graphviz run per subgraph laid out in its own direction, plus one for the chart
        // (two when the reading order needs it); the deadline is for all of them together.
        let end = Date().addingTimeInterval(seconds)
        do {
            return try DirectedSubgraphLayout(chart: chart) { try run(dot: $0, deadline: end.timeIntervalSinceNow, layouts: layouts) }.layout()
        } catch is LayoutDeadline.Expired {
            throw LayoutDeadline.Expired(seconds: seconds)
        }
    }

    /// Runs `dot` on DOT text and returns Graphviz's JSON output (or `layouts`' cached copy).
    static func run(dot text: String, deadline seconds: Double = LayoutDeadline.seconds, layouts: DiagramLayouts = .uncached) throws -> Data {
        guard seconds > 0 else { throw LayoutDeadline.Expired(seconds: seconds) }
        return try layouts.reply(forDOT: text) { try exchange(dot: text, deadline: seconds) }
    }

    /// One exchange with a layout helper: Graphviz's JSON output for `text`.
    private static func exchange(dot text: String, deadline seconds: Double) throws -> Data {
        let reply: [UInt8]
        do {
            reply = try LayoutHelpers.shared.exchange(Array(text.utf8), deadline: seconds)
        } catch .timedOut(let seconds) {
            throw LayoutDeadline.Expired(seconds: seconds)
        } catch .ended(let signal, let exitCode, _) {
            throw Crashed(signal: signal, exitCode: exitCode)
        } catch .cannotStart(let reason) {
            throw ToolError(
                "cannot start the diagram layout helper (\(reason))",
                hint: "build it with 'swift build --product workbook-layout'; it must sit next to the workbook program, "
                    + "or be named by \(LayoutHelpers.pathVariable)")
        }
        guard let status = reply.first else { throw ToolError("the layout helper sent an empty reply", hint: bugHint) }
        let body = reply.dropFirst()
        guard status == 0 else { throw ToolError(String(decoding: body, as: UTF8.self), hint: bugHint) }
        return Data(body)
    }
}
