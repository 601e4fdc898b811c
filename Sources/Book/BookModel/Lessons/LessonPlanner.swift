import Diagnostics
import MarkdownModel

/// Reads every ```` ```swift ```` fence of the book and decides which lesson it belongs to.
/// A lesson belongs to the chapter that first names it; another chapter may add to it
/// only by saying so (`continues=NAME`), so two chapters never merge by accident. A fence
/// that looks meant as a listing but is not one (```` ```Swift ````) is a warning. Mermaid
/// fences are collected with what they say about the lessons' runs (`trace=`, `from-trace=`).
package enum LessonPlanner {
    package static func plan(_ book: Book) throws -> LessonPlan {
        var lessons: [Lesson] = []
        var owners: [String: (chapter: String, location: String)] = [:]
        var listings: [Snippet] = []
        var diagrams: [DiagramFence] = []
        // Errors and warnings in reading order.
        var diagnostics: [SourceError] = []

        for chapter in book.chapters {
            var reported = Set<String>()
            let document = chapter.document
            let headings = document.headings
            for block in document.codeBlocks where block.isFenced {
                if block.language == "mermaid" {
                    do {
                        diagrams.append(try DiagramAttributes.fence(block, in: document))
                    } catch {
                        diagnostics.append(error)
                    }
                    continue
                }
                guard block.language == "swift" else {
                    if let warning = MisspelledSwiftFence.warning(for: block, in: document) { diagnostics.append(warning) }
                    continue
                }
                do {
                    let attributes = try FenceAttributes.parse(block, in: document)
                    let visible = try HiddenRegions.visibleLines(of: block, in: document)
                    var lessonName: String?
                    if case .ignored = attributes.role {
                        lessonName = nil
                    } else {
                        lessonName = try resolveLesson(
                            attributes, block: block, chapter: chapter, owners: &owners)
                    }
                    let snippet = Snippet(
                        chapter: chapter.path, block: block, attributes: attributes, lesson: lessonName,
                        visibleCode: visible.joined(separator: "\n"),
                        section: headings.last { $0.range.start.line < block.range.start.line }
                            .map { SectionHeading(line: $0.range.start.line, title: $0.plainText) },
                        chapterFingerprint: chapter.fingerprint)
                    listings.append(snippet)
                    guard let lessonName else { continue }
                    if !lessons.contains(where: { $0.name == lessonName }) { lessons.append(Lesson(name: lessonName)) }
                    let index = lessons.firstIndex { $0.name == lessonName }!
                    if case .compileFail = attributes.role {
                        lessons[index].compileFailSnippets.append(snippet)
                    } else {
                        lessons[index].snippets.append(snippet)
                    }
                } catch let error as SourceError {
                    // One bad lesson name is one mistake, however many listings use it.
                    if reported.insert(error.message).inserted { diagnostics.append(error) }
                }
            }
        }
        // The warnings go with the errors, so an author sees both in one run.
        if diagnostics.contains(where: { $0.severity == .error }) { throw SourceErrors(diagnostics) }
        return LessonPlan(lessons: lessons, listings: listings, diagrams: diagrams, warnings: diagnostics)
    }

    private static func resolveLesson(
        _ attributes: FenceAttributes, block: CodeBlock, chapter: Chapter,
        owners: inout [String: (chapter: String, location: String)]
    ) throws -> String {
        let document = chapter.document
        let fenceLine = block.range.start.line
        func located(_ message: String, hint: String) -> SourceError {
            SourceError(
                file: document.file, line: fenceLine, column: block.infoColumn, message: message, hint: hint,
                sourceLine: document.line(fenceLine))
        }
        if let continued = attributes.continues {
            guard let owner = owners[continued] else {
                throw located("'continues=\(continued)' names no lesson begun in an earlier chapter",
                    hint: "check the name, or begin the lesson here with lesson=\(continued)")
            }
            guard owner.chapter != chapter.path else {
                throw located("lesson '\(continued)' belongs to this chapter already",
                    hint: "within its own chapter write lesson=\(continued) (or nothing for the chapter's lesson)")
            }
            return continued
        }
        let name = attributes.lesson ?? chapter.defaultLesson
        guard !LessonName.isTooLong(name) else {
            throw located("the chapter's lesson name is \(name.count) characters long; the limit is \(LessonName.maximumLength)",
                hint: LessonName.lengthHint + "; rename the chapter file or give lesson=NAME")
        }
        guard LessonName.isValid(name) else {
            throw located("the chapter's lesson name '\(name)' is not valid",
                hint: LessonName.rule + "; rename the chapter file or give lesson=NAME")
        }
        guard !LessonName.reserved.contains(name) else {
            throw located("'\(name)' is the name of one of the workbook's own modules",
                hint: "choose another lesson name")
        }
        if let owner = owners[name], owner.chapter != chapter.path {
            throw located("two lessons are named '\(name)': it is already defined at \(owner.location)",
                hint: "rename one of them, or write continues=\(name) to add to that lesson on purpose")
        }
        if owners[name] == nil { owners[name] = (chapter.path, "\(chapter.path):\(fenceLine)") }
        return name
    }
}
