import Diagnostics

/// The renderer's front door: Mermaid source in, accessible static SVG out.
///
/// `file` and `firstLine` only serve error messages: pass the chapter's path and the
/// chapter line of the diagram's first line, so errors point into the chapter.
/// `idPrefix` must differ between diagrams on one page; every ID in the SVG starts with it.
package enum Diagrams {
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
            return RenderedDiagram(svg: svg, name: diagram.accessibleName, warnings: diagram.warnings)
        case .flowchart:
            let chart = try FlowchartParser.parse(text)
            let layout = try laidOut(text) { try GraphvizLayout.layout(chart, deadline: layoutSeconds, layouts: layouts) }
            return RenderedDiagram(
                svg: FlowchartSVGRenderer(chart: chart, layout: layout, prefix: prefix).render(), name: chart.accessibleName,
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

    /// Parses a `sequenceDiagram` into its typed model.
    package static func parseSequence(mermaid source: String, file: String = "<diagram>", firstLine: Int = 1) throws -> SequenceDiagram {
        let text = DiagramSource(source, file: file, firstLine: firstLine)
        guard try kind(of: text) == .sequence else {
            throw headerError(text, expected: "sequenceDiagram")
        }
        return try SequenceParser.parse(text)
    }

    /// Parses a `flowchart` or `graph` into its typed model.
    package static func parseFlowchart(mermaid source: String, file: String = "<diagram>", firstLine: Int = 1) throws -> Flowchart {
        let text = DiagramSource(source, file: file, firstLine: firstLine)
        guard try kind(of: text) == .flowchart else {
            throw headerError(text, expected: "flowchart")
        }
        return try FlowchartParser.parse(text)
    }

    enum Kind { case sequence, flowchart, state }

    static func kind(of source: DiagramSource) throws -> Kind {
        guard let header = source.headerIndex else {
            throw source.error("empty diagram", line: 0, column: 1, hint: "start with 'sequenceDiagram' or 'flowchart TD'")
        }
        let line = source.lines[header]
        let start = line.firstIndex { !$0.isWhitespace } ?? 0
        var end = start
        while end < line.count, line[end].isLetter { end += 1 }
        let word = String(line[start..<end])
        switch word {
        case "sequenceDiagram": return .sequence
        case "flowchart", "graph": return .flowchart
        case "stateDiagram": return .state
        default:
            throw source.error("unsupported diagram type '\(word.isEmpty ? String(line[start...]) : word)'", line: header, column: start + 1,
                hint: "the workbook renders 'sequenceDiagram', 'flowchart'/'graph' and 'stateDiagram-v2' diagrams")
        }
    }

    static func headerError(_ source: DiagramSource, expected: String) -> DiagramError {
        let header = source.headerIndex ?? 0
        let column = (source.lines[header].firstIndex { !$0.isWhitespace } ?? 0) + 1
        return source.error("expected a '\(expected)' diagram", line: header, column: column)
    }
}

extension Diagrams {
    /// Parses a diagram of either kind without laying it out, for checks that only need to
    /// know it is well formed.
    package static func validate(mermaid source: String, file: String, firstLine: Int) throws {
        let text = DiagramSource(source, file: file, firstLine: firstLine)
        switch try kind(of: text) {
        case .sequence: _ = try SequenceParser.parse(text)
        case .flowchart: _ = try FlowchartParser.parse(text)
        case .state: _ = try StateParser.parse(text)
        }
    }
}

/// A diagram drawn: the SVG and the name it gives itself (its `<title>`), for the page
/// to label the region the diagram scrolls in, and its warnings (severity `.warning`,
/// located like errors), for the command line to show.
package struct RenderedDiagram: Sendable {
    package var svg: String
    package var name: String
    package var warnings: [SourceError] = []
}
