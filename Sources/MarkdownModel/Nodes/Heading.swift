/// An ATX or setext heading, level 1–6.
public struct Heading: Sendable {
    public var level: Int
    public var children: [Inline]
    public var range: SourceRange

    public init(level: Int, children: [Inline], range: SourceRange) {
        self.level = level
        self.children = children
        self.range = range
    }

    public var plainText: String { children.plainText }
}
