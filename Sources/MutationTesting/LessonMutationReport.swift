import Diagnostics
import Mutation

/// One lesson's mutation run as the command line and the site see it: the result when the
/// run could judge its mutants, the problems when it could not, and whether it came from the cache.
package struct LessonMutationReport: Sendable {
    package var lesson: String
    /// `chapters/FILE.md:LINE` of the lesson's first listing.
    package var origin: String
    package var result: MutationResult?
    package var problems: [Diagnostic]
    package var cached: Bool
}
