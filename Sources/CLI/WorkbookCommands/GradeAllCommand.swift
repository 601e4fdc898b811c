import Foundation
import WorkbookCore

/// `workbook grade-all`: a whole class's hand-ins for one exercise, graded into a gradebook.
enum GradeAllCommand: WorkbookCommand {
    static let name = "grade-all"
    static let summary = "grade every learner's submission in a folder into a gradebook CSV"
    static let overview = """
        Grade every learner's submission of one exercise, each exactly as 'workbook grade'
        grades one, side by side up to the core count, into a gradebook (CSV) and one feedback
        file per learner.
        """
    static let discussion = """
        SUBMISSIONS is a folder with one subfolder (or one .swift file) per learner; Gradescope's
        "Export Submissions" folder (with submission_metadata.yml, whose student ids name the
        learners) and the folder GitHub Classroom's clone tool writes (ASSIGNMENT-submissions/
        holding ASSIGNMENT-USERNAME/) are recognised as they are. In a learner's folder the
        sources are taken from exercises/EXERCISE/starter/, else starter/, else the folder's own
        .swift files, else the one folder below it that holds .swift files.
        Written to --output: gradebook.csv (learner, name, submission, each test's points,
        total, max, status, note, seconds; hidden tests included, it is the instructor's) and
        feedback/LEARNER.* in --format (what the learner may see: hidden tests by name, result
        and points only). Grades are kept in OUTPUT/.grades/, keyed by the grader, the
        exercise's files, the time limit and the submission's content: run it again after new
        hand-ins arrive and only new or changed submissions are graded. A submission that cannot
        be graded (no Swift files, not UTF-8) is a "not graded" row with why, and stops
        nothing. Exit status 0 once every submission has a row, whatever the scores; 1 on an
        error (unknown exercise, unreadable folder).
        """
    static let signature = CommandSignature(
        positionals: [
            PositionalDeclaration(usage: "EXERCISE", name: "EXERCISE", help: "the exercise's folder name under exercises/"),
            PositionalDeclaration(usage: "SUBMISSIONS", name: "SUBMISSIONS", help: "the folder of the class's submissions"),
        ],
        options: [
            .option("output", short: "o", valueName: "DIR", help: "where the gradebook and feedback go (default: grades/EXERCISE)"),
            .option("format", valueName: "FORMAT", .choice(ExerciseGrading.formats),
                help: "the feedback files' format: text (default), gradescope, exercism or junit"),
            .option("jobs", short: "j", valueName: "N", .integer(1...64),
                help: "submissions graded at once (default: the core count)"),
            .option("timeout", valueName: "SECONDS", .seconds, help: "how long one test may run before it is stopped (default 10)"),
            SharedOptions.root,
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let positionals = arguments.positionals()
        guard positionals.count == 2 else {
            throw UsageError(positionals.count < 2
                ? "name the exercise and the folder of submissions" : "unexpected argument '\(positionals[2])'")
        }
        let exercise = positionals[0]
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = URL(fileURLWithPath: arguments.option("output") ?? "grades/\(exercise)", relativeTo: current)
        var grading = ClassGrading(root: SharedOptions.root(arguments), output: folder)
        grading.format = arguments.option("format") ?? "text"
        grading.timeout = arguments.seconds("timeout") ?? 10
        if let jobs = arguments.integer("jobs") { grading.lanes = jobs }
        let submissions = URL(fileURLWithPath: positionals[1], relativeTo: current)
        let summary = try grading.run(exercise, submissions: submissions) { event in
            output.printProgress(GradeAllText.progress(event))
        }
        output.printResult(GradeAllText.summary(summary))
        return 0
    }
}
