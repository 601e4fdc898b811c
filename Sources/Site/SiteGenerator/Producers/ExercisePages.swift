import Diagnostics
import ExerciseModel
import Foundation
import MarkdownModel

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
        var errors: [SourceError] = []
        let pages = Self.linkablePages(draft.pages)
        for exercise in draft.exercises {
            let page = Self.pageName(for: exercise)
            let file = Self.promptFile(exercise)
            do {
                let document = try MarkdownParser.parse(exercise.prompt.markdown, file: file)
                let prompt = try render(Self.withoutHints(document), page: page, pages: pages, draft: &draft)
                let hints = try exercise.prompt.hints.enumerated().map { index, hint in
                    try render(MarkdownParser.parse(hint, file: file), page: page, pages: pages, draft: &draft,
                        anchorPrefix: Self.hintAnchorPrefix(index), figureKey: "hint-\(index + 1)")
                }
                let chapter = draft.book.chapters.first { $0.path == exercise.prompt.chapter }
                let body = ExercisePage(
                    exercise: exercise, prompt: prompt, hints: hints,
                    chapter: (chapter?.document.title ?? exercise.prompt.chapter,
                        chapter.flatMap { draft.pages[$0.fileName] } ?? "index.html")
                ).body(listings: ListingRenderer(verifications: [:]))
                draft.add(page, text: draft.shell.page(title: exercise.prompt.title, current: page, body: body))
            } catch let failure as SourceErrors {
                errors += failure.errors
            } catch let failure as SourceError {
                errors.append(failure)
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
    }

    /// Renders a piece of the prompt, adding its sections and warnings to the site's.
    private func render(
        _ document: Document, page: String, pages: [String: String], draft: inout SiteDraft, anchorPrefix: String = "",
        figureKey: String = "prompt"
    ) throws -> String {
        // A renderer of its own for each piece: pieces of one prompt may share fence lines, and
        // the figure cache is keyed by them.
        let renderer = ChapterRenderer(
            pagesByChapterFile: pages, plan: draft.plan, verifications: [:], layouts: draft.layouts,
            reservedIDs: Self.reservedIDs)
        let rendered = try renderer.render(document, at: .init(page: page, anchorPrefix: anchorPrefix, figureKey: figureKey))
        draft.warnings += rendered.warnings
        if anchorPrefix.isEmpty { draft.sections += rendered.sections }
        return rendered.body
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
