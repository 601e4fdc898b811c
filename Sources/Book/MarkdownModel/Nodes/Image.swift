/// An inline image; `alt` is its description as inline content.
package struct Image: Sendable, Equatable {
    package var source: String
    package var title: String
    package var alt: [Inline]
    /// Where the image starts in the chapter (its `!`), for locating a refused source.
    package var position: SourcePosition
}
