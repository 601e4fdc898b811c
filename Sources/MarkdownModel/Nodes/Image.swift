/// An inline image; `alt` is its description as inline content.
package struct Image: Sendable, Equatable {
    package var source: String
    package var title: String
    package var alt: [Inline]
}
