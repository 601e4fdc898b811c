/// The front door's state-diagram side: parsing on its own, and drawing.
extension Diagrams {
    /// Parses a `stateDiagram-v2` or `stateDiagram` into its typed model.
    package static func parseState(mermaid source: String, file: String = "<diagram>", firstLine: Int = 1) throws -> StateDiagram {
        let text = DiagramSource(source, file: file, firstLine: firstLine)
        guard try kind(of: text) == .state else {
            throw headerError(text, expected: "stateDiagram-v2")
        }
        return try StateParser.parse(text)
    }

    /// Parses, lays out (Graphviz, under the layout deadline) and draws a state diagram.
    static func renderState(_ text: DiagramSource, prefix: String, layoutSeconds: Double) throws -> RenderedDiagram {
        let diagram = try StateParser.parse(text)
        let layout: StateLayout
        do {
            layout = try StateGraphvizLayout.layout(diagram, deadline: layoutSeconds)
        } catch let expired as LayoutDeadline.Expired {
            throw text.error(
                "the state diagram's layout took longer than \(Int(expired.seconds)) s", line: text.headerIndex ?? 0,
                column: 1, hint: "split it into smaller diagrams, or use fewer transitions and composite states; see the README's diagram limits")
        }
        return RenderedDiagram(svg: StateSVGRenderer(diagram: diagram, layout: layout, prefix: prefix).render(), name: diagram.accessibleName)
    }
}
