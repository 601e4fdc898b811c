/// Labels of a state diagram, read as rich text where they are written. Mermaid 11 draws state
/// diagrams with the renderer flowcharts use, so labels follow the flowchart's rules: the same
/// tags and character references, and a written `\n` breaks the line.
extension StateParser {
    /// The label written in `statement` from `from` to `to`, with a warning for each tag it
    /// does not support at that tag's column.
    mutating func label(_ statement: Statement, from: Int, to: Int) -> Label {
        guard from < to else { return Label(plain: "") }
        return label(Array(statement.chars[from..<to]), line: statement.lineIndex, column: from)
    }

    /// The label in `chars`, which start at `column` (0-based) of the diagram's line `line`.
    mutating func label(_ chars: [Character], line: Int, column: Int) -> Label {
        let read = LabelMarkup.read(chars, syntax: .flowchart)
        for finding in read.findings {
            diagram.warnings.append(source.warning(
                finding.message, line: line, column: column + finding.offset + 1, hint: LabelMarkup.hint))
        }
        return read.label
    }
}
