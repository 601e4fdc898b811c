import Foundation
import Testing
import WorkbookCore
import WorkbookTestSupport
@testable import WorkbookCommands

/// The exercise loop: `exercises`, `next` and `hint` read the state `grade` leaves in the
/// progress file. The state is written through `Progress` here, never by a real grading build.
@Suite struct ProgressCommandsTests {
    let id = ExerciseFixture.id

    @Test func aFreshExerciseIsNotStartedAndNext() throws {
        let fixture = ExerciseFixture()
        let root = try fixture.write()
        defer { fixture.remove() }
        let list = workbook(["exercises", "--root", root.path])
        #expect(list.status == 0)
        #expect(list.output.contains("STATE"))
        #expect(list.output.contains("not started"))
        let next = workbook(["next", "--root", root.path])
        #expect(next.status == 0)
        #expect(next.output.contains("Next: \(id)"))
        #expect(next.output.contains("exercises/\(id)/README.md"))
        #expect(next.output.contains("exercises/\(id)/starter/"))
        #expect(next.output.contains("swift run workbook grade \(id)"))
    }

    @Test func gradesMoveTheStateOnUntilAllAreDone() throws {
        let fixture = ExerciseFixture()
        let root = try fixture.write()
        defer { fixture.remove() }
        try WorkbookCore.Progress.update(root: root) { $0[id].recordGrade(publicTestsPassing: false, score: 0, maxScore: 3) }
        #expect(workbook(["exercises", "--root", root.path]).output.contains("public tests failing, last grade 0/3"))
        #expect(workbook(["next", "--root", root.path]).output.contains("Next: \(id)"))

        try WorkbookCore.Progress.update(root: root) { $0[id].recordGrade(publicTestsPassing: true, score: 1, maxScore: 3) }
        #expect(workbook(["exercises", "--root", root.path]).output.contains("public tests passing, last grade 1/3"))
        #expect(workbook(["next", "--root", root.path]).output.contains("Next: \(id)"))

        try WorkbookCore.Progress.update(root: root) { $0[id].recordGrade(publicTestsPassing: true, score: 3, maxScore: 3) }
        #expect(workbook(["exercises", "--root", root.path]).output.contains("last grade 3/3"))
        let done = workbook(["next", "--root", root.path])
        #expect(done.output.contains("All 1 exercises are done"))
    }

    @Test func hintsComeOneAtATimeAndReset() throws {
        let fixture = ExerciseFixture()
        let root = try fixture.write()
        defer { fixture.remove() }
        let first = workbook(["hint", id, "--root", root.path])
        #expect(first.status == 0)
        #expect(first.output.contains("Hint 1 of 2"))
        #expect(first.output.contains("Start at zero."))
        #expect(!first.output.contains("Add one per tap."))
        #expect(WorkbookCore.Progress.load(root: root)[id].hintsShown == 1)
        let second = workbook(["hint", id, "--root", root.path])
        #expect(second.output.contains("Hint 2 of 2"))
        #expect(second.output.contains("Add one per tap."))
        #expect(workbook(["hint", id, "--root", root.path]).output.contains("No hints left"))
        let again = workbook(["hint", id, "--reset", "--root", root.path])
        #expect(again.output.contains("Hint 1 of 2"))
    }

    @Test func aDeletedOrBrokenStateFileStartsOver() throws {
        let fixture = ExerciseFixture()
        let root = try fixture.write()
        defer { fixture.remove() }
        try WorkbookCore.Progress.update(root: root) { $0[id].recordGrade(publicTestsPassing: true, score: 3, maxScore: 3) }
        try Data("{not json".utf8).write(to: WorkbookCore.Progress.url(root: root))
        #expect(workbook(["exercises", "--root", root.path]).output.contains("not started"))
        try FileManager.default.removeItem(at: WorkbookCore.Progress.url(root: root))
        #expect(workbook(["next", "--root", root.path]).output.contains("Next: \(id)"))
    }

    /// `hint` (like `grade` and `watch`) loads its exercise alone; listing the exercises loads them all.
    @Test func aMalformedExerciseBlocksOnlyItself() throws {
        var fixture = ExerciseFixture()
        for (path, text) in fixture.files where path.hasPrefix("exercises/\(id)/") {
            fixture.files[path.replacingOccurrences(of: id, with: "02-broken")] = text
        }
        fixture.files["exercises/02-broken/tests/public/Basics.swift"] = "func startsAtZero() {}\n"
        let root = try fixture.write()
        defer { fixture.remove() }
        let good = workbook(["hint", id, "--root", root.path])
        #expect(good.status == 0, "\(good.output)")
        #expect(good.output.contains("Hint 1 of 2"))
        let located = "exercises/02-broken/tests/public/Basics.swift:1:1: error: test 'startsAtZero' has no points"
        let broken = workbook(["hint", "02-broken", "--root", root.path])
        #expect(broken.status == 1)
        #expect(broken.output.contains(located), "\(broken.output)")
        let listing = workbook(["exercises", "--root", root.path])
        #expect(listing.status == 1)
        #expect(listing.output.contains(located), "\(listing.output)")
    }

    @Test func hintNeedsAKnownExercise() throws {
        let fixture = ExerciseFixture()
        let root = try fixture.write()
        defer { fixture.remove() }
        #expect(workbook(["hint", "--root", root.path]).output.contains("name the exercise"))
        #expect(workbook(["hint", "99-nope", "--root", root.path]).output.contains("no exercise named '99-nope'"))
    }

    /// The course was put in chapter order once: progress kept under an exercise's old number
    /// follows the exercise, and never overwrites progress its new number already has.
    @Test func progressUnderAnOldNumberFollowsTheExercise() {
        var old = WorkbookCore.Progress()
        old["01-uikit-navigation-adapter"].recordGrade(publicTestsPassing: true, score: 30, maxScore: 30)
        old["03-child-lifecycle"].hintsShown = 2
        old["02-child-lifecycle"].hintsShown = 1
        old["07-gone-for-good"].hintsShown = 3
        let new = old.renumbered(to: ["02-child-lifecycle", "03-uikit-navigation-adapter", "04-one-picker-two-flows"])
        #expect(new["03-uikit-navigation-adapter"].isFinished)
        #expect(new.exercises["01-uikit-navigation-adapter"] == nil)
        #expect(new["02-child-lifecycle"].hintsShown == 1)
        #expect(new["03-child-lifecycle"].hintsShown == 2, "a new number that has progress of its own keeps it")
        #expect(new["07-gone-for-good"].hintsShown == 3, "progress of an exercise that has gone is kept, not guessed at")
    }
}
