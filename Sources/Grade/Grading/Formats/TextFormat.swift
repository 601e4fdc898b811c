/// The grade for a person at a terminal: each test with its result and points, public
/// failures explained, hidden tests by name only, how many hidden tests ran, and the total.
enum TextFormat {
    static func render(_ report: GradeReport) -> String {
        var lines = ["grading \(report.exerciseID)"]
        if !report.compiled {
            lines.append(FormatSupport.whyNothingRan(report) + ", so no test ran:")
            lines.append(FormatSupport.compileText(report))
        }
        let width = report.tests.map { $0.name.count + ($0.isHidden ? 9 : 0) }.max() ?? 0
        for test in report.tests {
            let label = (test.isHidden ? "(hidden) " : "") + test.name
            let status = switch test.status {
            case .passed: "PASS "
            case .failed: "FAIL "
            case .error: "ERROR"
            }
            let padded = label + String(repeating: " ", count: max(0, width - label.count))
            lines.append("  \(status)  \(padded)  \(test.points)/\(test.maxPoints)")
            if report.compiled, let message = test.message, test.status != .passed {
                lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { "           " + $0 }
            }
        }
        lines.append(FormatSupport.hiddenSummary(report))
        if report.compiled && !report.sandboxed {
            #if os(Linux)
            lines.append("note: the tests ran without a sandbox (bubblewrap is missing or cannot run here)")
            #else
            lines.append("note: the tests ran without a sandbox (bubblewrap, which contains them, exists only on Linux)")
            #endif
        }
        if report.compiled && !report.treeLimited {
            lines.append("note: each test's memory and processes were capped per process, not for its whole process tree (control groups cannot be used here)")
        }
        lines.append("total: \(report.score)/\(report.maxScore)")
        return lines.joined(separator: "\n") + "\n"
    }
}
