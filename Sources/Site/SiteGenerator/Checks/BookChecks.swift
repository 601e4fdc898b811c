import BookModel
import Diagnostics
import ExerciseModel
import Foundation
import MarkdownModel
import ProcessRunning

/// What the site needs of a book that loading alone does not prove: each chapter has one
/// `# Title` and a page name of its own, every local image is a readable file inside the
/// book, every link goes to a chapter and finds its heading, no URL or raw HTML is refused. Run at load (`Workbook.load`), so
/// `check`, `build` and `build --skip-verify` refuse the same books, each error located and
/// all of them at once; the render stage then trusts its input.
package struct BookChecks: Sendable {
    package let book: Book
    /// The exercises whose prompts become pages (their links are checked like a chapter's).
    package let exercises: [Exercise]

    package init(book: Book, exercises: [Exercise] = []) {
        self.book = book
        self.exercises = exercises
    }

    /// Throws `problems()`, if any.
    package func check() throws {
        let errors = problems()
        if !errors.isEmpty { throw SourceErrors(errors) }
    }

    /// Every problem, in order: titles, then each chapter's refused links, images and raw
    /// HTML, then its unreadable images, then each exercise prompt's, then every broken anchor.
    package func problems() -> [SourceError] {
        var errors = titleErrors()
        var anchors: [String: Set<String>] = [:]
        var links: [LinkReference] = []
        let pages = Dictionary(uniqueKeysWithValues: book.chapters.map { ($0.fileName, SiteDraft.pageName(for: $0)) })
        let keys = ChapterKeys(fileNames: book.chapters.map(\.fileName))
        // Each chapter and each prompt is scanned on its own, side by side; what they find
        // joins in order.
        let lanes = ProcessInfo.processInfo.activeProcessorCount
        let chapterScans = book.chapters.parallelMap(limit: lanes) { _, chapter in scan(chapter, pages: pages, keys: keys) }
        for (chapter, (own, printed, imageErrors)) in zip(book.chapters, chapterScans) {
            let page = pages[chapter.fileName]!
            anchors[page] = own.anchors
            anchors["print.html", default: []].formUnion(printed.anchors)
            links += own.links + printed.links
            errors += own.errors + imageErrors
        }
        let promptPages = ExercisePages.linkablePages(pages)
        let exerciseScans = exercises.parallelMap(limit: lanes) { _, exercise in
            Result { try promptScans(exercise, pages: promptPages) }
        }
        for (exercise, result) in zip(exercises, exerciseScans) {
            do {
                let scans = try result.get()
                anchors[ExercisePages.pageName(for: exercise), default: []].formUnion(scans.flatMap(\.anchors))
                links += scans.flatMap(\.links)
                errors += scans.flatMap(\.errors)
            } catch let failure as SourceError {
                errors.append(failure)
            } catch {
                errors.append(SourceError(file: ExercisePages.promptFile(exercise), line: 1, message: "\(error)",
                    hint: "fix the prompt's Markdown"))
            }
        }
        return errors + linkErrors(links, anchors: anchors) + movedPageErrors(pages: pages, anchors: anchors)
    }

    /// Each old page of `moved-pages.txt` is gone from the book, and each of its addresses
    /// leads to a chapter that has the heading named.
    private func movedPageErrors(pages: [String: String], anchors: [String: Set<String>]) -> [SourceError] {
        var errors: [SourceError] = []
        let error = { (line: Int, column: Int, message: String, hint: String) in
            errors.append(SourceError(file: MovedPages.path, line: line, column: column, message: message, hint: hint))
        }
        for moved in book.movedPages {
            if pages[moved.fileName] != nil {
                error(moved.target.line, 1, "'\(moved.fileName)' is still a chapter of the book, so its page cannot be a moved page",
                    "remove its lines, or the chapter file")
            }
            if SiteRenderer.reservedPages.contains(MovedPagesProducer.pageName(moved)) {
                error(moved.target.line, 1, "'\(moved.fileName)' would replace a page the site makes", "remove its lines")
            }
            for (anchor, _) in moved.anchors where PageShell.ids.contains(anchor) || anchor == MovedPagesProducer.defaultLinkID {
                error(moved.target.line, 1, "'#\(anchor)' is an ID every page uses for itself", "remove that line")
            }
            for target in [moved.target] + moved.anchors.map(\.target) {
                guard let page = pages[target.fileName] else {
                    error(target.line, target.column, "no chapter '\(target.fileName)'", "name a file of chapters/ as it is now")
                    continue
                }
                if let anchor = target.anchor, anchors[page]?.contains(anchor) != true {
                    error(target.line, target.column, "'\(target.fileName)' has no heading with the anchor '#\(anchor)'",
                        "anchors are the heading text in lowercase with hyphens, e.g. '## Back navigation' → #back-navigation")
                }
            }
        }
        return errors
    }

    /// A chapter as its page and as its part of the print page (a chapter is rendered twice,
    /// and the links of both are checked), with the errors of its unreadable images.
    private func scan(_ chapter: Chapter, pages: [String: String], keys: ChapterKeys) -> (PageScan, PageScan, [SourceError]) {
        let own = PageScan(document: chapter.document, page: pages[chapter.fileName]!, pagesByChapterFile: pages)
        let printed = PageScan(
            document: chapter.document, page: "print.html", pagesByChapterFile: pages, headingShift: 1,
            anchorPrefix: keys.anchorPrefixes[chapter.fileName]!)
        var imageErrors: [SourceError] = []
        for image in own.images {
            do { _ = try ImageFile(image: image, chapter: chapter, root: book.root).read() } catch {
                imageErrors.append(error)
            }
        }
        return (own, printed, imageErrors)
    }

    /// The prompt without its hints, then each hint, as `ExercisePages` renders them.
    private func promptScans(_ exercise: Exercise, pages: [String: String]) throws -> [PageScan] {
        let file = ExercisePages.promptFile(exercise)
        let page = ExercisePages.pageName(for: exercise)
        let prompt = try MarkdownParser.parse(exercise.prompt.markdown, file: file)
        var scans = [PageScan(
            document: ExercisePages.withoutHints(prompt), page: page, pagesByChapterFile: pages,
            reservedIDs: ExercisePages.reservedIDs)]
        for (index, hint) in exercise.prompt.hints.enumerated() {
            scans.append(PageScan(
                document: try MarkdownParser.parse(hint, file: file), page: page, pagesByChapterFile: pages,
                reservedIDs: ExercisePages.reservedIDs, anchorPrefix: ExercisePages.hintAnchorPrefix(index)))
        }
        return scans
    }

    /// Each chapter needs exactly one `# Title`: it names the page and heads it.
    private func titleErrors() -> [SourceError] {
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
            if SiteRenderer.reservedPages.contains(SiteDraft.pageName(for: chapter)) {
                errors.append(SourceError(file: chapter.path, line: 1, message: "the chapter's page name clashes with a page the site makes",
                    hint: "rename the chapter file, e.g. with a number prefix"))
            }
        }
        return errors
    }

    /// A link to a missing anchor is one mistake in the chapter, reported once at the link,
    /// though the chapter is rendered twice (its own page and the print page).
    private func linkErrors(_ links: [LinkReference], anchors: [String: Set<String>]) -> [SourceError] {
        var reported = Set<String>()
        return links.compactMap { link -> SourceError? in
            guard let anchor = link.anchor, !anchor.isEmpty, anchors[link.page]?.contains(anchor) != true else { return nil }
            guard reported.insert("\(link.file):\(link.line):\(link.column)").inserted else { return nil }
            return SourceError(file: link.file, line: link.line, column: link.column,
                message: "link to '#\(anchor)' on \(link.page), which has no such heading",
                hint: "anchors are the heading text in lowercase with hyphens, e.g. '## Back navigation' → #back-navigation",
                sourceLine: book.chapters.first { $0.path == link.file }?.document.line(link.line))
        }
    }
}
