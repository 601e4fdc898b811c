import BookModel
import Diagnostics
import Foundation

/// One page per chapter, plus what the pages after it need from each chapter: its body for
/// the print page, its sections for search, and the images it shows. Every chapter is
/// rendered even after one fails, so an author sees all errors at once.
struct ChapterPages: PageProducer {
    func produce(into draft: inout SiteDraft) throws {
        var errors: [SourceError] = []
        let chapters = draft.book.chapters
        let pages = draft.pages
        // Both kinds of page show the same figures: one cache makes each once.
        let figures = FigureCache()
        let pageRenderer = renderer(draft: draft, figures: figures, headingShift: 0)
        let printRenderer = renderer(draft: draft, figures: figures, headingShift: 1)
        for (position, chapter) in chapters.enumerated() {
            let page = draft.pages[chapter.fileName]!
            let figureKey = draft.chapterKeys.figureKeys[chapter.fileName]!
            do {
                let rendered = try pageRenderer.render(chapter.document, at: .init(page: page, figureKey: figureKey))
                let neighbour = { (offset: Int) -> (title: String, page: String)? in
                    let index = position + offset
                    guard chapters.indices.contains(index) else { return nil }
                    return (chapters[index].document.title ?? "", pages[chapters[index].fileName]!)
                }
                let body = ChapterPage(
                    rendered: rendered, lessons: draft.plan.lessons(ofChapter: chapter.path),
                    exercises: draft.exercises(practising: chapter),
                    verifications: draft.verifications, previous: neighbour(-1), next: neighbour(1)
                ).body
                draft.add(page, text: draft.shell.page(title: chapter.document.title ?? page, current: page, body: body))
                draft.sections += rendered.sections
                // Checked at load (`BookChecks`); still an error here if the file changed since.
                for image in rendered.images {
                    draft.files[image.source] = try ImageFile(image: image, chapter: chapter, root: draft.book.root).read()
                }

                let printed = try printRenderer.render(chapter.document, at: .init(
                    page: "print.html", anchorPrefix: draft.chapterKeys.anchorPrefixes[chapter.fileName]!, figureKey: figureKey))
                draft.printedChapters.append((chapter.document.title ?? page, printed.toc.first?.anchor, printed.body))
                draft.warnings += rendered.warnings + printed.warnings
            } catch let failure as SourceErrors {
                errors += failure.errors
            } catch let failure as SourceError {
                errors.append(failure)
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
    }

    /// The renderer for chapters' own pages (`headingShift` 0) or the print page (1).
    private func renderer(draft: SiteDraft, figures: FigureCache, headingShift: Int) -> ChapterRenderer {
        ChapterRenderer(
            pagesByChapterFile: draft.pages, plan: draft.plan, verifications: draft.verifications, figures: figures,
            diagramRuns: draft.diagramRuns, layouts: draft.layouts, headingShift: headingShift)
    }
}
