import BookModel
import Diagnostics
import LessonKit

/// What verifying one lesson found: its report (as it arrived on the report channel), the
/// verified `compile_fail` listings, every problem as a typed diagnostic, and what it cost.
package struct LessonVerdict: Sendable {
    package var lesson: Lesson
    /// How the result was obtained: built and run now, or taken from the cache because
    /// nothing the lesson depends on changed since it last passed.
    package var source: Source = .ran
    package var buildSeconds: Double = 0
    /// How many Swift files the build compiled: 0 when the lesson was already up to date.
    package var compiledFiles = 0
    package var runSeconds: Double = 0
    /// The lesson's own report; nil if it did not build, or did not report honestly.
    package var report: LessonReport?
    /// For each verified compile_fail listing, the compiler's error inside it.
    package var compilerMessages: [ListingID: String] = [:]
    package var problems: [Diagnostic] = []

    package enum Source: Sendable, Equatable {
        case ran
        case cached
    }

    package init(lesson: Lesson) { self.lesson = lesson }

    package var compileFailVerified: Int { compilerMessages.count }

    package var passed: Bool {
        problems.isEmpty && (report?.succeeded ?? !lesson.isRunnable)
            && compilerMessages.count == lesson.compileFailSnippets.count
    }
}
