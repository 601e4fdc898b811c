/// A GFM table: a header row, body rows, and one alignment per column.
package struct Table: Sendable {
    package enum Alignment: Sendable, Equatable {
        case none
        case left
        case center
        case right
    }

    package var alignments: [Alignment]
    package var header: [TableCell]
    package var rows: [[TableCell]]
    package var range: SourceRange
}

/// One table cell's inline content.
package struct TableCell: Sendable {
    package var children: [Inline]

    package init(children: [Inline]) { self.children = children }
}
