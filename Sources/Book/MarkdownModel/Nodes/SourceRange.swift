/// A 1-based line and column in a chapter's Markdown source (columns count bytes, as cmark does).
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}

/// Where a node starts and ends in its source file, inclusive.
package struct SourceRange: Hashable, Sendable {
    package var start: SourcePosition
    package var end: SourcePosition

    package var lines: ClosedRange<Int> { start.line...max(start.line, end.line) }
}
