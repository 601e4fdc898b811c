import ExerciseModel
import Foundation

/// The exercise flows' way in: one exercise loaded alone, for grading, `hint` and `watch`,
/// so a malformed exercise elsewhere in the course blocks none of them (`load(root:)`, as
/// `build` and `exercises verify` use it, still loads and checks every one).
extension Workbook {
    /// The exercise with this id, its folder alone read; a ToolError names the ids there are.
    package static func exercise(_ id: String, root: URL) throws -> Exercise {
        try ExerciseCatalog.exercise(id, root: root)
    }

    /// The exercises' ids in course order, none of them read.
    package static func exerciseIDs(root: URL) -> [String] {
        ExerciseCatalog.ids(root: root)
    }
}
