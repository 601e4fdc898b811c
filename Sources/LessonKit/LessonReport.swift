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
        lines.append(summary)
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
