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
        let figures = FigureCache()
        for (position, chapter) in chapters.enumerated() {
            let page = draft.pages[chapter.fileName]!
            do {
                let rendered = try renderer(for: chapter, page: page, draft: draft, figures: figures).render()
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

                let printer = renderer(for: chapter, page: "print.html", draft: draft, figures: figures)
                printer.headingShift = 1
                printer.anchorPrefix = draft.chapterKeys.anchorPrefixes[chapter.fileName]!
                let printed = try printer.render()
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

    private func renderer(for chapter: Chapter, page: String, draft: SiteDraft, figures: FigureCache) -> ChapterRenderer {
        let renderer = ChapterRenderer(
            document: chapter.document, page: page, pagesByChapterFile: draft.pages, plan: draft.plan,
            verifications: draft.verifications, figures: figures)
        renderer.figureKey = draft.chapterKeys.figureKeys[chapter.fileName]!
        renderer.diagramRuns = draft.diagramRuns
        return renderer
    }
}
