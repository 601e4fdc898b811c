import Foundation
import Grading
import Verification

/// What `workbook watch` re-runs on every save: one lesson's check, or one exercise's grade.
/// It says which files to watch and runs once; the command line words the outcome.
package enum WatchTarget: Sendable {
    /// A lesson by name; "" for every lesson.
    case lesson(String, CheckOptions)
    case exercise(String)

    /// A name that is neither a lesson nor an exercise, with the names there are.
    package struct UnknownName: Error {
        package var name: String
        package var lessons: [String]
        package var exercises: [String]
    }

    /// One run's typed outcome.
    package enum Outcome {
        case checked(VerificationReport)
        case graded(GradeReport)
    }

    /// An exercise when one has this id, otherwise a lesson (checked when the book loads).
    package static func resolve(_ name: String, root: URL, check: CheckOptions) throws -> WatchTarget {
        let exercises = Workbook.exerciseIDs(root: root)
        if exercises.contains(name) { return .exercise(name) }
        if let plan = try? Workbook.load(root: root).plan, !plan.lessons.contains(where: { $0.name == name }) {
            throw UnknownName(name: name, lessons: plan.lessons.map(\.name), exercises: exercises)
        }
        return .lesson(name, check)
    }

    /// The first unfinished exercise, or every lesson when there are no exercises.
    package static func next(root: URL, check: CheckOptions) -> WatchTarget {
        guard let next = ExerciseCourse.nextID(root: root) else { return .lesson("", check) }
        return .exercise(next)
    }

    package var title: String {
        switch self {
        case .lesson(let name, _): name.isEmpty ? "every lesson" : "lesson \(name)"
        case .exercise(let id): "exercise \(id)"
        }
    }

    /// A lesson's chapters (all of `chapters/` while the book does not load); an exercise's
    /// starter folder and public tests.
    package func watchedPaths(root: URL) -> [URL] {
        switch self {
        case .lesson(let name, _):
            guard !name.isEmpty, let lesson = try? Workbook.load(root: root).plan.lessons.first(where: { $0.name == name }) else {
                return [root.appendingPathComponent("chapters")]
            }
            return lesson.chapters.map { root.appendingPathComponent($0) }
        case .exercise(let id):
            let folder = ExerciseCourse.folder(of: id, root: root)
            return [folder.appendingPathComponent("starter"), folder.appendingPathComponent("tests/public")]
        }
    }

    /// Checks the lesson or grades the exercise once.
    package func run(root: URL) throws -> Outcome {
        switch self {
        case .lesson(let name, var check):
            check.lessons = name.isEmpty ? [] : [name]
            return .checked(try Workbook.load(root: root).check(check))
        case .exercise(let id):
            return .graded(try ExerciseGrading(root: root).grade(id).report)
        }
    }
}
