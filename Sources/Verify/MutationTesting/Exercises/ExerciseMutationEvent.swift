import MutationResults

/// What a mutation run tells its caller while it works, so a long run (hundreds of test
/// processes) shows progress instead of silence. Sent from worker threads, in no fixed order
/// between mutants; the result itself never depends on them.
package enum ExerciseMutationEvent: Sendable {
    /// The schema compiled after `rounds` builds, with this many mutants discarded on the way.
    case built(mutants: Int, discarded: Int, rounds: Int)
    /// Every test passed with no mutant switched on.
    case baselinePassed(tests: Int)
    /// One more mutant has its outcome; `done` of `total` compiled mutants have one.
    case finished(MutantOutcome, done: Int, total: Int)
}

/// Where `Grader.mutationTest` sends its events; nil sends none.
package typealias ExerciseMutationEvents = @Sendable (ExerciseMutationEvent) -> Void
