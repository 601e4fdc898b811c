import BookModel
import DiagramRenderer
import MarkdownModel

/// How Markdown documents become HTML on one kind of page — a chapter's own page, the print
/// page, an exercise page — built once for that kind and never changed: what every document
/// on such a page is rendered with. Each document is walked by a `ChapterWalk` of its own,
/// which collects the table of contents, anchors, search sections, links to check and images
/// to copy. Errors (a broken diagram, an external image) are located.
struct ChapterRenderer {
    let pagesByChapterFile: [String: String]
    let plan: LessonPlan
    let listings: ListingRenderer
    /// Shared with the chapter's other render (page and print view), so each figure is made once.
    let figures: FigureCache
    /// The lesson runs behind diagrams that name a trace (`ChapterWalk+TraceDiagrams`).
    let diagramRuns: [ListingID: DiagramRun]
    /// Where diagrams' Graphviz layouts come from (a cache across builds, or a fresh run).
    let layouts: DiagramLayouts
    /// The page's own IDs, which no heading may take.
    let reservedIDs: Set<String>
    /// For the print page, where all chapters share one page: headings move down a level
    /// (and each chapter's anchors get its prefix, `Placement.anchorPrefix`).
    let headingShift: Int

    init(
        pagesByChapterFile: [String: String], plan: LessonPlan, verifications: [String: LessonVerification],
        figures: FigureCache = FigureCache(), diagramRuns: [ListingID: DiagramRun] = [:], layouts: DiagramLayouts = .uncached,
        reservedIDs: Set<String> = PageShell.ids, headingShift: Int = 0
    ) {
        self.pagesByChapterFile = pagesByChapterFile
        self.plan = plan
        self.listings = ListingRenderer(verifications: verifications)
        self.figures = figures
        self.diagramRuns = diagramRuns
        self.layouts = layouts
        self.reservedIDs = reservedIDs
        self.headingShift = headingShift
    }

    /// Where one document goes: its page, and what names it in IDs shared with the page's
    /// other documents.
    struct Placement {
        /// The page the document is on, e.g. `04-1-mvc-coordinator.html`.
        var page: String
        /// What its anchors start with where documents share a page (`01-a--` on the print page).
        var anchorPrefix = ""
        /// Names the document in its diagrams' IDs (`ChapterKeys.figureKeys`): the same on the
        /// chapter's page and on the print page, and different for every chapter.
        var figureKey: String
        /// What its diagrams' standalone files are named after, where `figureKey` is not
        /// unique in the site (an exercise's prompt and hints); nil: the `figureKey`.
        var figureFiles: String? = nil
    }

    func render(_ document: Document, at placement: Placement) throws -> RenderedChapter {
        var walk = ChapterWalk(renderer: self, document: document, placement: placement)
        return try walk.render()
    }
}
