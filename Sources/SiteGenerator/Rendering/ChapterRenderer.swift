import Diagnostics
import DiagramRenderer
import BookModel
import Markup
import MarkdownModel
import SwiftHighlighter

/// Walks one chapter's document tree and writes its HTML body, collecting on the way what
/// the rest of the site needs: the table of contents, anchors, search sections and images
/// to copy. Errors (a broken diagram) are located; what loading checked (`PageScan`: links,
/// images, raw HTML) is trusted.
final class ChapterRenderer {
    let document: Document
    /// The page this chapter becomes, e.g. `04-mvc-coordinator.html`.
    let page: String
    let chapterTitle: String
    let pagesByChapterFile: [String: String]
    let plan: LessonPlan
    let listings: ListingRenderer
    /// Shared with the chapter's other render (page and print view), so each figure is made once.
    let figures: FigureCache

    /// Starts with the page's own IDs reserved, so no heading takes one of them.
    var anchors: AnchorNamer
    var toc: [TOCEntry] = []
    var sections: [SearchSection] = []
    var images: [ImageReference] = []
    var errors: [SourceError] = []
    /// What stops nothing but the author should see (a diagram label's unsupported tag).
    var warnings: [SourceError] = []
    var diagramCount = 0
    /// For the print page, where all chapters share one page: headings move down a level
    /// and anchors get the chapter's prefix so they stay unique.
    var headingShift = 0
    var anchorPrefix = ""
    /// Names this chapter in its diagrams' IDs (`ChapterKeys.figureKeys`): the same on the
    /// chapter's page and on the print page, and different for every chapter.
    var figureKey: String
    /// The lesson runs behind diagrams that name a trace (`ChapterRenderer+TraceDiagrams`).
    var diagramRuns: [ListingID: DiagramRun] = [:]

    init(
        document: Document, page: String, pagesByChapterFile: [String: String], plan: LessonPlan,
        verifications: [String: LessonVerification], figures: FigureCache = FigureCache(),
        reservedIDs: Set<String> = PageShell.ids
    ) {
        self.anchors = AnchorNamer(reserved: reservedIDs)
        let fileName = document.file.split(separator: "/").last.map(String.init) ?? document.file
        self.figureKey = ChapterKeys.ascii(AnchorNamer.slug(fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName))
        self.document = document
        self.page = page
        self.chapterTitle = document.title ?? page
        self.pagesByChapterFile = pagesByChapterFile
        self.plan = plan
        self.listings = ListingRenderer(verifications: verifications)
        self.figures = figures
    }

    func render() throws -> RenderedChapter {
        sections = [SearchSection(page: page, anchor: "", heading: chapterTitle, chapter: chapterTitle, text: "")]
        var html = MarkupWriter(reservingCapacity: 1 << 16)
        for block in document.blocks { self.block(block, into: &html) }
        let body = html.output
        if !errors.isEmpty { throw SourceErrors(errors) }
        return RenderedChapter(
            body: body, toc: toc, anchors: Set(toc.map(\.anchor)), sections: sections.filter { !$0.text.isEmpty || !$0.anchor.isEmpty },
            images: images, warnings: warnings)
    }

    /// Adds a listing's names (only what the page shows) to the search section it is in.
    func indexCode(_ code: String) {
        guard !sections.isEmpty else { return }
        sections[sections.count - 1].appendCode(SwiftHighlighter().tokens(code))
    }

    /// Adds prose to the search section under the current heading.
    func index(_ text: String) {
        guard !sections.isEmpty else { return }
        sections[sections.count - 1].appendProse(text)
    }
}
