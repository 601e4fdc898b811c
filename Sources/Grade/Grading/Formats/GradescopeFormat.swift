/// Gradescope's `results.json`: per-test `score` and `max_score` (so Gradescope adds them
/// up), hidden tests marked `hidden` and given no output, and a summary for everyone.
enum GradescopeFormat {
    static func render(_ report: GradeReport) -> String {
        let tests: [[String: Any]] = report.tests.enumerated().map { index, test in
            var entry: [String: Any] = [
                "name": test.name,
                "number": "\(index + 1)",
                "score": test.points,
                "max_score": test.maxPoints,
                "status": test.status == .passed ? "passed" : "failed",
                "visibility": test.isHidden ? "hidden" : "visible",
                "execution_time": FormatSupport.seconds(test.seconds),
            ]
            if !test.isHidden {
                entry["output"] = test.status == .passed ? "passed" : (test.message ?? test.status.rawValue)
            }
            return entry
        }
        return FormatSupport.json([
            "execution_time": FormatSupport.seconds(report.seconds),
            "output": FormatSupport.summary(report),
            "output_format": "text",
            "tests": tests,
        ] as [String: Any])
    }
}
