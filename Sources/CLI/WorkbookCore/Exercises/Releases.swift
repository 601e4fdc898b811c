import Diagnostics
import Editions
import ExerciseModel
import Foundation

/// What is made from the instructor's source for others: the learner edition (`workbook
/// release`) and a Gradescope autograder bundle (`workbook autograder`).
package enum Releases {
    /// What writing the learner edition came to.
    package enum EditionOutcome: Sendable {
        case written(LearnerEdition.Summary)
        /// Instructor material would have leaked, at these places; nothing was written.
        case leaked([SourceError])
    }

    /// Writes the learner edition of the workbook at `root` into `destination`, unless the
    /// leak scan finds hidden tests or solutions in it.
    package static func learnerEdition(root: URL, to destination: URL) throws -> EditionOutcome {
        do {
            return .written(try LearnerEdition(root: root).write(to: destination))
        } catch let failure as InstructorMaterialLeaked {
            return .leaked(failure.leaks)
        }
    }

    /// Writes the autograder zip of one exercise to `destination`.
    package static func autograder(root: URL, exercise: String, to destination: URL) throws -> AutograderBundle.Summary {
        try AutograderBundle(root: root, exercise: exercise).write(to: destination)
    }
}

extension Releases {
    /// Writes the GitHub Classroom template of one exercise to `destination`.
    package static func classroom(root: URL, exercise: String, to destination: URL) throws -> ClassroomTemplate.Summary {
        try ClassroomTemplate(root: root, exercise: try ExerciseCatalog.exercise(exercise, root: root)).write(to: destination)
    }
}
