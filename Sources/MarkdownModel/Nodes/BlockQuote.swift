/// A `>` quotation holding further blocks.
public struct BlockQuote: Sendable {
    public var children: [Block]
    public var range: SourceRange

    public init(children: [Block], range: SourceRange) {
        self.children = children
        self.range = range
    }
}
