/// Which part of an exercise a workbook path belongs to, so each edition can take exactly
/// the parts it may have: the learner edition the prompt, starter and public tests; the
/// grader everything but the known-wrong solutions (it grades against the reference, and
/// against the planted mistakes where the learner writes the tests).
package enum ExercisePart: Equatable, Sendable {
    /// `README.md`, the prompt.
    case prompt
    case starter
    case publicTests
    case hiddenTests
    /// `subject/`: where the learner writes the tests, the implementation they run against.
    case subject
    /// `solutions/reference/`: what every graded run is compared with.
    case referenceSolution
    /// `solutions/mistakes/`: where the learner writes the tests, the implementations their
    /// tests must catch; the grader needs them, learners get only their descriptions.
    case plantedMistakes
    /// `solutions/wrong/` (and anything else under `solutions/`): for verifying the tests.
    case wrongSolutions
    /// Anything else inside an exercise folder (notes, stray files): never shipped to learners.
    case other

    /// The exercise and part of `path` (relative to the workbook root), or nil when the path
    /// is not inside an `exercises/NN-slug/` folder.
    package static func of(_ path: String) -> (exercise: String, part: ExercisePart)? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 3, components[0] == "exercises" else { return nil }
        let rest = components.dropFirst(2).joined(separator: "/")
        let part: ExercisePart
        switch rest {
        case "README.md": part = .prompt
        case _ where rest.hasPrefix("starter/"): part = .starter
        case _ where rest.hasPrefix("tests/public/"): part = .publicTests
        case _ where rest.hasPrefix("tests/hidden/"): part = .hiddenTests
        case _ where rest.hasPrefix("subject/"): part = .subject
        case _ where rest.hasPrefix("solutions/reference/"): part = .referenceSolution
        case _ where rest.hasPrefix("solutions/mistakes/"): part = .plantedMistakes
        case _ where rest.hasPrefix("solutions/"): part = .wrongSolutions
        default: part = .other
        }
        return (components[1], part)
    }

    /// Whether the grader's copy in an autograder bundle has this part.
    package var isForGrader: Bool { self != .wrongSolutions }

    /// Whether learners may have this part.
    package var isForLearners: Bool {
        switch self {
        case .prompt, .starter, .publicTests, .subject: true
        case .hiddenTests, .referenceSolution, .plantedMistakes, .wrongSolutions, .other: false
        }
    }
}
