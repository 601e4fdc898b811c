/// Raw HTML at block level, kept verbatim; the site applies GFM's tag filter when rendering.
public struct HTMLBlock: Sendable {
    public var html: String
    public var range: SourceRange

    public init(html: String, range: SourceRange) {
        self.html = html
        self.range = range
    }
}
