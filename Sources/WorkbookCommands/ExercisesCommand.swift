import ExerciseModel
import Foundation

/// `workbook exercises`: the graded exercises in course order.
enum ExercisesCommand: WorkbookCommand {
    static let name = "exercises"
    static let summary = "list the graded exercises, with their chapter, tests and points"
    static let help = """
        OVERVIEW: List the graded exercises in course order: each one's chapter, its public and
        hidden tests and their points, and the command that grades it.

        USAGE: swift run workbook exercises [--root DIR]

        Every exercise folder is checked on the way: a missing part, a test without points,
        two tests with one name or a hidden test named where learners would see it is an
        error at its file and line.

        OPTIONS:
        \(BookRoot.help)
          -h, --help          show this help
        """

    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 {
        let root = try BookRoot.take(from: &arguments)
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        let exercises = try ExerciseCatalog.load(root: root)
        guard !exercises.isEmpty else {
            output.printResult("No exercises: this workbook has no exercises/ folder yet.")
            return 0
        }
        let rows = exercises.map { exercise in
            [
                exercise.id, exercise.prompt.chapter,
                "\(exercise.publicTests.count) public + \(exercise.hiddenTests.count) hidden",
                "\(exercise.totalPoints)", "swift run workbook grade \(exercise.id)",
            ]
        }
        output.printResult(TextTable(header: ["EXERCISE", "CHAPTER", "TESTS", "POINTS", "GRADE"], rows: rows).text)
        return 0
    }
}
