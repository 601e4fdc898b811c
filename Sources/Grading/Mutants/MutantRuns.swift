import ExerciseModel
import Foundation
import Mutation
import MutationResults
import ProcessRunning

/// Runs the built schema's tests: first the baseline (no mutant on: every test must record
/// exactly what the reference solution's run recorded, or the schema changed what the
/// reference does and no outcome would mean anything), then each compiled mutant against the
/// hidden tests in the exercise's order until one does not pass. Every test is a contained
/// `TestRun` judged by `TestJudge` against the reference's transcripts, bounded by the
/// grader's timeout, so a mutant that loops for ever is killed by that timeout.
struct MutantRuns {
    let grader: Grader
    /// The schema's sealed runner.
    let binary: URL
    let exercise: Exercise
    let reference: [String: TestTranscript]
    let judge: TestJudge
    let events: ExerciseMutationEvents?

    /// The tests that do not pass with no mutant switched on, with why; empty when all pass.
    func baselineFailures() -> [(name: String, message: String)] {
        let outcomes = grader.run(exercise.tests, binary: binary)
        return zip(exercise.tests, outcomes).compactMap { test, outcome in
            let judgement = judge.judge(test, outcome, reference: reference[test.name])
            guard judgement.status == .passed else { return (test.name, judgement.instructorDetail ?? "it did not pass") }
            return nil
        }
    }

    /// One outcome per mutant, in ID order: `discarded` ones as they are, the rest run in
    /// parallel (one mutant per core at a time, its hidden tests one after another).
    func outcomes(_ mutants: [Mutant], discarded: Set<Int>) -> [MutantOutcome] {
        let compiled = mutants.filter { !discarded.contains($0.id) }
        let outcomes = compiled.parallelMap(limit: ProcessInfo.processInfo.activeProcessorCount) { [self] _, mutant in
            run(mutant, binary: binary)
        } finished: { [events] outcome, done in
            events?(.finished(outcome, done: done, total: compiled.count))
        }
        let byID = Dictionary(uniqueKeysWithValues: zip(compiled.map(\.id), outcomes))
        return mutants.map { byID[$0.id] ?? MutantOutcome(mutant: $0, status: .discarded) }
    }

    /// The first hidden test that does not pass with this mutant on kills it: a different
    /// observation, a crash or a timeout alike (`killedBy` is the test's name, with
    /// "(timed out)" or "(crashed or exited early)" when it did not finish). None failing
    /// means it survived.
    private func run(_ mutant: Mutant, binary: URL) -> MutantOutcome {
        for test in exercise.hiddenTests {
            var run = TestRun(binary: binary, test: test, seconds: grader.timeout)
            run.environment = [MutantSwitch.environmentName: String(mutant.id)]
            let outcome = run.run()
            let judgement = judge.judge(test, outcome, reference: reference[test.name])
            switch (judgement.status, outcome.ending) {
            case (.passed, _): continue
            case (_, .finished): return MutantOutcome(mutant: mutant, status: .killed, killedBy: test.name)
            case (_, .memoryLimitExceeded):
                return MutantOutcome(mutant: mutant, status: .killed, killedBy: "\(test.name) (ran out of memory)")
            case (_, .timedOut), (_, .cpuLimitExceeded):
                return MutantOutcome(mutant: mutant, status: .killed, killedBy: "\(test.name) (timed out)")
            default:
                return MutantOutcome(mutant: mutant, status: .killed, killedBy: "\(test.name) (crashed or exited early)")
            }
        }
        return MutantOutcome(mutant: mutant, status: .survived)
    }
}
