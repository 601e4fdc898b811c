import Mutation

/// Progress of a mutation run, for the command line to show as it happens.
package enum MutationEvent: Sendable {
    /// These lessons' schemata are being built (the count of mutants planted in all).
    case building(lessons: [String], mutants: Int)
    case built(seconds: Double, builds: Int)
    /// Mutants run so far of all compiled ones, sent about every tenth of the way.
    case running(done: Int, total: Int)
    /// One lesson finished (or came from the cache), `index` of `count`.
    case finished(MutationReport, index: Int, count: Int)
}
