/// An inline image; `alt` is its description as inline content.
package struct Image: Sendable, Equatable {
    package var source: String
    package var title: String
    package var alt: [Inline]

    package init(source: String, title: String, alt: [Inline]) {
        self.source = source
        self.title = title
        self.alt = alt
    }
}
