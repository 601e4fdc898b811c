/// Labels of a flowchart, read as rich text where they are written.
extension FlowchartParser {
    /// The label written from `start` to `end` of the chart's text, with a warning for each
    /// tag it does not support at that tag's line and column.
    mutating func label(from start: Int, to end: Int, syntax: LabelSyntax) -> Label {
        guard start < end else { return Label(plain: "") }
        let read = LabelMarkup.read(Array(scanner.chars[start..<end]), syntax: syntax)
        for finding in read.findings {
            var warning = scanner.error(finding.message, at: start + finding.offset, hint: LabelMarkup.hint)
            warning.severity = .warning
            chart.warnings.append(warning)
        }
        return read.label
    }

    /// The text of `A -- text --> B` from `start` to `end`: plain, `"quoted"`, or a
    /// ``"`markdown string`"``.
    mutating func edgeLabel(from start: Int, to end: Int) -> Label {
        let chars = scanner.chars
        var first = start
        var last = end
        while first < last, chars[first].isWhitespace { first += 1 }
        while last > first, chars[last - 1].isWhitespace { last -= 1 }
        if last - first >= 2, chars[first] == "\"", chars[last - 1] == "\"" {
            first += 1
            last -= 1
            if last - first >= 2, chars[first] == "`", chars[last - 1] == "`" {
                return label(from: first + 1, to: last - 1, syntax: .markdown)
            }
        }
        return label(from: first, to: last, syntax: .flowchart)
    }
}
