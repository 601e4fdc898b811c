import Diagnostics

/// Which checks each kind of test file may make, so that what the grader relies on holds:
///
/// - hidden tests `observe` values and never `expect` or `expectEqual`: an expected value or a
///   condition in the test program is something the submission's code could read or bend,
///   and each message must be a plain string literal, because the grader compiles hidden
///   tests with their messages taken out;
/// - public tests `expect` and `expectEqual`, never `observe`: the learner edition has no
///   reference solution to compare an observation with.
enum CheckRules {
    static func problems(in file: SourceFile, visibility: ExerciseTest.Visibility, display: String) -> [SourceError] {
        var errors: [SourceError] = []
        for call in CheckCallScanner.calls(in: file.text) {
            func error(_ message: String, hint: String) {
                // Split only for an error: most files have none, and the lines are its quote.
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                let line = call.line - 1 < lines.count ? String(lines[call.line - 1]) : nil
                let column = max(1, call.column - call.kind.rawValue.utf8.count)
                errors.append(SourceError(
                    file: display + file.path, line: call.line, column: column, message: message, hint: hint, sourceLine: line))
            }
            switch (visibility, call.kind) {
            case (.hidden, .expect), (.hidden, .expectEqual):
                error("a hidden test checks with \(call.kind.rawValue)(…), which would put its expectation inside the program under test",
                    hint: "write observe(value, \"what it shows\"): the grader compares the value with the reference solution's")
            case (.hidden, .observe) where !call.messageIsPlainLiteral:
                error("this observation's message is not a plain string literal",
                    hint: "write the message as one \"…\" literal without \\( ): the grader takes it out of the program it compiles")
            case (.public, .observe):
                error("a public test checks with observe(…), which only the instructor's grader can judge",
                    hint: "write expectEqual(actual, expected, \"message\") or expect(condition, \"message\"): learners run public tests without the reference solution")
            default:
                break
            }
        }
        return errors
    }
}
