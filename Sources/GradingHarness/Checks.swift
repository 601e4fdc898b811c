/// The three checks a graded test can make. Each sends one record to the grader and decides
/// nothing: the verdict is the grader's, made in its own process.
///
/// - `observe` is how **hidden** tests check. It sends the value's rendering and nothing
///   else; the grader runs the same test against the reference solution and the test passes
///   when every observation equals the reference's, in order. No expected value exists in
///   this process, and the grader compiles hidden tests with every `observe` message removed,
///   so code in the process can neither read what is expected nor say "passed".
/// - `expect` and `expectEqual` are how **public** tests check, because the learner edition
///   has no reference solution: they also send whether the check held, which is the verdict
///   only there. The instructor's grader compares these records with the reference's too.
///
/// Locations come from `#fileID`, `#line` and `#column` (the call's opening parenthesis),
/// which the grader maps back to the test's source for its messages.

/// Records `value` for the grader to compare with the reference solution's value here.
public func observe<Value>(
    _ value: Value, _ message: String, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
) {
    ReportChannel.send(CheckRecord.check(
        kind: "observe", fileID: fileID, line: line, column: column, value: ValueRendering.render(value)))
}

/// Records whether `condition` holds; the test goes on either way.
public func expect(
    _ condition: @autoclosure () -> Bool, _ message: String,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
) {
    let held = condition()
    ReportChannel.send(CheckRecord.check(
        kind: "expect", fileID: fileID, line: line, column: column, value: held ? "true" : "false", held: held))
}

/// Records `actual` and whether it equals `expected`; the test goes on either way.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ message: String = "",
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
) {
    ReportChannel.send(CheckRecord.check(
        kind: "expectEqual", fileID: fileID, line: line, column: column,
        value: ValueRendering.render(actual), expected: ValueRendering.render(expected), held: actual == expected))
}
