import Foundation

/// What a lesson run produced; also the shape of `--json` output that the toolchain reads.
public struct LessonReport: Sendable, Equatable, Codable {
    public var lesson: String
    /// `chapters/FILE.md:LINE` of the lesson's first snippet.
    public var origin: String
    public var passed: Int
    public var failed: Int
    public var checks: [CheckResult]

    public init(lesson: String, origin: String, checks: [CheckResult]) {
        self.lesson = lesson
        self.origin = origin
        self.checks = checks
        self.passed = checks.filter(\.passed).count
        self.failed = checks.count - passed
    }

    /// A lesson that checked nothing proved nothing, so it counts as failed.
    public var succeeded: Bool { failed == 0 && !checks.isEmpty }

    /// Human-readable report: each failure at its chapter location, then `N passed, N failed`.
    public var text: String {
        var lines: [String] = []
        for check in checks where !check.passed {
            lines.append("\(check.file):\(check.line):\(check.column): error: check failed: \(check.message)")
            if let detail = check.detail { lines.append("  \(detail)") }
        }
        if checks.isEmpty {
            lines.append("\(origin):1: error: lesson '\(lesson)' ran no checks")
            lines.append("  hint: a lesson must prove something; add check(…) or checkEqual(…) calls")
        }
        lines.append("\(passed) passed, \(failed) failed")
        return lines.joined(separator: "\n")
    }

    /// One line of JSON, printed last by `--json`, so lessons may print freely before it.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Ends a lesson: prints its report (text, or JSON with `--json`), sends it on the
/// verifier's channel when there is one, and exits with status 1 if any check failed or none
/// ran. Generated lessons call this as their last statement.
public func finishLesson(_ lesson: String, origin: String) -> Never {
    let report = LessonReport(lesson: lesson, origin: origin, checks: CheckRecorder.shared.results)
    // Through `print`, like the lesson's own output, so the report always comes after
    // whatever the lesson printed (`exit` flushes that buffer). The JSON starts on a line of
    // its own even if the lesson's last print left a line open.
    print(CommandLine.arguments.contains("--json") ? "\n" + report.json : report.text)
    _ = ReportChannel.send(report.json)
    exit(report.succeeded ? 0 : 1)
}
