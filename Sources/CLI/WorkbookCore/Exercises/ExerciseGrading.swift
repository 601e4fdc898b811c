import Diagnostics
import ExerciseModel
import Foundation
import Grading

/// `workbook grade` as a flow: find the exercise, read the submission, grade it and remember
/// the result. It reads only `exercises/`, never the chapters, so a learner's grade does not
/// depend on the book loading.
package struct ExerciseGrading: Sendable {
    package var root: URL
    /// How long one test may run, in seconds.
    package var timeout: Double
    /// Where grading packages are built (nil: ROOT/.build/grading).
    package var scratch: URL?
    /// The SwiftPM build folder (nil: SCRATCH/.build), which graders may share.
    package var buildFolder: URL?
    /// Grade only the test of this name (a GitHub Classroom step grades one test for its points).
    package var onlyTest: String?

    package init(root: URL, timeout: Double = 10, scratch: URL? = nil, buildFolder: URL? = nil) {
        self.root = root
        self.timeout = timeout
        self.scratch = scratch
        self.buildFolder = buildFolder
    }

    /// What a grade produced: the exercise and its report.
    package struct Outcome: Sendable {
        package var exercise: Exercise
        package var report: GradeReport
    }

    /// Grades the submission at `submissionPath` (nil: the exercise's starter/, whose grade is
    /// then recorded in the progress file). `starting` is called once the exercise and the
    /// submission were read, before the minutes of building.
    package func grade(
        _ id: String, submissionPath: String? = nil, starting: (Exercise) -> Void = { _ in }
    ) throws -> Outcome {
        let exercise = try onlyTest.map { try Self.exercise(try ExerciseCatalog.exercise(id, root: root), onlyTest: $0) }
            ?? ExerciseCatalog.exercise(id, root: root)
        let submission = try submissionPath.map(Self.submission(at:))
        starting(exercise)
        let report = try Grader(root: root, scratch: scratch, buildFolder: buildFolder, timeout: timeout).grade(exercise, submission: submission)
        // Progress is a convenience: a read-only copy (an autograder's) still gets its grade.
        if submission == nil && onlyTest == nil { try? Progress.record(report, root: root) }
        return Outcome(exercise: exercise, report: report)
    }

    /// The exercise with `name` its only test; a ToolError naming the tests there are.
    static func exercise(_ exercise: Exercise, onlyTest name: String) throws -> Exercise {
        guard !exercise.writesTests else {
            throw ToolError("\(exercise.id) is graded as a whole: you write its tests", hint: "grade it without --test")
        }
        guard exercise.tests.contains(where: { $0.name == name }) else {
            throw ToolError(
                "\(exercise.id) has no test named '\(name)'",
                hint: "its tests are: " + exercise.tests.filter { $0.visibility != .hidden }.map(\.name).joined(separator: ", "))
        }
        var only = exercise
        only.publicTests = exercise.publicTests.filter { $0.name == name }
        only.hiddenTests = exercise.hiddenTests.filter { $0.name == name }
        return only
    }

    /// A folder of `.swift` files, or one `.swift` file on its own.
    package static func submission(at path: String) throws -> Submission {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ToolError("no submission at \(path)", hint: "pass a folder of .swift files, or one .swift file, with --submission")
        }
        if isDirectory.boolValue { return try Submission.folder(url, shownAs: path) }
        guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw ToolError("\(path) is not a .swift file of UTF-8 text", hint: "a submission is Swift source: pass its .swift file or its folder")
        }
        return Submission(files: [url.lastPathComponent: text], shownAs: (path as NSString).deletingLastPathComponent.isEmpty
            ? "." : (path as NSString).deletingLastPathComponent)
    }
}
