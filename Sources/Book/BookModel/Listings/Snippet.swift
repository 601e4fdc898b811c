import MarkdownModel

/// One Swift listing of a chapter, with what its fence asks for and the code a reader
/// sees. The compiler uses `block.codeLines` (hidden lines included); the site shows
/// `visibleCode`.
package struct Snippet: Sendable {
    package var chapter: String
    package var block: CodeBlock
    package var attributes: FenceAttributes
    /// The lesson the snippet is compiled into; nil for `ignore` listings.
    package var lesson: String?
    package var visibleCode: String
    /// The nearest heading above the listing, if any.
    package var section: SectionHeading?
    /// The `ChapterFingerprint` of the listing's chapter file.
    package var chapterFingerprint: UInt64

    package init(
        chapter: String, block: CodeBlock, attributes: FenceAttributes, lesson: String?, visibleCode: String,
        section: SectionHeading? = nil, chapterFingerprint: UInt64 = 0
    ) {
        self.chapter = chapter
        self.section = section
        self.chapterFingerprint = chapterFingerprint
        self.block = block
        self.attributes = attributes
        self.lesson = lesson
        self.visibleCode = visibleCode
    }

    package var id: ListingID { ListingID(chapter: chapter, fenceLine: block.range.start.line) }

    /// `chapters/FILE.md:LINE` of the opening fence.
    package var location: String { id.description }

    /// The chapter lines the compiled code occupies.
    package var codeLineRange: ClosedRange<Int> {
        block.firstCodeLine...max(block.firstCodeLine, block.firstCodeLine + block.codeLines.count - 1)
    }
}
