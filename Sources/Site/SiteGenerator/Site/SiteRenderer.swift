import BookModel
import DiagramRenderer
import ExerciseModel
import Diagnostics
import Foundation

/// The render stage: a verified plan in, every file of the site out (path → bytes), in
/// memory. The book has passed `BookChecks` (titles, images, links and anchors, URLs, raw
/// HTML), as `Workbook` makes sure before it renders. Pure — it reads nothing but the book's images and writes nothing, apart from the
/// diagram layouts a given cache keeps — and deterministic: the same book and verification
/// give byte-identical files, with the cache or without it.
package struct SiteRenderer: Sendable {
    package let book: Book
    package let plan: LessonPlan
    /// By lesson name; empty when verification was skipped, and the pages say so.
    package let verifications: [String: LessonVerification]
    /// The graded exercises: their public parts become pages.
    package let exercises: [Exercise]
    /// Where learners clone the workbook (from `workbook.json`); nil shows a placeholder.
    package let repository: String?
    /// The lesson runs behind diagrams that name a trace, by the diagram's fence.
    package let diagramRuns: [ListingID: DiagramRun]
    /// false for a `--skip-verify` build: the pages then never say their listings were compiled.
    package let verified: Bool
    /// Where diagrams' Graphviz layouts come from: with a cache, the one thing the render reads
    /// and writes besides the book's images (the files it returns are the same either way).
    package let layouts: DiagramLayouts

    package init(
        book: Book, plan: LessonPlan, verifications: [String: LessonVerification] = [:], exercises: [Exercise] = [],
        repository: String? = nil, diagramRuns: [ListingID: DiagramRun] = [:], verified: Bool = true,
        layouts: DiagramLayouts = .uncached
    ) {
        self.layouts = layouts
        self.diagramRuns = diagramRuns
        self.verified = verified
        self.book = book
        self.plan = plan
        self.verifications = verifications
        self.exercises = exercises
        self.repository = repository
    }

    /// Pages the site makes itself; a chapter may not take their names.
    static let reservedPages: Set<String> = ["index.html", "search.html", "print.html", "404.html", GetTheCodePage.page]

    /// Every kind of page, in the order they are made: chapters first, since the pages after
    /// them read what the chapters collected.
    var producers: [any PageProducer] {
        [
            ChapterPages(), ExercisePages(), ContentsPage(), GetTheCodePage(), SearchPage(), PrintPage(), NotFoundPage(),
            MovedPagesProducer(), StyleSheetAsset(),
        ]
    }

    package func render() throws -> [String: Data] {
        var warnings: [SourceError] = []
        return try render(warnings: &warnings)
    }

    /// Renders the site and sets `warnings` to what the pages found that stops nothing (a
    /// diagram label's unsupported tag), each once, in the order found.
    package func render(warnings: inout [SourceError]) throws -> [String: Data] {
        var draft = SiteDraft(book: book, plan: plan, verifications: verifications, exercises: exercises, verified: verified)
        draft.repository = repository
        draft.diagramRuns = diagramRuns
        draft.layouts = layouts
        for producer in producers { try producer.produce(into: &draft) }
        var seen = Set<String>()
        warnings = draft.warnings.filter { seen.insert("\($0.location) \($0.message)").inserted }
        return draft.files
    }
}
