/// Where a diagram and a recorded trace first part ways: the furthest step of the trace any
/// reading of the diagram reached, what the diagram expected there and what the run did.
package struct TraceMismatch: Sendable, Equatable {
    /// What the diagram wanted at that point, with where it is written.
    package var expected: Expectation
    /// The trace step found there (0-based), or nil when the trace had ended.
    package var stepIndex: Int
    package var found: String?

    package struct Expectation: Sendable, Equatable {
        /// e.g. `Nav->>Detail: viewWillDisappear`, `the end of the diagram`.
        package var text: String
        package var line: Int
        package var column: Int

        package init(text: String, line: Int, column: Int) {
            self.text = text
            self.line = line
            self.column = column
        }
    }
}
