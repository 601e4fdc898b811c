import ExerciseModel

/// Exercism's test-runner `results.json`, version 3: `error` (with a message) only when no test
/// could run, such as a compile error; otherwise `pass` or `fail` with every test in order.
/// Public tests carry their code and message; hidden tests only their name, status and, when
/// they did not pass, a neutral message (the spec requires one for `fail` and `error`).
enum ExercismFormat {
    static func render(_ report: GradeReport, exercise: Exercise) -> String {
        guard report.compiled else {
            return FormatSupport.json([
                "version": 3, "status": "error",
                "message": String(FormatSupport.summary(report).prefix(65_535)),
            ] as [String: Any])
        }
        let tests: [[String: Any]] = report.tests.map { result in
            var entry: [String: Any] = ["name": result.name, "status": status(result.status)]
            guard !result.isHidden else {
                // The spec requires a message for fail and error; a hidden test's says nothing of the test.
                if result.status != .passed { entry["message"] = FormatSupport.hiddenFailure(result.status) }
                return entry
            }
            if let test = exercise.tests.first(where: { $0.name == result.name }) {
                entry["test_code"] = code(of: test)
            }
            if result.status != .passed, let message = result.message { entry["message"] = message }
            return entry
        }
        return FormatSupport.json([
            "version": 3,
            "status": report.tests.allSatisfy { $0.status == .passed } ? "pass" : "fail",
            "tests": tests,
        ] as [String: Any])
    }

    private static func status(_ status: TestResult.Status) -> String {
        switch status {
        case .passed: "pass"
        case .failed: "fail"
        case .error: "error"
        }
    }

    /// The test function's text, from its `func` line to the brace that closes it.
    static func code(of test: ExerciseTest) -> String {
        let lines = test.file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(max(0, test.line - 1))
        var depth = 0
        var opened = false
        var taken: [Substring] = []
        for line in lines {
            taken.append(line)
            for character in line {
                if character == "{" { depth += 1; opened = true }
                if character == "}" { depth -= 1 }
            }
            if opened && depth <= 0 { break }
        }
        return taken.joined(separator: "\n")
    }
}
