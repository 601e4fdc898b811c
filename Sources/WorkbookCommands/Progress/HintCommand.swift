import ExerciseModel
import Foundation
import WorkbookCore

/// `workbook hint`: the prompt's hints one at a time, so a learner asks for no more help than
/// they need; which were shown is remembered in the progress file.
enum HintCommand: WorkbookCommand {
    static let name = "hint"
    static let summary = "show an exercise's next hint, one at a time"
    static let help = """
        OVERVIEW: Show the next hint of an exercise's prompt. Each run shows one more hint; the
        ones already shown are remembered in DIR/\(Progress.fileName).

        USAGE: swift run workbook hint EXERCISE [--reset] [--root DIR]

        ARGUMENTS:
          EXERCISE            the exercise's folder name under exercises/, e.g. 01-counter

        OPTIONS:
          --reset             forget the hints shown and show the first one again
        \(BookRoot.help)
          -h, --help          show this help
        """

    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 {
        let reset = arguments.flag("reset")
        let root = try BookRoot.take(from: &arguments)
        let positionals = try arguments.positionals()
        guard positionals.count == 1 else {
            throw UsageError(positionals.isEmpty ? "name the exercise" : "unexpected argument '\(positionals[1])'")
        }
        let exercise = try Workbook.exercise(positionals[0], root: root)
        let hints = exercise.prompt.hints
        var progress = Progress.load(root: root)
        if reset { progress[exercise.id].hintsShown = 0 }
        let shown = progress[exercise.id].hintsShown
        guard shown < hints.count else {
            output.printResult("No hints left for \(exercise.id): all \(hints.count) were shown. "
                + "Run 'swift run workbook hint \(exercise.id) --reset' to see them again.")
            return 0
        }
        progress[exercise.id].hintsShown = shown + 1
        try progress.save(root: root)
        output.printResult("Hint \(shown + 1) of \(hints.count) for \(exercise.id):\n  \(hints[shown])"
            + (shown + 1 == hints.count ? "\n(that was the last hint)" : ""))
        return 0
    }
}
