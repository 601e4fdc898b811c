import ExerciseModel
import Foundation

/// The learner's way through the exercises: the catalog in course order beside the progress
/// file, for `exercises`, `next`, `hint` and `watch`.
package struct ExerciseCourse: Sendable {
    package let root: URL
    /// In course order.
    package let exercises: [Exercise]
    package var progress: Progress

    /// Reads `exercises/` (every located error at once) and the progress file.
    package static func load(root: URL) throws -> ExerciseCourse {
        ExerciseCourse(root: root, exercises: try ExerciseCatalog.load(root: root), progress: Progress.load(root: root))
    }

    /// The first exercise, in course order, whose last grade did not earn every point.
    package var next: Exercise? {
        exercises.first { !progress[$0.id].isFinished }
    }

    /// The id of the first exercise whose last grade did not earn every point (the first
    /// exercise when all did; nil when there are none), read from folder names and the
    /// progress file alone: `watch` then loads only that exercise.
    package static func nextID(root: URL) -> String? {
        let ids = ExerciseCatalog.ids(root: root)
        let progress = Progress.load(root: root)
        return ids.first { !progress[$0].isFinished } ?? ids.first
    }

    /// The folder of exercise `id`, which need not exist.
    package static func folder(of id: String, root: URL) -> URL {
        root.appendingPathComponent(ExerciseCatalog.folderName).appendingPathComponent(id)
    }

    /// What asking for a hint of the exercise `id` came to.
    package enum Hint: Equatable, Sendable {
        /// Hint `number` (from 1) of `count`.
        case shown(id: String, number: Int, count: Int, text: String)
        /// Every one of the `count` hints was shown already.
        case noneLeft(id: String, count: Int)
    }

    /// The next hint of exercise `id` (after forgetting those shown, with `reset`), remembered
    /// in the progress file; nothing is written when none is left.
    package static func nextHint(of id: String, reset: Bool, root: URL) throws -> Hint {
        let exercise = try ExerciseCatalog.exercise(id, root: root)
        let hints = exercise.prompt.hints
        var progress = Progress.load(root: root)
        if reset { progress[exercise.id].hintsShown = 0 }
        let shown = progress[exercise.id].hintsShown
        guard shown < hints.count else { return .noneLeft(id: exercise.id, count: hints.count) }
        progress[exercise.id].hintsShown = shown + 1
        try progress.save(root: root)
        return .shown(id: exercise.id, number: shown + 1, count: hints.count, text: hints[shown])
    }
}
