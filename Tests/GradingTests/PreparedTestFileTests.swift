import ExerciseModel
@testable import Grading
import Testing

/// The grader's copy of a test file: checks qualified so no submission overload can be
/// called, hidden messages blanked so none is in the program, and every line where it was.
@Suite struct PreparedTestFileTests {
    static let hidden = SourceFile(path: "tests/hidden/Edges.swift", text: """
        @testable import Submission

        /// points: 2
        func edges() {
            observe(stack.names, "SECRET the newest render wins"); observe(1, "SECRET two")
            observe(reports, \"\"\"
                SECRET spread
                over lines
                \"\"\")
        }

        """)

    @Test func hiddenMessagesAreBlankedAndNothingMoves() {
        let prepared = PreparedTestFile(Self.hidden, visibility: .hidden)
        #expect(!prepared.text.contains("SECRET"))
        let original = Self.hidden.text.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = prepared.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count, "no line moves, so #line and compiler lines stay the source's")
        let blank29 = "\"\"" + String(repeating: " ", count: 29), blank10 = "\"\"" + String(repeating: " ", count: 10)
        #expect(lines[4] == "    GradingHarness::observe(stack.names, \(blank29)); GradingHarness::observe(1, \(blank10))")
        // The records say where each call is in the prepared text; each maps back to its source line and message.
        let sites = prepared.sites.values.sorted { ($0.line, $0.message ?? "") < ($1.line, $1.message ?? "") }
        #expect(sites.map(\.line) == [5, 5, 6])
        #expect(sites.map(\.message) == ["SECRET the newest render wins", "SECRET two", "SECRET spread\nover lines"])
        let first = CheckSite.Key(file: "Edges.swift", line: 5, column: 28)
        #expect(prepared.sites[first]?.message == "SECRET the newest render wins", "\(prepared.sites.keys)")
    }

    @Test func publicMessagesStayAndColumnsMapBack() {
        let file = SourceFile(path: "tests/public/Basics.swift", text: """
            func basics() { expect(a, "one"); expectEqual(b, 2, "two") }
            """)
        let prepared = PreparedTestFile(file, visibility: .public)
        #expect(prepared.text == """
            func basics() { GradingHarness::expect(a, "one"); GradingHarness::expectEqual(b, 2, "two") }
            """)
        // `b` is at column 47 of the source and 79 of the prepared text.
        #expect(prepared.sourceColumn(line: 1, column: 79) == 47)
        #expect(prepared.sourceColumn(line: 1, column: 16) == 16, "nothing was inserted before the first call")
    }
}
