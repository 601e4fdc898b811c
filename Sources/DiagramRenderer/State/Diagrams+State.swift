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
    static func renderState(_ text: DiagramSource, prefix: String, layoutSeconds: Double, layouts: DiagramLayouts) throws -> RenderedDiagram {
        let diagram = try StateParser.parse(text)
        let layout = try laidOut(text) { try StateGraphvizLayout.layout(diagram, deadline: layoutSeconds, layouts: layouts) }
        return RenderedDiagram(svg: StateSVGRenderer(diagram: diagram, layout: layout, prefix: prefix).render(), name: diagram.accessibleName,
            warnings: diagram.warnings)
    }
}
