import Diagnostics
import ExerciseModel
import Foundation
import Grading
import Mutation
import MutationResults

/// An exercise as a mutation subject: its reference solution's schema, built and sealed, runs
/// the baseline first (no mutant on: every test must record exactly what the reference
/// solution's run recorded, or the schema changed what the reference does and no outcome
/// would mean anything), then each compiled mutant against the hidden tests in the exercise's
/// order until one does not pass. Every test is a contained run judged by the grader's
/// `TestBench` against the reference's transcripts, bounded by the grader's timeout, so a
/// mutant that loops for ever is killed by that timeout.
struct ExerciseSubject: MutationSubject {
    let bench: TestBench
    let schema: MutationSchema
    /// The schema's sealed runner.
    let binary: URL

    var exercise: Exercise { bench.exercise }
    var name: String { exercise.id }
    var kind: MutationResult.Subject { .exercise }

    /// Fails, naming the tests, when any test does not pass with no mutant switched on.
    func baseline() -> MutationBaseline {
        let failures = zip(exercise.tests, bench.runAll(binary: binary)).compactMap { test, verdict in
            verdict.passed ? nil : (name: test.name, message: verdict.detail ?? "it did not pass")
        }
        guard failures.isEmpty else {
            return MutationBaseline(problems: [.tool(ToolError(
                "with no mutant switched on, \(failures.count) test\(failures.count == 1 ? "" : "s") of \(exercise.id) "
                    + "fail on the mutant schema, though the reference passes them: the schema changed behaviour",
                hint: "run 'workbook exercises verify --no-mutants \(exercise.id)' to confirm the reference passes; "
                    + "if it does, this is a bug in the Mutation module's schema",
                detail: failures.map { "\($0.name): \($0.message)" }))], seconds: 0)
        }
        return MutationBaseline(problems: [], seconds: 0)
    }

    /// The first hidden test that does not pass with this mutant on kills it: a different
    /// observation, a crash or a timeout alike (`killedBy` is the test's name, with
    /// "(timed out)" or "(crashed or exited early)" when it did not finish). None failing
    /// means it survived.
    func outcome(of mutant: Mutant, after baseline: MutationBaseline) -> MutantOutcome {
        for test in exercise.hiddenTests {
            let verdict = bench.run(test, binary: binary, environment: [MutantSwitch.environmentName: String(mutant.id)])
            switch (verdict.passed, verdict.ending) {
            case (true, _): continue
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
