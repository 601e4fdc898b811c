import Diagnostics
import ExerciseModel
import Foundation
import Grading
import Testing
import WorkbookTestSupport
@testable import WorkbookCore

/// `ExerciseGrading`, the flow behind `workbook grade`: a typed report for a fixture exercise,
/// progress recorded for the starter, and located mistakes for a bad exercise or submission.
@Suite struct ExerciseGradingTests {
    @Test func anUnknownExerciseOrSubmissionIsAnErrorBeforeAnyBuild() throws {
        let root = try ExerciseFixture().write()
        defer { try? FileManager.default.removeItem(at: root) }
        var started = false
        #expect(throws: (any Error).self) { try ExerciseGrading(root: root).grade("99-nope") { _ in started = true } }
        let missing = #expect(throws: ToolError.self) {
            try ExerciseGrading(root: root).grade(ExerciseFixture.id, submissionPath: "/no/such/folder") { _ in started = true }
        }
        #expect(missing?.message == "no submission at /no/such/folder")
        #expect(!started)
    }

    @Test func aSubmissionIsAFolderOrOneSwiftFile() throws {
        let root = try ExerciseFixture().write()
        defer { try? FileManager.default.removeItem(at: root) }
        let starter = root.appendingPathComponent("exercises/\(ExerciseFixture.id)/starter")
        #expect(try ExerciseGrading.submission(at: starter.path).files.keys.sorted() == ["Solution.swift"])
        let file = try ExerciseGrading.submission(at: starter.appendingPathComponent("Solution.swift").path)
        #expect(file.files.keys.sorted() == ["Solution.swift"])
        let readme = root.appendingPathComponent("exercises/\(ExerciseFixture.id)/README.md").path
        #expect(throws: ToolError.self) { try ExerciseGrading.submission(at: readme) }
    }

    @Test(.tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
    func gradingTheStarterReturnsItsReportAndRecordsProgress() throws {
        let root = try ExerciseFixture().write()
        defer { try? FileManager.default.removeItem(at: root) }
        var starting: String?
        let outcome = try ExerciseGrading(root: root).grade(ExerciseFixture.id) { starting = $0.id }
        #expect(starting == ExerciseFixture.id)
        #expect(outcome.exercise.id == ExerciseFixture.id)
        #expect(outcome.report.exerciseID == ExerciseFixture.id)
        #expect(outcome.report.compiled)
        #expect(!outcome.report.hasFullMarks)
        #expect(Progress.load(root: root)[ExerciseFixture.id].stateText != ExerciseProgress().stateText)
        let reference = root.appendingPathComponent("exercises/\(ExerciseFixture.id)/solutions/reference").path
        let full = try ExerciseGrading(root: root).grade(ExerciseFixture.id, submissionPath: reference)
        #expect(full.report.hasFullMarks)
    }
}
