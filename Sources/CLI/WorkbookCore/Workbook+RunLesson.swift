import BookModel
import LessonKit
import Verification

extension Workbook {
    /// `workbook run LESSON`: one lesson checked as `check` does it, but never from the cache,
    /// since the point is to see its checks run.
    package func runLesson(
        _ name: String, options: CheckOptions, events: @escaping @Sendable (PipelineEvent) -> Void = { _ in }
    ) throws -> VerificationReport {
        var options = options
        options.lessons = [name]
        options.usesCache = false
        return try check(options, events: events)
    }

    /// A lesson's checks, each with ✓ or ✗ at its chapter line, grouped under the section
    /// headings of its chapter as the generated lesson passes them to LessonKit; nil when the
    /// lesson did not report.
    package static func listing(of verdict: LessonVerdict) -> String? {
        let sections = verdict.lesson.snippets.compactMap { snippet in
            snippet.section.map { LessonSection(chapter: snippet.chapter, line: $0.line, title: $0.title) }
        }
        return verdict.report?.listing(sections: sections)
    }
}
