import Diagnostics
import Foundation
import MarkdownModel

/// Reads an exercise's `README.md`: its title, the chapter it practises (the first link to
/// `../../chapters/*.md`), the sections every prompt needs, and its 2–4 progressive hints.
enum PromptReader {
    static let requiredSections = ["Objectives", "Rules", "Hints"]
    static let hintCount = 2...4

    static func read(_ document: Document, chapters: Set<String>) -> (ExercisePrompt?, [SourceError]) {
        var errors: [SourceError] = []
        func error(_ message: String, line: Int, hint: String) {
            errors.append(SourceError(file: document.file, line: line, message: message, hint: hint,
                sourceLine: document.line(line)))
        }
        guard let title = document.title else {
            error("the prompt has no '# Title' heading", line: 1, hint: "start README.md with the exercise's title as '# Title'")
            return (nil, errors)
        }
        let sections = document.blocks.compactMap { block -> Heading? in
            if case .heading(let heading) = block, heading.level == 2 { return heading }
            return nil
        }
        for name in requiredSections where !sections.contains(where: { $0.plainText == name }) {
            error("the prompt has no '## \(name)' section", line: 1,
                hint: "every prompt has the sections " + requiredSections.map { "'## \($0)'" }.joined(separator: ", "))
        }
        let chapter = practisedChapter(document, chapters: chapters, error: error)
        let hints = self.hints(document, error: error)
        guard errors.isEmpty, let chapter else { return (nil, errors) }
        return (ExercisePrompt(
            title: title, chapter: chapter, markdown: document.sourceLines.joined(separator: "\n"), hints: hints), [])
    }

    /// The first link into `../../chapters/`, which must name a chapter of the book.
    private static func practisedChapter(
        _ document: Document, chapters: Set<String>, error: (String, Int, String) -> Void
    ) -> String? {
        for block in BlockWalker(document) {
            guard case .paragraph(let paragraph) = block else { continue }
            for link in links(in: paragraph.children) {
                let target = String(link.destination.split(separator: "#").first ?? "")
                guard target.hasPrefix("../../chapters/") else { continue }
                let chapter = String(target.dropFirst("../../".count))
                guard chapters.contains(chapter) else {
                    error("the prompt links to '\(chapter)', which is not a chapter of the book", paragraph.range.start.line,
                        "link the chapter the exercise practises, e.g. [Child coordinators](../../chapters/03-child-coordinators.md)")
                    return nil
                }
                return chapter
            }
        }
        error("the prompt does not say which chapter it practises", 1,
            "add a line such as 'Practises: [Child coordinators](../../chapters/03-child-coordinators.md)'")
        return nil
    }

    /// The items of the ordered list under `## Hints`, as Markdown text.
    private static func hints(_ document: Document, error: (String, Int, String) -> Void) -> [String] {
        guard let start = document.blocks.firstIndex(where: {
            if case .heading(let heading) = $0 { return heading.level == 2 && heading.plainText == "Hints" }
            return false
        }) else { return [] }
        let line = document.blocks[start].range.start.line
        for block in document.blocks[(start + 1)...] {
            if case .heading(let heading) = block, heading.level <= 2 { break }
            guard case .list(let list) = block else { continue }
            guard case .ordered = list.kind else { break }
            let hints = list.items.map { item in
                document.sourceLines[(item.range.start.line - 1)..<item.range.end.line].joined(separator: "\n")
                    .replacingOccurrences(of: #"^\s*\d+[.)]\s*"#, with: "", options: .regularExpression)
            }
            if !hintCount.contains(hints.count) {
                error("the prompt has \(hints.count) hints; an exercise has 2 to 4", list.range.start.line,
                    "hints go from vague to specific, one idea each")
            }
            return hints
        }
        error("'## Hints' holds no ordered list", line, "write the hints as '1. …', '2. …', vaguest first")
        return []
    }

    private static func links(in inlines: [Inline]) -> [Link] {
        inlines.flatMap { inline -> [Link] in
            switch inline {
            case .link(let link): [link]
            case .emphasis(let children), .strong(let children), .strikethrough(let children): links(in: children)
            default: []
            }
        }
    }
}
