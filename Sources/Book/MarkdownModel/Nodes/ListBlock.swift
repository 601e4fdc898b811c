/// A bullet or ordered list. Named `ListBlock` so it never shadows Swift's collections.
package struct ListBlock: Sendable {
    package enum Kind: Sendable, Equatable {
        case bullet
        case ordered(start: Int)
    }

    package var kind: Kind
    /// Tight lists render items without paragraph spacing.
    package var isTight: Bool
    package var items: [ListItem]
    package var range: SourceRange
}

/// One list item; `task` is set for GFM task-list items (`- [ ]` / `- [x]`).
package struct ListItem: Sendable {
    package enum Task: Sendable, Equatable {
        case unchecked
        case checked
    }

    package var task: Task?
    package var children: [Block]
    package var range: SourceRange
}
