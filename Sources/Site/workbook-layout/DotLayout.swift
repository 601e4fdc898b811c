@preconcurrency import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One layout with Graphviz's `dot` through libgvc: DOT text in, `json0` out.
enum DotLayout {
    struct Failure: Error {
        var message: String
    }

    static func json(forDOT text: [UInt8]) -> Result<[UInt8], Failure> {
        // A context of its own for every layout: one reused across layouts carries state from
        // one chart to the next, and the same chart then comes out differently (a cyclic chart
        // with clusters did, depending on what was laid out before it).
        agseterr(AGERR)
        guard let context = gvContext() else { return .failure(Failure(message: "could not create a Graphviz context")) }
        defer { gvFreeContext(context) }
        guard let graph = GraphvizReader.read(text) else {
            return .failure(Failure(message: "Graphviz could not read the generated graph"))
        }
        defer { agclose(graph) }
        guard gvLayout(context, graph, "dot") == 0 else { return .failure(Failure(message: "Graphviz could not lay out the chart")) }
        defer { gvFreeLayout(context, graph) }
        var buffer: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, "json0", &buffer, &length) == 0, let buffer else {
            return .failure(Failure(message: "Graphviz could not render the layout"))
        }
        defer { gvFreeRenderData(buffer) }
        return .success(Array(UnsafeRawBufferPointer(start: buffer, count: Int(length))))
    }
}
