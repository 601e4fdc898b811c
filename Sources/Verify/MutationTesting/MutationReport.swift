import Diagnostics
import Mutation
import MutationResults

/// One program's mutation run (a lesson's, or an exercise's) as the command line and the
/// site see it: the result when the run could judge its mutants, the problems when it could
/// not, and whether it came from the cache.
package struct MutationReport: Sendable {
    /// The lesson's name or the exercise's ID.
    package var name: String
    package var subject: MutationResult.Subject
    /// `chapters/FILE.md:LINE` of the lesson's first listing, or the exercise's folder.
    package var origin: String
    package var result: MutationResult?
    package var problems: [Diagnostic]
    package var cached: Bool

    package init(
        name: String, subject: MutationResult.Subject, origin: String, result: MutationResult?, problems: [Diagnostic],
        cached: Bool
    ) {
        self.name = name
        self.subject = subject
        self.origin = origin
        self.result = result
        self.problems = problems
        self.cached = cached
    }
}
