import Foundation

// DELETE THIS FILE WHEN MERGING WITH MAIN. Issue 23's child-process layout (already on main)
// gives `GraphvizLayout.run(dot:deadline:)` and `Diagrams.laidOut(_:_:)` with these meanings;
// this branch predates it, so the state renderer calls the same two names here.

extension GraphvizLayout {
    /// `run(dot:)` under the layout deadline, as main's child-process layout runs it.
    static func run(dot text: String, deadline seconds: Double) throws -> Data {
        try LayoutDeadline.run(seconds: seconds) { try run(dot: text) }
    }
}

extension Diagrams {
    /// A Graphviz layout whose deadline passing is an error at the diagram's first line.
    static func laidOut<Layout>(_ text: DiagramSource, _ layout: () throws -> Layout) throws -> Layout {
        do {
            return try layout()
        } catch let expired as LayoutDeadline.Expired {
            throw text.error(
                "the diagram's layout took longer than \(Int(expired.seconds)) s", line: text.headerIndex ?? 0,
                column: 1, hint: "split it into smaller diagrams, or use fewer edges and subgraphs; see the README's diagram limits")
        }
    }
}
