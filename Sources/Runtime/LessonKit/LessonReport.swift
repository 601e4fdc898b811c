import Foundation

/// What a lesson run produced; also the shape of `--json` output that the toolchain reads.
public struct LessonReport: Sendable, Equatable, Codable {
    public var lesson: String
    /// `chapters/FILE.md:LINE` of the lesson's first snippet.
    public var origin: String
    public var passed: Int
    public var failed: Int
    public var checks: [CheckResult]
    /// Every `SequenceTrace` the lesson made, for trace-checked and trace-drawn diagrams.
    public var traces: [RecordedTrace]

    public init(lesson: String, origin: String, checks: [CheckResult], traces: [RecordedTrace] = []) {
        self.lesson = lesson
        self.origin = origin
        self.checks = checks
        self.traces = traces
        self.passed = checks.filter(\.passed).count
        self.failed = checks.count - passed
    }

    private enum CodingKeys: String, CodingKey { case lesson, origin, passed, failed, checks, traces }

    /// Reports written before traces existed (or by hand) may leave `traces` out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lesson = try container.decode(String.self, forKey: .lesson)
        origin = try container.decode(String.self, forKey: .origin)
        passed = try container.decode(Int.self, forKey: .passed)
        failed = try container.decode(Int.self, forKey: .failed)
        checks = try container.decode([CheckResult].self, forKey: .checks)
        traces = try container.decodeIfPresent([RecordedTrace].self, forKey: .traces) ?? []
    }

    /// The trace the lesson recorded under `name`, if any.
    public func trace(named name: String) -> RecordedTrace? { traces.first { $0.name == name } }

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
