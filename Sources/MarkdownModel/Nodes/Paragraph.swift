/// A run of inline content separated from its neighbours by blank lines.
public struct Paragraph: Sendable {
    public var children: [Inline]
    public var range: SourceRange

    public init(children: [Inline], range: SourceRange) {
        self.children = children
        self.range = range
    }
}
