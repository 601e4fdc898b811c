import Diagnostics
import ExerciseModel
import Foundation
import Grading
import WorkbookCore

/// `workbook grade`: grade a submission of one exercise against its public and hidden tests.
enum GradeCommand: WorkbookCommand {
    static let name = "grade"
    static let summary = "grade a submission of an exercise against its public and hidden tests"
    static let help = """
        OVERVIEW: Grade a submission of one exercise: build it against the grader's own copy of
        the exercise's public and hidden tests, run every test in its own contained process, and
        report each test's result and points.

        USAGE: swift run workbook grade EXERCISE [--submission PATH] [--format text|gradescope|exercism|junit]
                                       [--require-full-marks] [--timeout SECONDS] [--root DIR]

        The submission is the .swift files at the top of one folder, by default the exercise's
        starter/ folder (your working copy). It is built in DIR/.build/grading/EXERCISE, which
        is kept so the next grade only recompiles your files. Each test runs alone, with a time
        limit, capped output and (when bubblewrap is installed) a sandbox that shows it nothing
        but its own program and the system's libraries; a crash or a timeout fails only that
        test. A test only records what it checks: it passes when its records equal those of the
        same test run against the exercise's reference solution (in the learner edition, which
        has none, when every public check held). Hidden tests are shown by name, result and
        points only, and the report always says how many there are and whether they ran.
        Compiler errors are shown at your file and line. Exit status 0 once grading is done,
        whatever the score; 1 on an error.

        ARGUMENTS:
          EXERCISE              the exercise's folder name under exercises/, e.g. 01-counter

        OPTIONS:
          --submission PATH     the folder of .swift files, or the one .swift file, to grade
                                (default: exercises/EXERCISE/starter)
          --format FORMAT       text (default), gradescope (results.json), exercism (results.json,
                                version 3) or junit (XML)
          --require-full-marks  exit status 1 unless the submission earns every point
          --timeout SECONDS     how long one test may run before it is stopped (default 10)
        \(BookRoot.help)
          -h, --help            show this help
        """

    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 {
        let submissionPath = try arguments.option("submission")
        let formatName = try arguments.option("format") ?? GradeFormat.text.rawValue
        guard let format = GradeFormat(rawValue: formatName) else {
            throw UsageError("--format must be one of \(GradeFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(formatName)'")
        }
        let requiresFullMarks = arguments.flag("require-full-marks")
        let timeout = try arguments.seconds("timeout") ?? 10
        let root = try BookRoot.take(from: &arguments)
        let positionals = try arguments.positionals()
        guard positionals.count == 1 else {
            throw UsageError(positionals.isEmpty ? "name the exercise to grade" : "unexpected argument '\(positionals[1])'")
        }
        let exercise = try Workbook.exercise(positionals[0], root: root)
        let submission = try submissionPath.map(Self.submission(at:))
        output.printProgress("grading \(exercise.id)…")
        let report = try Grader(root: root, timeout: timeout).grade(exercise, submission: submission)
        output.printResult(format.render(report, exercise: exercise).trimmingCharacters(in: .newlines))
        // Progress is a convenience: a read-only copy (an autograder's) still gets its grade.
        if submission == nil { try? Progress.record(report, root: root) }
        return requiresFullMarks && !report.hasFullMarks ? 1 : 0
    }

    /// A folder of `.swift` files, or one `.swift` file on its own.
    static func submission(at path: String) throws -> Submission {
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
