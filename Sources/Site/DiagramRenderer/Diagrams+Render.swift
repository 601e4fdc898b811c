import Diagnostics
import MermaidModel

/// The renderer's front door: Mermaid source in, accessible static SVG out.
///
/// `file` and `firstLine` only serve error messages: pass the chapter's path and the
/// chapter line of the diagram's first line, so errors point into the chapter.
/// `idPrefix` must differ between diagrams on one page; every ID in the SVG starts with it.
extension Diagrams {
    /// Renders a `sequenceDiagram`, `flowchart`/`graph` or `stateDiagram-v2` to SVG.
    package static func renderSVG(
        mermaid source: String, file: String, firstLine: Int, idPrefix: String,
        layoutSeconds: Double = LayoutDeadline.seconds
    ) throws -> String {
        try render(mermaid: source, file: file, firstLine: firstLine, idPrefix: idPrefix, layoutSeconds: layoutSeconds).svg
    }

    /// Renders a diagram and says what a page needs to place it (its accessible name) and
    /// what it shows differently from how it is written (warnings). `layouts` says where
    /// Graphviz layouts come from (a cache across builds, or a fresh run each).
    package static func render(
        mermaid source: String, file: String, firstLine: Int, idPrefix: String,
        layoutSeconds: Double = LayoutDeadline.seconds, layouts: DiagramLayouts = .uncached
    ) throws -> RenderedDiagram {
        let text = DiagramSource(source, file: file, firstLine: firstLine)
        let prefix = SVGDocument.sanitisePrefix(idPrefix)
        switch try kind(of: text) {
        case .sequence:
            let diagram = try SequenceParser.parse(text)
            let svg = SequenceSVGRenderer(diagram: diagram, layout: SequenceLayoutEngine.layout(diagram), prefix: prefix).render()
            return RenderedDiagram(drawn: svg, name: diagram.accessibleName, warnings: diagram.warnings)
        case .flowchart:
            let chart = try FlowchartParser.parse(text)
            let layout = try laidOut(text) { try GraphvizLayout.layout(chart, deadline: layoutSeconds, layouts: layouts) }
            return RenderedDiagram(
                drawn: FlowchartSVGRenderer(chart: chart, layout: layout, prefix: prefix).render(), name: chart.accessibleName,
                warnings: chart.warnings)
        case .state:
            return try renderState(text, prefix: prefix, layoutSeconds: layoutSeconds, layouts: layouts)
        }
    }

    /// Runs a Graphviz layout, turning the ways it can fail without the diagram being at fault
    /// (too slow, or Graphviz crashing on it) into errors at the diagram's first line.
    static func laidOut<Layout>(_ text: DiagramSource, _ layout: () throws -> Layout) throws -> Layout {
        do {
            return try layout()
        } catch let expired as LayoutDeadline.Expired {
            throw text.error(
                "the diagram's layout took longer than \(Int(expired.seconds)) s", line: text.headerIndex ?? 0,
                column: 1, hint: "split it into smaller diagrams, or use fewer edges and subgraphs; see the README's diagram limits")
        } catch let crash as GraphvizLayout.Crashed {
            let how = crash.signal.map(\.name) ?? "exit code \(crash.exitCode ?? -1)"
            throw text.error(
                "the layout engine (Graphviz) crashed on this diagram (\(how))", line: text.headerIndex ?? 0, column: 1,
                hint: "this is a bug in Graphviz, not in the diagram; drawing it differently avoids it, e.g. without edge "
                    + "labels or 'direction' inside subgraphs, or with the subgraph's edges moved out of it")
        }
    }

    /// Parses, lays out (Graphviz, under the layout deadline) and draws a state diagram.
    static func renderState(_ text: DiagramSource, prefix: String, layoutSeconds: Double, layouts: DiagramLayouts) throws -> RenderedDiagram {
        let diagram = try StateParser.parse(text)
        let layout = try laidOut(text) { try StateGraphvizLayout.layout(diagram, deadline: layoutSeconds, layouts: layouts) }
        return RenderedDiagram(drawn: StateSVGRenderer(diagram: diagram, layout: layout, prefix: prefix).render(), name: diagram.accessibleName,
            warnings: diagram.warnings)
    }
}

/// A diagram drawn: the SVG for the page and its standalone copy, the name it gives itself
/// (its `<title>`), for the page to name the link to the copy, and its warnings (severity
/// `.warning`, located like errors), for the command line to show.
package struct RenderedDiagram: Sendable {
    package var drawn: DiagramSVG
    package var name: String
    package var warnings: [SourceError] = []
    /// The SVG inline in a page.
    package var svg: String { drawn.page }
    /// The SVG written as a file of its own, in light colours on white.
    package var standaloneSVG: String { drawn.standalone }
    /// The diagram's natural width in CSS pixels (its `viewBox` width).
    package var naturalWidth: Double { drawn.naturalWidth }
}
