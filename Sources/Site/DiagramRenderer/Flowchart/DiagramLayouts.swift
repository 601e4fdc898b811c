import Foundation

/// Where a diagram's Graphviz layouts come from: a cache of earlier layouts of the same DOT
/// text (kept across builds, so a build whose diagrams did not change lays none out), or else
/// a run of `workbook-layout`. Passed down explicitly, never read from the environment.
package struct DiagramLayouts: Sendable {
    /// nil: every layout is run.
    package var cache: DiagramLayoutCache?
    /// Told of every layout actually run (not answered by the cache): tests count them.
    package var onLayout: @Sendable () -> Void

    package init(cache: DiagramLayoutCache? = nil, onLayout: @escaping @Sendable () -> Void = {}) {
        self.cache = cache
        self.onLayout = onLayout
    }

    /// No cache: what the diagram command, the fuzzers and most tests use.
    package static let uncached = DiagramLayouts()

    /// Graphviz's JSON output for `dot`: the cached reply for the same request, or `layout`'s
    /// (which is then stored).
    func reply(forDOT dot: String, layout: () throws -> Data) throws -> Data {
        if let cached = cache?.reply(forDOT: dot) { return cached }
        onLayout()
        let reply = try layout()
        cache?.store(reply, forDOT: dot)
        return reply
    }
}
