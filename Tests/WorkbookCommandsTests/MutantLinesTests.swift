import Diagnostics
import Mutation
import MutationResults
import Testing
@testable import WorkbookCommands

/// How `workbook exercises verify` words a mutation run: the kill-rate line, each survivor as a
/// warning at its solution line, and an error with a hint under the bar.
@Suite struct MutantLinesTests {
    static let file = "exercises/01-x/solutions/reference/Solution.swift"

    static func outcome(_ id: Int, _ status: MutantOutcome.Status, line: Int = 4) -> MutantOutcome {
        MutantOutcome(
            mutant: Mutant(id: id, mutationOperator: .swapEquality, file: file, line: line, column: 12,
                original: "a == b", mutated: "a != b"),
            status: status, killedBy: status == .killed ? "someHiddenTest" : nil)
    }

    @Test func aRunAtTheBarSaysItsRateAndItsSurvivors() {
        let outcomes = (1...9).map { Self.outcome($0, .killed) } + [Self.outcome(10, .survived, line: 7), Self.outcome(11, .discarded)]
        let result = MutationResult(name: "01-x", subject: .exercise, outcomes: outcomes, seconds: 3.4)
        let lines = ExercisesCommand.lines(result, formatter: .plain)
        #expect(lines == [
            "  mutants    9 of 10 compiled mutants caught by the hidden tests (90 %); 1 discarded [3 s]",
            "  \(Self.file):7:12: warning: mutant survived: == and != swapped: `a == b` → `a != b`",
        ])
    }

    @Test func aRunUnderTheBarIsAnErrorWithAHint() {
        let outcomes = [Self.outcome(1, .killed), Self.outcome(2, .survived)]
        let result = MutationResult(name: "01-x", subject: .exercise, outcomes: outcomes, seconds: 1)
        let lines = ExercisesCommand.lines(result, formatter: .plain)
        #expect(lines.first == "  mutants    1 of 2 compiled mutants caught by the hidden tests (50 %) [1 s]")
        let error = lines.last ?? ""
        #expect(error.hasPrefix("  error: the hidden tests of 01-x catch 50 % of the reference's mutants; the bar is 90 %"), "\(lines)")
        #expect(error.contains("\n    hint: add hidden tests"), "\(lines)")
    }
}
