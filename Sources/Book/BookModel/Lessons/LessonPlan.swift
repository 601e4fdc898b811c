import Diagnostics
import MarkdownModel

/// Every Swift listing of the book, sorted into lessons: what the later stages (generate,
/// verify, render) all work from. A value, read-only: planning writes nothing.
package struct LessonPlan: Sendable {
    /// Lessons in order of first appearance in the book.
    package var lessons: [Lesson]
    /// Every Swift listing (ignored ones included), in reading order.
    package var listings: [Snippet]
    /// Every Mermaid diagram of the book, in reading order.
    package var diagrams: [DiagramFence]
    /// What planning found that stops nothing, e.g. a ```` ```Swift ```` fence that is
    /// never compiled; in reading order.
    package var warnings: [SourceError]
    private var indexByID: [ListingID: Int]

    package init(lessons: [Lesson], listings: [Snippet], diagrams: [DiagramFence] = [], warnings: [SourceError] = []) {
        self.lessons = lessons
        self.listings = listings
        self.diagrams = diagrams
        self.warnings = warnings
        indexByID = Dictionary(listings.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
    }

    package func lesson(named name: String) -> Lesson? { lessons.first { $0.name == name } }

    /// The listing a fenced Swift block of `chapter` became, if it is one.
    package func listing(for block: CodeBlock, in chapter: String) -> Snippet? {
        listing(ListingID(chapter: chapter, fenceLine: block.range.start.line))
    }

    /// The diagram a fenced Mermaid block of `chapter` is, with its trace binding.
    package func diagram(for block: CodeBlock, in chapter: String) -> DiagramFence? {
        let id = ListingID(chapter: chapter, fenceLine: block.range.start.line)
        return diagrams.first { $0.listingID == id }
    }

    package func listing(_ id: ListingID) -> Snippet? { indexByID[id].map { listings[$0] } }

    /// A chapter's listings in reading order.
    package func listings(inChapter chapter: String) -> [Snippet] { listings.filter { $0.chapter == chapter } }

    /// The lessons a chapter contributes to.
    package func lessons(ofChapter chapter: String) -> [Lesson] { lessons.filter { $0.chapters.contains(chapter) } }
}
