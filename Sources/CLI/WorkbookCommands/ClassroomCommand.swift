import Foundation
import WorkbookCore

/// `workbook classroom`: a GitHub Classroom template repository for one exercise.
enum ClassroomCommand: WorkbookCommand {
    static let name = "classroom"
    static let summary = "write a GitHub Classroom template repository for one exercise"
    static let overview = """
        Write a GitHub Classroom template repository for one exercise: the learner edition with
        only that exercise (prompt, starter, public tests), a README that starts with the
        learner's two commands, and .github/workflows/classroom.yml, which runs each public test
        with its points through GitHub Classroom's autograding actions.
        """
    static let discussion = """
        The workflow runs in the official Swift container (swift:6.3) on GitHub's Ubuntu runners:
        it installs the system packages and builds the workbook once, then one
        classroom-resources/autograding-command-grader step per public test runs 'workbook grade
        EXERCISE --test NAME --require-full-marks' for that test's points, and
        autograding-grading-reporter sends the points to Classroom. Hidden tests and solutions are
        never written (the same leak scan as 'workbook release'); grade them after the deadline
        with 'workbook grade-all EXERCISE FOLDER' on the repositories 'gh classroom clone
        student-repos' collects. Push the folder to a repository, mark it as a template, and
        choose it as the assignment's starter code. DIR is replaced only when a previous
        'classroom' or 'release' wrote it.
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(usage: "EXERCISE", name: "EXERCISE", help: "the exercise's folder name under exercises/")],
        options: [
            .option("output", short: "o", valueName: "DIR", help: "where the template repository goes (required)"),
            SharedOptions.root,
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let positionals = arguments.positionals()
        guard let exercise = positionals.first else { throw UsageError("name the exercise, e.g. 'workbook classroom 01-auth-handover -o DIR'") }
        guard positionals.count == 1 else { throw UsageError("unexpected argument '\(positionals[1])'") }
        guard let path = arguments.option("output") else { throw UsageError("--output DIR is required") }
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        let summary = try Releases.classroom(root: SharedOptions.root(arguments), exercise: exercise, to: destination)
        let steps = summary.workflow.steps
        output.printResult("""
            Wrote the GitHub Classroom template of \(exercise) to \(destination.path): \(summary.edition.files) files, \
            \(steps.count) graded step\(steps.count == 1 ? "" : "s") worth \(steps.map(\.points).reduce(0, +)) points in .github/workflows/classroom.yml.
            Push it to a repository, mark it as a template and use it as the assignment's starter code; the hidden tests stay \
            here: grade the collected repositories with 'workbook grade-all \(exercise) FOLDER'.
            """)
        return 0
    }
}
