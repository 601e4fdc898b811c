/// A bullet or ordered list. Named `ListBlock` so it never shadows Swift's collections.
public struct ListBlock: Sendable {
    public enum Kind: Sendable, Equatable {
        case bullet
        case ordered(start: Int)
    }

    public var kind: Kind
    /// Tight lists render items without paragraph spacing.
    public var isTight: Bool
    public var items: [ListItem]
    public var range: SourceRange

    public init(kind: Kind, isTight: Bool, items: [ListItem], range: SourceRange) {
        self.kind = kind
        self.isTight = isTight
        self.items = items
        self.range = range
    }
}

/// One list item; `task` is set for GFM task-list items (`- [ ]` / `- [x]`).
public struct ListItem: Sendable {
    public enum Task: Sendable, Equatable {
        case unchecked
        case checked
    }

    public var task: Task?
    public var children: [Block]
    public var range: SourceRange

    public init(task: Task?, children: [Block], range: SourceRange) {
        self.task = task
        self.children = children
        self.range = range
    }
}
