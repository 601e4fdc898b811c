import Diagnostics
import ExerciseModel
import Foundation
import Testing
import WorkbookTestSupport

/// Which checks each kind of test file may make, found with the highlighter's tokens and
/// reported at the call's line and column; the scanner reads messages the grader blanks out.
@Suite struct CheckRulesTests {
    private func errors(hidden: String? = nil, public publicText: String? = nil) throws -> [SourceError] {
        var fixture = ExerciseFixture()
        if let hidden { fixture.files["exercises/\(ExerciseFixture.id)/tests/hidden/Counting.swift"] = hidden }
        if let publicText { fixture.files["exercises/\(ExerciseFixture.id)/tests/public/Basics.swift"] = publicText }
        defer { fixture.remove() }
        let root = try fixture.write()
        let error = try #require(throws: SourceErrors.self) { try ExerciseCatalog.load(root: root) }
        return error.errors
    }

    @Test func aHiddenTestThatExpectsIsAnErrorAtTheCall() throws {
        let found = try errors(hidden: """
            @testable import Submission

            /// points: 2
            /// rule: "Each tap adds one."
            func countsEveryTap() {
                var counter = Counter()
                counter.increment()
                expectEqual(counter.value, 1, "one tap counts one")
              expect(counter.value == 1, "still one")
            }

            """)
        #expect(found.map { "\($0.line):\($0.column ?? 0)" } == ["8:5", "9:3"], "\(found)")
        #expect(found.allSatisfy { $0.message.contains("inside the program under test") && $0.hint?.contains("observe(value") == true })
    }

    @Test func aHiddenObservationNeedsAPlainLiteralMessage() throws {
        let found = try errors(hidden: """
            @testable import Submission

            /// points: 2
            /// rule: "Each tap adds one."
            func countsEveryTap() {
                let counter = Counter()
                observe(counter.value, "value \\(counter.value)")
                observe(counter.value, String(counter.value))
                observe(counter.value, "fine")
            }

            """)
        #expect(found.map(\.line) == [7, 8], "\(found)")
        #expect(found.allSatisfy { $0.message.contains("not a plain string literal") })
    }

    @Test func aPublicTestCannotObserve() throws {
        let found = try errors(public: """
            @testable import Submission

            /// points: 1
            func startsAtZero() { observe(Counter().value, "zero") }

            """)
        #expect(found.count == 1 && found.first?.line == 4 && found.first?.column == 23, "\(found)")
        #expect(found.first?.hint?.contains("expectEqual(actual, expected") == true)
    }

    @Test func testFilesShareOneModuleSoTheirNamesMustDiffer() throws {
        var fixture = ExerciseFixture()
        fixture.files["exercises/\(ExerciseFixture.id)/tests/public/Counting.swift"] =
            fixture.files.removeValue(forKey: "exercises/\(ExerciseFixture.id)/tests/public/Basics.swift")
        defer { fixture.remove() }
        let root = try fixture.write()
        let error = try #require(throws: SourceErrors.self) { try ExerciseCatalog.load(root: root) }
        #expect(error.errors.contains { $0.message.contains("has the same name as") }, "\(error.errors)")
    }

    @Test func theScannerSkipsWhatIsNotACallOfACheck() {
        let text = """
            func observe(_ x: Int) {}
            let note = "observe(1, \\"in a string\\")" // observe(2, "in a comment")
            thing.expect(3, "a method")
            GradingHarness::observe(4, "already qualified")
            expectEqual(names, "catalog")
            expectEqual(a, b, #"raw "quoted""#)
            observe(xs, \"\"\"
                two
                lines
                \"\"\")
            observe([f(1, 2), g(3)], "last", line: 9)
            """
        let calls = CheckCallScanner.calls(in: text)
        #expect(calls.map(\.kind) == [.expectEqual, .expectEqual, .observe, .observe])
        #expect(calls.map(\.line) == [5, 6, 7, 11])
        #expect(calls.map(\.column) == [12, 12, 8, 8], "the column of each call's opening parenthesis")
        #expect(calls[0].message == nil, "a two-argument expectEqual has no message: its string is the expected value")
        #expect(calls[1].message == #"raw "quoted""#)
        #expect(calls[2].message == "two\nlines" && calls[2].messageIsPlainLiteral)
        #expect(calls[3].message == "last", "a labelled argument after the message is not the message")
    }
}
