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

    /// A course exercise graded for real, in the nested-build folder: the starter (given as a
    /// path, so no progress is written into the repository) and the reference solution.
    @Test(.tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
    func gradingReturnsTheTypedReport() throws {
        let id = "01-auth-handover"
        let grading = ExerciseGrading(
            root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("core-grading"), buildFolder: sharedNestedBuild)
        let folder = repositoryRoot.appendingPathComponent("exercises/\(id)")
        var starting: String?
        let starter = try grading.grade(id, submissionPath: folder.appendingPathComponent("starter").path) { starting = $0.id }
        #expect(starting == id)
        #expect(starter.exercise.id == id)
        #expect(starter.report.exerciseID == id)
        #expect(!starter.report.hasFullMarks)
        let reference = try grading.grade(id, submissionPath: folder.appendingPathComponent("solutions/reference").path)
        #expect(reference.report.hasFullMarks)
        #expect(reference.report.tests.contains { $0.isHidden })
    }
}
