/// A 1-based line and column in a chapter's Markdown source (columns count bytes, as cmark does).
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Where a node starts and ends in its source file, inclusive.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public var lines: ClosedRange<Int> { start.line...max(start.line, end.line) }
}
