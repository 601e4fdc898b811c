import Diagnostics
import Foundation
import Testing
import Verification
import WorkbookTestSupport

/// Lessons that try to fake a pass or take the tool down. Each is stopped or judged by what
/// it cannot forge, with a located message, within bounds, and leaves no process behind.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct HostileLessonTests {
    static let timeout = 3.0

    /// One check of the whole hostile book, shared by the tests below.
    static let run: Result<(run: CheckRun, seconds: Double), any Error> = Result {
        setenv("WORKBOOK_SECRET_FOR_TESTS", "do not pass me on", 1)
        let (root, scratch) = try fixtureBook("hostile-book")
        let start = Date()
        let run = try CheckRun(root: root, scratch: scratch, timeout: timeout, cache: false)
        return (run, Date().timeIntervalSince(start))
    }

    private func verdict(_ name: String) throws -> LessonVerdict {
        try #require(try Self.run.get().run.verdicts[name])
    }

    private func problems(_ name: String) throws -> String {
        try verdict(name).problems.map(DiagnosticFormatter.plain.format).joined(separator: "\n")
    }

    @Test func aPrintedOrWrittenReportIsNotBelieved() throws {
        for name in ["forged-report", "forged-then-abort"] {
            let verdict = try verdict(name)
            #expect(!verdict.passed, "\(name) passed with a forged report")
            #expect(verdict.report == nil, "\(name): a report without the run's nonce was accepted")
        }
        #expect(try problems("forged-report").contains(
            "chapters/01-forged-report.md:6:1: error: lesson 'forged-report' exited with status 0 before LessonKit reported its checks"))
        #expect(try problems("forged-then-abort").contains("SIGABRT"))
    }

    @Test func theExitStatusMustAgreeWithTheReport() throws {
        let verdict = try verdict("exit-after-report")
        #expect(!verdict.passed, "a lesson that exits 3 after an all-pass report passed")
        #expect(verdict.report?.succeeded == true, "the report itself was honest")
        #expect(try problems("exit-after-report").contains(
            "lesson 'exit-after-report' exited with status 3 though its report says every check passed"))
    }

    @Test func endlessLessonsAreStopped() throws {
        for name in ["endless-loop", "ignores-sigterm", "floods-output"] {
            let verdict = try verdict(name)
            #expect(!verdict.passed)
            let said = try problems(name)
            #expect(said.contains("lesson '\(name)' was stopped after"), "\(said)")
            // SIGTERM, a grace second, then SIGKILL — with room for a loaded machine.
            #expect(verdict.runSeconds < Self.timeout + 5, "\(name) ran \(verdict.runSeconds) s")
        }
    }

    @Test func aChildHoldingThePipesNeitherBlocksNorSurvives() throws {
        let verdict = try verdict("child-holds-pipes")
        let said = try problems("child-holds-pipes")
        #expect(verdict.passed, "\(said)")
        #expect(verdict.runSeconds < Self.timeout)
        #expect(!Self.processRunning(commandLine: ["/bin/sleep", "313"]), "the lesson's child was left running")
    }

    @Test func trapsAreNamedSignalsAtTheChapterLine() throws {
        let overflow = try problems("overflow")
        #expect(overflow.contains("SIGILL"), "\(overflow)")
        #expect(overflow.contains("chapters/07-overflow.md:6:"), "\(overflow)")
        let recursion = try problems("stack-overflow")
        #expect(recursion.contains("SIGSEGV"), "\(recursion)")
        #expect(!overflow.contains("exit status 4") && !recursion.contains("exit status 11"))
    }

    @Test func lessonsRunInAPrivateFolderWithAnAllowListedEnvironment() throws {
        let said = try problems("private-folder")
        #expect(try verdict("private-folder").passed, "\(said)")
        #expect(try verdict("private-folder").report?.passed == 3)
    }

    /// The whole hostile book is bounded: lessons run in parallel and each is stopped on time.
    @Test func theWholeBookIsBounded() throws {
        let (run, seconds) = try Self.run.get()
        #expect(run.report.verdicts.count == 10)
        #expect(!run.report.passed)
        // Building nine lessons dominates; running them is bounded by the time limit.
        #expect(run.report.verdicts.map(\.runSeconds).max() ?? 0 < Self.timeout + 5)
        _ = seconds
    }

    /// Whether any process has exactly this command line.
    static func processRunning(commandLine: [String]) -> Bool {
        let expected = commandLine.joined(separator: "\u{0}") + "\u{0}"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard Int(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self) == expected
        }
    }
}
