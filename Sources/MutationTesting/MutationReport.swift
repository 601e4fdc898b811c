import Diagnostics
import Mutation

/// One program's mutation run (a lesson's, or an exercise's) as the command line and the
/// site see it: the result when the run could judge its mutants, the problems when it could
/// not, and whether it came from the cache.
package struct MutationReport: Sendable {
    /// The lesson's name or the exercise's ID.
    package var lesson: String
    /// `chapters/FILE.md:LINE` of the lesson's first listing, or the exercise's folder.
    package var origin: String
    package var result: MutationResult?
    package var problems: [Diagnostic]
    package var cached: Bool

    package init(lesson: String, origin: String, result: MutationResult?, problems: [Diagnostic], cached: Bool) {
        self.lesson = lesson
        self.origin = origin
        self.result = result
        self.problems = problems
        self.cached = cached
    }
}
