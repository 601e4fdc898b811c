import Diagnostics
import Mutation
import MutationTesting
import Testing
import MutationResults
@testable import WorkbookCore

/// The course's pass mark for `workbook mutants`, decided in the library from the scores:
/// every program judged, each at its bar (80 % for a lesson, 90 % for an exercise).
@Suite struct MutantsRunTests {
    /// A run of `subject` that kills `killed` of `compiled` compiled mutants.
    static func report(_ subject: MutationResult.Subject, killed: Int, of compiled: Int, name: String = "p") -> MutationReport {
        let outcomes = (0..<compiled).map { index in
            MutantOutcome(
                mutant: Mutant(id: index + 1, mutationOperator: .swapEquality, file: "chapters/01-a.md", line: index + 1, column: 3,
                    original: "a == b", mutated: "a != b"),
                status: index < killed ? .killed : .survived, killedBy: index < killed ? "check" : nil)
        }
        let result = MutationResult(name: name, subject: subject, outcomes: outcomes, seconds: 1)
        return MutationReport(name: name, subject: subject, origin: "chapters/01-a.md:1", result: result, problems: [], cached: false)
    }

    @Test func aLessonPassesAtEightyAndAnExerciseAtNinetyPercent() {
        #expect(MutantsRun(reports: [Self.report(.lesson, killed: 8, of: 10)]).passed)
        #expect(!MutantsRun(reports: [Self.report(.lesson, killed: 7, of: 10)]).passed)
        #expect(MutantsRun(reports: [Self.report(.exercise, killed: 9, of: 10)]).passed)
        #expect(!MutantsRun(reports: [Self.report(.exercise, killed: 8, of: 10)]).passed)
    }

    @Test func oneProgramUnderItsBarFailsTheRun() {
        let run = MutantsRun(reports: [Self.report(.lesson, killed: 10, of: 10, name: "a"), Self.report(.exercise, killed: 1, of: 10, name: "b")])
        #expect(!run.passed)
        #expect(run.results.count == 2)
    }

    @Test func aProgramThatCouldNotBeJudgedFailsTheRun() {
        var unjudged = Self.report(.lesson, killed: 10, of: 10)
        unjudged.result = nil
        #expect(!MutantsRun(reports: [unjudged]).passed)
        var troubled = Self.report(.lesson, killed: 10, of: 10)
        troubled.problems = [.tool(ToolError("the schema fails with no mutant switched on"))]
        #expect(!MutantsRun(reports: [troubled]).passed)
        #expect(MutantsRun(reports: []).passed)
    }

    @Test func survivorsAreCountedAgainstTheExplanations() {
        let run = MutantsRun(reports: [Self.report(.lesson, killed: 8, of: 10)])
        #expect(run.explainedSurvivors == 0)
        #expect(run.staleExplanations.isEmpty)
    }
}
