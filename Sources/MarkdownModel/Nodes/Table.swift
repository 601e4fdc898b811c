/// A GFM table: a header row, body rows, and one alignment per column.
public struct Table: Sendable {
    public enum Alignment: Sendable, Equatable {
        case none
        case left
        case center
        case right
    }

    public var alignments: [Alignment]
    public var header: [TableCell]
    public var rows: [[TableCell]]
    public var range: SourceRange

    public init(alignments: [Alignment], header: [TableCell], rows: [[TableCell]], range: SourceRange) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
        self.range = range
    }
}

/// One table cell's inline content.
public struct TableCell: Sendable {
    public var children: [Inline]

    public init(children: [Inline]) { self.children = children }
}
