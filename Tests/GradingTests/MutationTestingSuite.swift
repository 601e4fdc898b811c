import ExerciseModel
import Foundation
import Grading
import Mutation
import MutationResults
import MutationTesting
import Testing
import WorkbookTestSupport

/// Mutation-tests the limited counter's reference once (a nested SwiftPM build, then a few
/// mutants against two hidden tests) and checks what became of each kind of mutant.
/// Serialized: the tests share the one schema package.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct MutationTestingSuite {
    /// Short, so the looping mutant costs little; generous next to the milliseconds a test takes.
    static let timeout = 2.0

    static let setup: Result<(exercise: Exercise, grader: Grader, result: MutationResult), any Error> = Result {
        let exercise = try LimitedCounterFixture.make(in: nestedBuilds.appendingPathComponent("mutation-fixture"))
        let grader = Grader(root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("grading"), buildFolder: sharedNestedBuild, timeout: timeout)
        return (exercise, grader, try grader.mutationTest(exercise))
    }

    var result: MutationResult { get throws { try Self.setup.get().result } }
    static let file = "exercises/\(LimitedCounterFixture.id)/solutions/reference/Solution.swift"

    func outcome(line: Int, _ mutationOperator: MutationOperator) throws -> MutantOutcome {
        let outcomes = try result.outcomes
        return try #require(outcomes.first { $0.mutant.line == line && $0.mutant.mutationOperator == mutationOperator },
            "no \(mutationOperator) mutant at line \(line): \(outcomes.map(\.mutant))")
    }

    @Test func aMutantTheHiddenTestsCatchIsKilledByThatTest() throws {
        let negated = try outcome(line: LimitedCounterFixture.loopLine, .negateCondition)
        #expect(negated.status == .killed && negated.killedBy == "countsUpToATarget", "\(negated)")
        let swapped = try outcome(line: LimitedCounterFixture.loopLine, .swapEquality)
        #expect(swapped.status == .killed && swapped.killedBy == "countsUpToATarget", "\(swapped)")
        let result = try result
        #expect(result.subject == .exercise && result.name == LimitedCounterFixture.id)
    }

    @Test func aTautologicalHiddenTestLeavesASurvivorAtItsSolutionLine() throws {
        let survivors = try result.survivors
        #expect(survivors.count == 1, "\(survivors)")
        let survivor = try #require(survivors.first)
        #expect(survivor.file == Self.file)
        #expect(survivor.line == LimitedCounterFixture.survivorLine && survivor.mutationOperator == .swapOrdering)
        #expect(survivor.original == "value < limit" && survivor.mutated == "value <= limit", "\(survivor)")
        // The column is within the comparison on that line of the solution file.
        let line = String(LimitedCounterFixture.reference.split(separator: "\n", omittingEmptySubsequences: false)[survivor.line - 1])
        let start = try #require(line.range(of: "value < limit")).lowerBound.utf16Offset(in: line) + 1
        #expect((start..<(start + 13)).contains(survivor.column), "column \(survivor.column) of: \(line)")
    }

    @Test func aMutantThatLoopsIsKilledByTheTimeout() throws {
        let deleted = try outcome(line: LimitedCounterFixture.loopLine, .deleteStatement)
        #expect(deleted.mutant.original == "increment()")
        #expect(deleted.status == .killed && deleted.killedBy == "countsUpToATarget (timed out)", "\(deleted)")
    }

    @Test func aMutantThatBreaksCompilationIsDiscardedAndCounted() throws {
        let strong = try outcome(line: LimitedCounterFixture.discardedLine, .strongReference)
        #expect(strong.mutant.original == "weak var owner: Owner?")
        #expect(strong.status == .discarded, "\(strong)")
        let result = try result
        let score = result.score
        #expect(score.generated == result.outcomes.count && score.compiled == score.generated - 1, "\(score)")
        #expect(score.killed == score.compiled - 1 && !result.meetsBar, "\(score)")
    }

    @Test func theSameExerciseGivesTheSameOutcomes() throws {
        let (exercise, grader, first) = try Self.setup.get()
        let second = try grader.mutationTest(exercise)
        #expect(second.outcomes == first.outcomes)
        #expect(first.outcomes.map(\.mutant.id) == Array(1...first.outcomes.count), "outcomes come in mutant ID order")
    }
}
