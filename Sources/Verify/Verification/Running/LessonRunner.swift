import BookModel
import Diagnostics
import Foundation
import LessonKit
import ProcessRunning

/// Runs one built lesson contained and bounded, and judges it by what it cannot fake: the
/// report that arrives on the channel only LessonKit knows (descriptor 3, prefixed with a
/// nonce made for this run, sent on that channel and never compiled in or put in an
/// environment), cross-checked with how the process ended. Whatever the lesson prints is never read as its result.
package struct LessonRunner {
    let binary: URL
    let lesson: Lesson
    let seconds: Double
    /// Variables added to the allow-listed environment (mutation testing's switch).
    var environment: [String: String] = [:]

    package init(binary: URL, lesson: Lesson, seconds: Double, environment: [String: String] = [:]) {
        self.binary = binary
        self.lesson = lesson
        self.seconds = seconds
        self.environment = environment
    }

    package struct Outcome {
        package var report: LessonReport?
        package var seconds: Double
        package var problems: [Diagnostic]
        package var termination: Termination?
    }

    package func run() -> Outcome {
        let nonce = ReportNonce()
        let request = ProcessRequest(
            executable: binary.path, arguments: [], workingDirectory: nil,
            environment: EnvironmentPolicy.allowList(
                EnvironmentPolicy.untrustedNames, adding: nonce.environment.merging(environment) { first, _ in first }),
            limits: .untrustedProgram(seconds: seconds), sandbox: .contained(), opensReportChannel: true,
            channelGreeting: nonce.value)
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(request)
        } catch {
            return Outcome(report: nil, seconds: 0, problems: [located(
                "lesson '\(lesson.name)' could not be started: \(error.message)",
                hint: "run 'swift run workbook check \(lesson.name)' again; if it persists, remove .build and retry")], termination: nil)
        }
        let report = Self.honestReport(in: result.report?.text ?? "", nonce: nonce.value)
        return Outcome(report: report, seconds: result.seconds, problems: judge(result, report: report), termination: result.termination)
    }

    /// The one line on the channel that starts with this run's nonce, decoded, if its counts
    /// agree with its checks.
    static func honestReport(in channel: String, nonce: String) -> LessonReport? {
        guard let line = ReportNonce.payload(in: channel, nonce: nonce),
            let report = try? JSONDecoder().decode(LessonReport.self, from: Data(line.utf8))
        else { return nil }
        let passed = report.checks.filter(\.passed).count
        guard report.passed == passed, report.failed == report.checks.count - passed else { return nil }
        return report
    }

    private func judge(_ result: ProcessResult, report: LessonReport?) -> [Diagnostic] {
        let rerun = "run 'swift run \(lesson.name)' to see everything it printed"
        switch result.termination {
        case .timedOut(let after):
            return [located("lesson '\(lesson.name)' was stopped after \(RunWording.seconds(after)): it ran past its time limit",
                hint: "look for a loop that never ends or a wait that is never met; raise the limit with --timeout SECONDS; " + rerun)]
        case .cpuLimitExceeded(let limit):
            return [located("lesson '\(lesson.name)' was stopped after \(limit) s of CPU time",
                hint: "look for a loop that never ends; raise the limit with --timeout SECONDS")]
        case .memoryLimitExceeded(let bytes):
            return [located("lesson '\(lesson.name)' was stopped: its processes together used more than \(RunWording.bytes(bytes)) of memory",
                hint: "look for a collection or a recursion that grows without end; " + rerun)]
        case .signalled(let signal):
            return [crash("\(signal.name) (\(signal.meaning))", standardError: result.standardError.text)]
        case .exited(let status):
            guard let report else {
                return [located("lesson '\(lesson.name)' exited with status \(status) before LessonKit reported its checks",
                    hint: "a lesson runs to its last listing, where LessonKit reports; something ended it early "
                        + "(exit() in a listing?), and a report printed by the lesson itself is never believed")]
            }
            if status == 0, !report.succeeded {
                return [located("lesson '\(lesson.name)' exited with status 0 but its report has failures",
                    hint: "a lesson ends through LessonKit's finishLesson; do not call exit yourself")]
            }
            if status != 0, report.succeeded {
                return [located("lesson '\(lesson.name)' exited with status \(status) though its report says every check passed",
                    hint: "something after the report ended the process with a failure; " + rerun)]
            }
            return Self.diagnostics(for: report)
        }
    }

    /// Each failed check at its chapter line, or the lesson that checked nothing.
    static func diagnostics(for report: LessonReport) -> [Diagnostic] {
        var problems = report.checks.filter { !$0.passed }.map { check in
            Diagnostic.source(SourceError(
                file: check.file, line: check.line, column: check.column, message: "check failed: \(check.message)",
                detail: check.detail.map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []))
        }
        if report.checks.isEmpty {
            problems.append(.source(SourceError(
                file: originFile(report.origin), line: originLine(report.origin),
                message: "lesson '\(report.lesson)' ran no checks",
                hint: "a lesson must prove something; add check(…) or checkEqual(…) calls")))
        }
        return problems
    }

    /// A lesson that died before reporting, said the way a compiler would: where, what, what next.
    private func crash(_ reason: String, standardError: String) -> Diagnostic {
        let crash = CrashReport(standardError: standardError)
        let what = crash.reason.map { "\($0) — \(reason)" } ?? reason
        let hint = "checks before that point ran, but only a finished lesson reports them; "
            + "run 'swift run \(lesson.name)' to see everything it printed"
        guard let file = crash.file, let line = crash.line else {
            return located("lesson '\(lesson.name)' crashed: \(what)", hint: hint)
        }
        return .source(SourceError(
            file: file, line: line, column: crash.column ?? 1, message: "lesson '\(lesson.name)' crashed: \(what)", hint: hint))
    }

    private func located(_ message: String, hint: String) -> Diagnostic {
        .source(SourceError(
            file: lesson.firstListing?.chapter ?? "chapters", line: lesson.firstListing?.fenceLine ?? 1,
            message: message, hint: hint))
    }

    static func originFile(_ origin: String) -> String { String(origin.split(separator: ":").first ?? "") }
    static func originLine(_ origin: String) -> Int { origin.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 1 }
}
