import BookModel
import Diagnostics
import Foundation

/// One page per chapter, plus what the pages after it need from each chapter: its body for
/// the print page, its sections for search, its anchors and links for the link check, and
/// the images it shows. Every chapter is rendered even after one fails, so an author sees
/// all errors at once.
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
                draft.anchors[page] = rendered.anchors
                draft.links += rendered.links
                draft.sections += rendered.sections
                for image in rendered.images { draft.files[image.source] = try imageData(image, chapter: chapter, book: draft.book) }

                let printed = try printRenderer.render(chapter.document, at: .init(
                    page: "print.html", anchorPrefix: draft.chapterKeys.anchorPrefixes[chapter.fileName]!, figureKey: figureKey))
                draft.printedChapters.append((chapter.document.title ?? page, printed.toc.first?.anchor, printed.body))
                draft.anchors["print.html", default: []].formUnion(printed.anchors)
                draft.links += printed.links
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

    /// Images live under `chapters/` and are copied to the same relative path in the site;
    /// one whose real path (symbolic links followed) is outside the book is refused.
    private func imageData(_ image: ImageReference, chapter: Chapter, book: Book) throws -> Data {
        let source = image.source
        func failure(_ message: String, hint: String) -> SourceError {
            SourceError(file: chapter.path, line: image.line, column: image.column, message: message, hint: hint,
                sourceLine: chapter.document.line(image.line))
        }
        guard !source.hasPrefix("/"), !source.split(separator: "/").contains("..") else {
            throw failure("image '\(source)' is outside chapters/", hint: "keep images in a folder under chapters/ and link them relatively")
        }
        let url = book.root.appendingPathComponent("chapters").appendingPathComponent(source)
        switch ContainedPath.resolve(url, inside: book.root) {
        case .outside(let real):
            throw failure("image '\(source)' is a link to '\(real)', outside the book",
                hint: "copy the image into a folder under chapters/ instead of linking to it")
        case .missing:
            throw failure("image '\(source)' does not exist", hint: "check the path; it is relative to chapters/")
        case .inside(let real):
            let type = (try? FileManager.default.attributesOfItem(atPath: real))?[.type] as? FileAttributeType
            guard type == .typeRegular, let data = try? Data(contentsOf: URL(fileURLWithPath: real)) else {
                throw failure("image '\(source)' is not a readable file", hint: "an image must be a regular file under chapters/")
            }
            return data
        }
    }
}
