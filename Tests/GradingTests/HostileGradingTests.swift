import Foundation
import Grading
import ProcessRunning
import Testing

/// A submission that hangs, traps, recurses, floods or forges fails only the tests it spoils,
/// within bounds, and never passes a test it did not pass.
extension GradingSuite {
    /// The three tests the hostile counter does not spoil pass; `countsManyIncrements` does not.
    func expectOnlyTheThousandFails(_ report: GradeReport) throws -> TestResult {
        let said = GradeFormat.text.render(report, exercise: try exercise)
        for name in ["startsAtZero", "incrementsOnce", "countersAreIndependent"] {
            #expect(try result(report, name).status == .passed, "\(name): \(said)")
        }
        let spoiled = try result(report, "countsManyIncrements")
        #expect(spoiled.status == .error && spoiled.points == 0)
        #expect(spoiled.seconds < Self.timeout + 5, "ran \(spoiled.seconds) s")
        #expect(spoiled.message == nil, "a hidden test's message is never kept")
        try expectNoHiddenLeak(report)
        return spoiled
    }

    @Test func anEndlessLoopFailsOnlyItsTest() throws {
        _ = try expectOnlyTheThousandFails(try grade(HostileSubmissions.loopsForever))
    }

    @Test func aFloodOfOutputFailsOnlyItsTest() throws {
        _ = try expectOnlyTheThousandFails(try grade(HostileSubmissions.floodsOutput))
    }

    @Test func trapsAndStackOverflowsAreNamedSignals() throws {
        // Hidden results have no message, so the signal is checked through a public test.
        let trap = try grade(HostileSubmissions.counter(incrementBody: """
                    if value == 0 { value = Int.max }
                    value += 1
            """))
        let trapped = try result(trap, "incrementsOnce")
        #expect(trapped.status == .error)
        #expect(trapped.message?.contains("SIGILL") == true, "\(trapped.message ?? "")")
        #expect(try result(trap, "startsAtZero").status == .passed)

        _ = try expectOnlyTheThousandFails(try grade(HostileSubmissions.traps))
        let recursion = try grade(HostileSubmissions.overflowsTheStack)
        _ = try expectOnlyTheThousandFails(recursion)
    }

    @Test func aForgedReportOrAnEarlyExitNeverPasses() throws {
        let report = try grade(HostileSubmissions.forgesReports)
        for name in ["incrementsOnce", "countsManyIncrements", "countersAreIndependent"] {
            #expect(try result(report, name).status != .passed, "\(name) passed on a forged report")
        }
        #expect(try result(report, "startsAtZero").status == .passed, "it never calls increment()")
        #expect(try result(report, "incrementsOnce").message?.contains("exited with status 0 before the test finished") == true)
    }

    @Test(.enabled(if: Sandbox.isAvailable, "needs bubblewrap to hide paths"))
    func theHiddenTestsCannotBeRead() throws {
        let exercise = try exercise
        let runner = try grader.scratch.appendingPathComponent("\(exercise.id)/Runner/tests/hidden/CounterHiddenTests.swift")
        let original = exercise.folder.appendingPathComponent("tests/hidden/CounterHiddenTests.swift")
        #expect(FileManager.default.fileExists(atPath: runner.path) && FileManager.default.fileExists(atPath: original.path))
        // Another exercise's hidden tests are out of reach too.
        let sibling = exercise.folder.deletingLastPathComponent().appendingPathComponent("99-other/tests/hidden/Other.swift")
        try FileManager.default.createDirectory(at: sibling.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// another exercise's hidden test\n".utf8).write(to: sibling)
        defer { try? FileManager.default.removeItem(at: sibling.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()) }
        let report = try grade(HostileSubmissions.readsHiddenTests([runner.path, original.path, sibling.path]))
        #expect(report.hasFullMarks, "\(GradeFormat.text.render(report, exercise: exercise))")
        #expect(report.sandboxed)
    }
}
