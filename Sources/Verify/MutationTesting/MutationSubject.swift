import Diagnostics
import Mutation
import MutationResults

/// What a mutation run mutates and how it judges a mutant: a lesson (its listings mutated, its
/// checks run) or an exercise (its reference solution mutated, its hidden tests run). Each
/// builds its schema its own way (lessons all in one SwiftPM run, an exercise in a grading
/// package); once built, both are run and judged the same way, by ``MutantJudging``.
protocol MutationSubject: Sendable {
    /// The lesson's name or the exercise's ID.
    var name: String { get }
    var kind: MutationResult.Subject { get }
    /// Every mutant planted in the subject's code, each behind the run-time switch.
    var schema: MutationSchema { get }
    /// The built schema with no mutant switched on; problems when it does not behave as the
    /// code as written, and then no mutant can be judged.
    func baseline() -> MutationBaseline
    /// What became of one compiled mutant, run with its switch on.
    func outcome(of mutant: Mutant, after baseline: MutationBaseline) -> MutantOutcome
}

/// How the mutant-free run went: its problems (none when it passed) and how long it took.
struct MutationBaseline: Sendable {
    var problems: [Diagnostic]
    var seconds: Double
}
