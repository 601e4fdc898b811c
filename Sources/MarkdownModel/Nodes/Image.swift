/// An inline image; `alt` is its description as inline content.
public struct Image: Sendable, Equatable {
    public var source: String
    public var title: String
    public var alt: [Inline]

    public init(source: String, title: String, alt: [Inline]) {
        self.source = source
        self.title = title
        self.alt = alt
    }
}
