/// The report as a person reads it after `swift run LESSON`: checks grouped by section (in
/// order of first appearance), one line each, failures followed by their detail.
extension LessonReport {
    public func listing(sections: [LessonSection]) -> String {
        var groups: [(title: String, checks: [CheckResult])] = []
        for check in checks {
            let title = LessonSection.containing(file: check.file, line: check.line, in: sections)?.title ?? check.file
            if let index = groups.firstIndex(where: { $0.title == title }) {
                groups[index].checks.append(check)
            } else {
                groups.append((title, [check]))
            }
        }
        var lines: [String] = []
        for group in groups {
            lines.append(group.title)
            for check in group.checks {
                lines.append("  \(check.passed ? "✓" : "✗") \(check.file):\(check.line)  \(check.message)")
                guard !check.passed, let detail = check.detail else { continue }
                lines += detail.split(separator: "\n").map { "      " + $0.trimmingPrefix { $0 == " " } }
            }
        }
        if checks.isEmpty {
            lines.append("\(origin):1: error: lesson '\(lesson)' ran no checks")
            lines.append("  hint: a lesson must prove something; add check(…) or checkEqual(…) calls")
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// `N passed, N failed`: the last line of every text form, and all of `--quiet`.
    public var summary: String { "\(passed) passed, \(failed) failed" }
}
