import BookModel
import DiagramRenderer
import Diagnostics
import Foundation
import ProcessRunning

/// One page per chapter, plus what the pages after it need from each chapter: its body for
/// the print page, its sections for search, and the images it shows. Every chapter is
/// rendered even after one fails, so an author sees all errors at once. Chapters render side
/// by side (`SideBySide`, each from a `ChapterJob`) and are merged in book order.
struct ChapterPages: PageProducer {
    func produce(into draft: inout SiteDraft) throws {
        let job = ChapterJob(draft: draft)
        try SideBySide.render(draft.book.chapters, { position, _ in job.render(position) }) { chapter in
            draft.add(chapter.page, text: chapter.html)
            draft.sections += chapter.sections
            for (source, data) in chapter.images { draft.files[source] = data }
            for file in chapter.diagramFiles { draft.add(file.path, text: file.svg) }
            draft.printedChapters.append(chapter.printed)
            draft.warnings += chapter.warnings
        }
    }
}

/// What one chapter's render needs, copied out of the draft so chapters can render on
/// several threads at once, and what it makes.
struct ChapterJob: Sendable {
    /// One chapter's files and what the pages after it read.
    struct Rendered: Sendable {
        var page: String
        var html: String
        var sections: [SearchSection]
        /// Path in the site → bytes, in the order the chapter shows them.
        var images: [(String, Data)]
        /// Its large diagrams' standalone copies (the chapter's page makes them; the print page reuses its figures).
        var diagramFiles: [DiagramFile]
        var printed: (title: String, anchor: String?, body: String)
        var warnings: [SourceError]
    }

    let book: Book
    let plan: LessonPlan
    let verifications: [String: LessonVerification]
    let diagramRuns: [ListingID: DiagramRun]
    let layouts: DiagramLayouts
    let pages: [String: String]
    let chapterKeys: ChapterKeys
    let shell: PageShell
    let courseOrder: CourseOrder
    /// By chapter position: the exercises that practise it.
    let exercises: [[(title: String, page: String)]]

    init(draft: SiteDraft) {
        book = draft.book
        plan = draft.plan
        verifications = draft.verifications
        diagramRuns = draft.diagramRuns
        layouts = draft.layouts
        pages = draft.pages
        chapterKeys = draft.chapterKeys
        shell = draft.shell
        courseOrder = draft.courseOrder
        exercises = draft.book.chapters.map { draft.exercises(practising: $0) }
    }

    /// The chapter at `position`: its page and its print-page body, or what stopped it.
    func render(_ position: Int) -> Result<Rendered, any Error> {
        let chapters = book.chapters
        let chapter = chapters[position]
        let page = pages[chapter.fileName]!
        let figureKey = chapterKeys.figureKeys[chapter.fileName]!
        // Both kinds of page show the same figures: one cache makes each once.
        let figures = FigureCache()
        return Result {
            let rendered = try renderer(figures: figures, headingShift: 0).render(
                chapter.document, at: .init(page: page, figureKey: figureKey))
            let body = ChapterPage(
                rendered: rendered, lessons: plan.lessons(ofChapter: chapter.path), exercises: exercises[position],
                verifications: verifications, pager: Pager(courseOrder.neighbours(of: page)),
                place: book.placeLabel(of: chapter)
            ).body
            let html = shell.page(title: chapter.document.title ?? page, current: page, body: body)
            // Checked at load (`BookChecks`); still an error here if the file changed since.
            let images = try rendered.images.map { image in
                (image.source, try ImageFile(image: image, chapter: chapter, root: book.root).read())
            }
            let printed = try renderer(figures: figures, headingShift: 1).render(chapter.document, at: .init(
                page: "print.html", anchorPrefix: chapterKeys.anchorPrefixes[chapter.fileName]!, figureKey: figureKey))
            return Rendered(
                page: page, html: html, sections: rendered.sections, images: images,
                diagramFiles: rendered.diagramFiles + printed.diagramFiles,
                printed: (chapter.document.title ?? page, printed.toc.first?.anchor, printed.body),
                warnings: rendered.warnings + printed.warnings)
        }
    }

    /// The renderer for chapters' own pages (`headingShift` 0) or the print page (1).
    private func renderer(figures: FigureCache, headingShift: Int) -> ChapterRenderer {
        ChapterRenderer(
            pagesByChapterFile: pages, plan: plan, verifications: verifications, figures: figures,
            diagramRuns: diagramRuns, layouts: layouts, headingShift: headingShift)
    }
}
