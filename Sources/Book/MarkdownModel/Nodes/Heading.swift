/// An ATX or setext heading, level 1–6.
package struct Heading: Sendable {
    package var level: Int
    package var children: [Inline]
    package var range: SourceRange

    package var plainText: String { children.plainText }
}
