/// A run of inline content separated from its neighbours by blank lines.
package struct Paragraph: Sendable {
    package var children: [Inline]
    package var range: SourceRange
}
