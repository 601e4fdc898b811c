import Diagnostics

/// The Mermaid front door: source in, typed diagram models out (layout and SVG are
/// DiagramRenderer's, which extends this type with `render`).
///
/// `file` and `firstLine` only serve error messages: pass the chapter's path and the
/// chapter line of the diagram's first line, so errors point into the chapter.
package enum Diagrams {
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

    package enum Kind { case sequence, flowchart, state }

    package static func kind(of source: DiagramSource) throws -> Kind {
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
