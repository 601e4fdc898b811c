import BookModel
import DiagramRenderer
import ExerciseModel
import Diagnostics
import Foundation

/// The render stage: a verified plan in, every file of the site out (path → bytes), in
/// memory. Pure — it reads nothing but the book's images and writes nothing, apart from the
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
        [ChapterPages(), ExercisePages(), ContentsPage(), GetTheCodePage(), SearchPage(), PrintPage(), NotFoundPage(), StyleSheetAsset()]
    }

    package func render() throws -> [String: Data] {
        var warnings: [SourceError] = []
        return try render(warnings: &warnings)
    }

    /// Renders the site and sets `warnings` to what the pages found that stops nothing (a
    /// diagram label's unsupported tag), each once, in the order found.
    package func render(warnings: inout [SourceError]) throws -> [String: Data] {
        try checkTitles()
        var draft = SiteDraft(book: book, plan: plan, verifications: verifications, exercises: exercises, verified: verified)
        draft.repository = repository
        draft.diagramRuns = diagramRuns
        draft.layouts = layouts
        for producer in producers { try producer.produce(into: &draft) }
        try checkLinks(draft.links, anchors: draft.anchors)
        var seen = Set<String>()
        warnings = draft.warnings.filter { seen.insert("\($0.location) \($0.message)").inserted }
        return draft.files
    }

    /// Each chapter needs exactly one `# Title`: it names the page and heads it.
    private func checkTitles() throws {
        var errors: [SourceError] = []
        for chapter in book.chapters {
            let titles = chapter.document.headings.filter { $0.level == 1 }
            if titles.isEmpty {
                errors.append(SourceError(file: chapter.path, line: 1, message: "the chapter has no '# Title' heading",
                    hint: "start the chapter with one level-1 heading; it becomes the page title"))
            }
            for extra in titles.dropFirst() {
                errors.append(SourceError(file: chapter.path, line: extra.range.start.line,
                    message: "a second level-1 heading; a chapter has exactly one '# Title'",
                    hint: "use '##' for sections", sourceLine: chapter.document.line(extra.range.start.line)))
            }
            if Self.reservedPages.contains(SiteDraft.pageName(for: chapter)) {
                errors.append(SourceError(file: chapter.path, line: 1, message: "the chapter's page name clashes with a page the site makes",
                    hint: "rename the chapter file, e.g. with a number prefix"))
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
    }

    /// A link to a missing anchor is one mistake in the chapter, reported once at the link,
    /// though the chapter is rendered twice (its own page and the print page).
    private func checkLinks(_ links: [LinkReference], anchors: [String: Set<String>]) throws {
        var reported = Set<String>()
        let errors = links.compactMap { link -> SourceError? in
            guard let anchor = link.anchor, !anchor.isEmpty else { return nil }
            guard anchors[link.page]?.contains(anchor) == true else {
                guard reported.insert("\(link.file):\(link.line):\(link.column)").inserted else { return nil }
                return SourceError(file: link.file, line: link.line, column: link.column,
                    message: "link to '#\(anchor)' on \(link.page), which has no such heading",
                    hint: "anchors are the heading text in lowercase with hyphens, e.g. '## Back navigation' → #back-navigation",
                    sourceLine: book.chapters.first { $0.path == link.file }?.document.line(link.line))
            }
            return nil
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
    }
}
