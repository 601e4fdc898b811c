/// One parsed Markdown file: its blocks in order, plus the raw lines so later stages can
/// quote a line in an error message or find a column cmark does not report.
package struct Document: Sendable {
    /// The path used in messages, e.g. `chapters/04-1-mvc-coordinator.md`.
    package var file: String
    package var blocks: [Block]
    package var sourceLines: [String]

    package init(file: String, blocks: [Block], sourceLines: [String]) {
        self.file = file
        self.blocks = blocks
        self.sourceLines = sourceLines
    }

    /// The text of a 1-based line, or nil past the end.
    package func line(_ number: Int) -> String? {
        sourceLines.indices.contains(number - 1) ? sourceLines[number - 1] : nil
    }

    /// The first level-1 heading's text, which chapters use as their title.
    package var title: String? {
        for block in blocks {
            if case .heading(let heading) = block, heading.level == 1 { return heading.plainText }
        }
        return nil
    }
}
