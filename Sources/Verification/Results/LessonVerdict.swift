import BookModel
import Diagnostics
import LessonKit

/// What verifying one lesson found: its report (as it arrived on the report channel), the
/// verified `compile_fail` listings, every problem as a typed diagnostic, and what it cost.
public struct LessonVerdict: Sendable {
    public var lesson: Lesson
    /// How the result was obtained: built and run now, or taken from the cache because
    /// nothing the lesson depends on changed since it last passed.
    public var source: Source = .ran
    public var buildSeconds: Double = 0
    /// How many Swift files the build compiled: 0 when the lesson was already up to date.
    public var compiledFiles = 0
    public var runSeconds: Double = 0
    /// The lesson's own report; nil if it did not build, or did not report honestly.
    public var report: LessonReport?
    /// For each verified compile_fail listing, the compiler's error inside it.
    public var compilerMessages: [ListingID: String] = [:]
    public var problems: [Diagnostic] = []

    public enum Source: Sendable, Equatable {
        case ran
        case cached
    }

    public init(lesson: Lesson) { self.lesson = lesson }

    public var compileFailVerified: Int { compilerMessages.count }

    public var passed: Bool {
        problems.isEmpty && (report?.succeeded ?? !lesson.isRunnable)
            && compilerMessages.count == lesson.compileFailSnippets.count
    }
}
