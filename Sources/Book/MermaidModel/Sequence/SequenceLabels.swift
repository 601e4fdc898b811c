/// Labels of a sequence diagram, read as rich text where they are written.
extension SequenceParser {
    /// The label written in `statement` from `from` to `to`, with a warning for each tag it
    /// does not support at that tag's column.
    mutating func label(_ statement: Statement, from: Int, to: Int) -> Label {
        guard from < to else { return Label(plain: "") }
        let read = LabelMarkup.read(Array(statement.chars[from..<to]), syntax: .sequence)
        for finding in read.findings {
            diagram.warnings.append(source.warning(
                finding.message, line: statement.lineIndex, column: from + finding.offset + 1, hint: LabelMarkup.hint))
        }
        return read.label
    }
}
