/// Names one Swift listing of the book: its chapter and the line of its opening fence.
/// Verification results and rendered pages refer to listings by this value, never by a
/// formatted `chapters/FILE.md:LINE` string.
package struct ListingID: Hashable, Sendable, CustomStringConvertible {
    /// `chapters/FILE.md`.
    package var chapter: String
    package var fenceLine: Int

    package init(chapter: String, fenceLine: Int) {
        self.chapter = chapter
        self.fenceLine = fenceLine
    }

    /// `chapters/FILE.md:LINE`, for people.
    package var description: String { "\(chapter):\(fenceLine)" }
}
