/// The Markdown heading a listing sits under: lessons run by hand group their checks by it,
/// so a reader sees which part of the chapter each check belongs to.
package struct SectionHeading: Sendable, Equatable {
    /// The heading's chapter line.
    package var line: Int
    package var title: String

    package init(line: Int, title: String) { (self.line, self.title) = (line, title) }
}
