import ExerciseModel
import Foundation
import Grading

/// The learner's own progress through the exercises: what the last grade found and how many
/// hints were shown. It lives in `ROOT/.workbook-progress.json`, ignored by git, so it never
/// travels with a submission; deleting it (or a file that no longer parses) only starts over.
package struct Progress: Codable, Equatable, Sendable {
    package static let fileName = ".workbook-progress.json"

    /// By exercise id.
    package var exercises: [String: ExerciseProgress] = [:]

    package init() {}

    /// The state file at `root`; empty when there is none or it cannot be read. Progress kept
    /// under an exercise's old number follows it to its new one (see `renumbered(to:)`).
    package static func load(root: URL) -> Progress {
        guard let data = try? Data(contentsOf: url(root: root)),
            let progress = try? JSONDecoder().decode(Progress.self, from: data)
        else { return Progress() }
        let folder = root.appendingPathComponent(ExerciseCatalog.folderName)
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return progress.renumbered(to: ids.filter { !$0.hasPrefix(".") })
    }

    /// When the course was put in chapter order, exercises kept their names and changed their
    /// numbers (`01-uikit-navigation-adapter` became `03-uikit-navigation-adapter`): progress
    /// stored under an id that no longer exists moves to the one exercise with the same name
    /// after the number, unless that exercise already has progress of its own.
    package func renumbered(to ids: [String]) -> Progress {
        let name = ExerciseCatalog.nameAfterNumber
        let current = Set(ids)
        var moved = self
        for (old, state) in exercises.sorted(by: { $0.key < $1.key }) where !current.contains(old) {
            let matches = ids.filter { name($0) == name(old) }
            guard matches.count == 1, let new = matches.first, moved.exercises[new] == nil else { continue }
            moved.exercises[new] = state
            moved.exercises[old] = nil
        }
        return moved
    }

    package func save(root: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: Self.url(root: root), options: .atomic)
    }

    package static func url(root: URL) -> URL { root.appendingPathComponent(fileName) }

    /// One exercise's progress, never nil: an exercise not seen yet is "not started".
    package subscript(id: String) -> ExerciseProgress {
        get { exercises[id] ?? ExerciseProgress() }
        set { exercises[id] = newValue }
    }

    /// Records what a grade found, keeping the hints shown; what `workbook grade` calls.
    package static func record(_ report: GradeReport, root: URL) throws {
        let publicTests = report.tests.filter { !$0.isHidden }
        try update(root: root) {
            $0[report.exerciseID].recordGrade(
                publicTestsPassing: report.compiled && publicTests.allSatisfy { $0.status == .passed },
                score: report.score, maxScore: report.maxScore)
        }
    }

    /// Load, change, save.
    package static func update(root: URL, _ change: (inout Progress) -> Void) throws {
        var progress = load(root: root)
        change(&progress)
        try progress.save(root: root)
    }
}

/// What the learner has done on one exercise.
package struct ExerciseProgress: Codable, Equatable, Sendable {
    /// nil until the exercise was graded once.
    package var publicTestsPassing: Bool?
    package var lastScore: Int?
    package var lastMaxScore: Int?
    /// How many of the prompt's hints `workbook hint` has shown, in order.
    package var hintsShown = 0

    package init() {}

    package mutating func recordGrade(publicTestsPassing: Bool, score: Int, maxScore: Int) {
        self.publicTestsPassing = publicTestsPassing
        lastScore = score
        lastMaxScore = maxScore
    }

    /// Done once a grade earned every point.
    package var isFinished: Bool {
        guard let lastScore, let lastMaxScore else { return false }
        return lastMaxScore > 0 && lastScore == lastMaxScore
    }

    /// The STATE column of `workbook exercises`.
    package var stateText: String {
        guard let publicTestsPassing else { return "not started" }
        var text = publicTestsPassing ? "public tests passing" : "public tests failing"
        if let lastScore, let lastMaxScore { text += ", last grade \(lastScore)/\(lastMaxScore)" }
        return text
    }
}
