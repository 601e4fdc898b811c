import LessonKit

/// What checking one lesson found: how long it took, its report, and every problem,
/// each already worded for a person (`file:line:column: error: …`).
public struct LessonOutcome: Sendable {
    public var lesson: Lesson
    public var buildSeconds: Double = 0
    /// How many Swift files the build compiled: 0 when the lesson was already up to date.
    public var compiledFiles = 0
    public var runSeconds: Double = 0
    /// The lesson's own report; nil if it did not build or did not report.
    public var report: LessonReport?
    public var compileFailVerified = 0
    /// For each verified compile_fail listing (by `chapters/FILE.md:LINE`), the compiler's error.
    public var compilerMessages: [String: String] = [:]
    public var problems: [String] = []

    public init(lesson: Lesson) { self.lesson = lesson }

    public var passed: Bool { problems.isEmpty && (report?.succeeded ?? !lesson.isRunnable) }
}

/// The result of `workbook check`: every lesson's outcome and the toolchain that verified them.
public struct CheckSummary: Sendable {
    public var outcomes: [LessonOutcome]
    public var toolchainVersion: String
    public var seconds: Double

    public var passed: Bool { outcomes.allSatisfy(\.passed) }

    public var text: String {
        let passedLessons = outcomes.filter(\.passed).count
        let checksPassed = outcomes.compactMap(\.report).map(\.passed).reduce(0, +)
        let checksFailed = outcomes.compactMap(\.report).map(\.failed).reduce(0, +)
        let compileFail = outcomes.map(\.compileFailVerified).reduce(0, +)
        return "\(passedLessons) of \(outcomes.count) lesson\(outcomes.count == 1 ? "" : "s") passed · "
            + "checks: \(checksPassed) passed, \(checksFailed) failed · "
            + "compile_fail listings verified: \(compileFail) · "
            + String(format: "%.1f s", seconds)
    }
}
