extension Document {
    /// The chapter column of a column on one of `block`'s code lines. cmark hands over a
    /// code block's lines without what stands before them on the chapter line — `> `
    /// markers, a list item's indent, the fence's own indent — so a column counted in the
    /// code (as the diagram parsers count it) is that much short of the chapter's column.
    ///
    /// - Parameters:
    ///   - column: 1-based, in characters of the code line.
    ///   - line: the chapter line (1-based) the column is on.
    /// - Returns: the column on the chapter line; nil when the line is not one of the
    ///   block's code lines or cmark changed it (a tab it expanded into spaces).
    package func sourceColumn(_ column: Int, line: Int, in block: CodeBlock) -> Int? {
        let index = line - block.firstCodeLine
        guard block.codeLines.indices.contains(index), let chapterLine = self.line(line) else { return nil }
        let code = block.codeLines[index]
        guard chapterLine.hasSuffix(code) else { return nil }
        return column + chapterLine.count - code.count
    }
}
