import Foundation
import WorkbookCore

/// `workbook next`: where to pick up — the first exercise, in course order, without full marks.
enum NextCommand: WorkbookCommand {
    static let name = "next"
    static let summary = "show the first unfinished exercise: its prompt, starter and grade command"
    static let overview = """
        Show the first exercise, in course order, whose last grade did not earn every
        point: where its prompt and starter files are and the command that tests it.
        """
    static let discussion = """
        Progress is kept in DIR/\(WorkbookCore.Progress.fileName) (ignored by git); 'workbook grade'
        writes it. Delete the file to start over.
        """
    static let signature = CommandSignature(options: [SharedOptions.root])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let root = try SharedOptions.rootAlone(arguments)
        let course = try ExerciseCourse.load(root: root)
        let exercises = course.exercises
        guard !exercises.isEmpty else {
            output.printResult("No exercises: this workbook has no exercises/ folder yet.")
            return 0
        }
        guard let exercise = course.next else {
            output.printResult("All \(exercises.count) exercises are done: every one earned full marks on its last grade.")
            return 0
        }
        let state = course.progress[exercise.id]
        output.printResult("""
            Next: \(exercise.id) — \(exercise.prompt.title) (\(state.stateText))
              prompt   exercises/\(exercise.id)/README.md
              starter  exercises/\(exercise.id)/starter/
              test it  swift run workbook grade \(exercise.id)
              stuck?   swift run workbook hint \(exercise.id)
            """)
        return 0
    }
}
