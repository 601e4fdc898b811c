import BookModel
import Diagnostics
import DiagramRenderer
import ExerciseModel
import Foundation
import MarkdownModel
import ProcessRunning

/// One page per graded exercise: its prompt (links to chapters resolved like a chapter's),
/// hints folded, starter and public tests highlighted, and the hidden tests' count and points.
/// Hidden test source and solutions are never read here: only `Exercise`'s public parts.
struct ExercisePages: PageProducer {
    static func pageName(for exercise: Exercise) -> String { "exercise-\(exercise.id).html" }

    /// Where a prompt's errors are reported.
    static func promptFile(_ exercise: Exercise) -> String { "\(ExerciseCatalog.folderName)/\(exercise.id)/README.md" }

    /// A prompt links to chapters as `../../chapters/FILE.md`, relative to its own folder, or
    /// by the plain file name as a chapter does.
    static func linkablePages(_ pages: [String: String]) -> [String: String] {
        var linkable = pages
        for (file, page) in pages { linkable["../../chapters/" + file] = page }
        return linkable
    }

    /// What the anchors of the `index`th hint (from 0) start with: `--` keeps them apart from
    /// the prompt's, since no slug holds it.
    static func hintAnchorPrefix(_ index: Int) -> String { "hint-\(index + 1)--" }

    /// The IDs an exercise page reserves before any heading of its prompt takes one.
    static var reservedIDs: Set<String> { PageShell.ids.union(ExercisePage.ids) }

    func produce(into draft: inout SiteDraft) throws {
        let pages = Self.linkablePages(draft.pages)
        // Exercises render side by side, each from a copy of what it reads, and join in order.
        let (book, plan, layouts, shell, order) = (draft.book, draft.plan, draft.layouts, draft.shell, draft.courseOrder)
        try SideBySide.render(draft.exercises, { _, exercise in
            Result { try Self.render(exercise, book: book, plan: plan, layouts: layouts, shell: shell, order: order, pages: pages) }
        }) { rendered in
            draft.warnings += rendered.warnings
            draft.sections += rendered.sections
            draft.add(rendered.page, text: rendered.html)
            for file in rendered.diagramFiles { draft.add(file.path, text: file.svg) }
        }
    }

    /// One exercise's page and what the pages after it read.
    struct Rendered: Sendable {
        var page: String
        var html: String
        var sections: [SearchSection]
        var warnings: [SourceError]
        /// Its large diagrams' standalone copies.
        var diagramFiles: [DiagramFile] = []
    }

    static func render(
        _ exercise: Exercise, book: Book, plan: LessonPlan, layouts: DiagramLayouts, shell: PageShell, order: CourseOrder,
        pages: [String: String]
    ) throws -> Rendered {
        let page = pageName(for: exercise)
        let file = promptFile(exercise)
        var rendered = Rendered(page: page, html: "", sections: [], warnings: [])
        /// Renders a piece of the prompt, keeping its warnings (and the prompt's sections).
        func piece(_ document: Document, anchorPrefix: String = "", figureKey: String = "prompt") throws -> String {
            // A renderer of its own for each piece: pieces of one prompt may share fence lines, and
            // the figure cache is keyed by them.
            let renderer = ChapterRenderer(
                pagesByChapterFile: pages, plan: plan, verifications: [:], layouts: layouts, reservedIDs: reservedIDs)
            let result = try renderer.render(document, at: .init(
                page: page, anchorPrefix: anchorPrefix, figureKey: figureKey, figureFiles: String(page.dropLast(5)) + "-" + figureKey))
            rendered.warnings += result.warnings
            rendered.diagramFiles += result.diagramFiles
            if anchorPrefix.isEmpty { rendered.sections += result.sections }
            return result.body
        }
        let prompt = try piece(withoutHints(try MarkdownParser.parse(exercise.prompt.markdown, file: file)))
        let hints = try exercise.prompt.hints.enumerated().map { index, hint in
            try piece(MarkdownParser.parse(hint, file: file), anchorPrefix: hintAnchorPrefix(index), figureKey: "hint-\(index + 1)")
        }
        let chapter = book.chapters.first { $0.path == exercise.prompt.chapter }
        let body = ExercisePage(
            exercise: exercise, prompt: prompt, hints: hints,
            chapter: (chapter?.document.title ?? exercise.prompt.chapter,
                chapter.flatMap { pages[$0.fileName] } ?? "index.html"),
            pager: Pager(order.neighbours(of: page))
        ).body(listings: ListingRenderer(verifications: [:]))
        rendered.html = shell.page(title: exercise.prompt.title, current: page, body: body)
        return rendered
    }

    /// The prompt without its `## Hints` section, which the page shows folded instead.
    static func withoutHints(_ document: Document) -> Document {
        var blocks: [Block] = []
        var inHints = false
        for block in document.blocks {
            if case .heading(let heading) = block, heading.level <= 2 {
                inHints = heading.level == 2 && heading.plainText == "Hints"
            }
            if !inHints { blocks.append(block) }
        }
        return Document(file: document.file, blocks: blocks, sourceLines: document.sourceLines)
    }
}
