import Foundation
import Testing
import WorkbookTestSupport
@testable import WorkbookCore

/// The learner's way through the exercises: the next unfinished one, and hints one at a time
/// remembered in the progress file.
@Suite struct ExerciseCourseTests {
    @Test func theNextExerciseIsTheFirstWithoutFullMarks() throws {
        let root = try ExerciseFixture().write()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try ExerciseCourse.load(root: root).next?.id == ExerciseFixture.id)
        try Progress.update(root: root) { $0[ExerciseFixture.id].recordGrade(publicTestsPassing: true, score: 3, maxScore: 3) }
        let course = try ExerciseCourse.load(root: root)
        #expect(course.next == nil)
        #expect(course.progress[ExerciseFixture.id].isFinished)
    }

    @Test func hintsComeOneAtATimeUntilNoneAreLeft() throws {
        let root = try ExerciseFixture().write()
        defer { try? FileManager.default.removeItem(at: root) }
        let id = ExerciseFixture.id
        #expect(try ExerciseCourse.nextHint(of: id, reset: false, root: root) == .shown(id: id, number: 1, count: 2, text: "Start at zero."))
        #expect(try ExerciseCourse.nextHint(of: id, reset: false, root: root) == .shown(id: id, number: 2, count: 2, text: "Add one per tap."))
        #expect(try ExerciseCourse.nextHint(of: id, reset: false, root: root) == .noneLeft(id: id, count: 2))
        #expect(Progress.load(root: root)[id].hintsShown == 2)
        #expect(try ExerciseCourse.nextHint(of: id, reset: true, root: root) == .shown(id: id, number: 1, count: 2, text: "Start at zero."))
    }
}
