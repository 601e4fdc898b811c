import Foundation
import WorkbookCore

/// `workbook hint`: the prompt's hints one at a time, so a learner asks for no more help than
/// they need; which were shown is remembered in the progress file.
enum HintCommand: WorkbookCommand {
    static let name = "hint"
    static let summary = "show an exercise's next hint, one at a time"
    static let overview = """
        Show the next hint of an exercise's prompt. Each run shows one more hint; the
        ones already shown are remembered in DIR/\(WorkbookCore.Progress.fileName).
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(
            usage: "EXERCISE", name: "EXERCISE", help: "the exercise's folder name under exercises/, e.g. 01-counter")],
        options: [.flag("reset", help: "forget the hints shown and show the first one again"), SharedOptions.root])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let reset = arguments.flag("reset")
        let root = SharedOptions.root(arguments)
        let positionals = arguments.positionals()
        guard positionals.count == 1 else {
            throw UsageError(positionals.isEmpty ? "name the exercise" : "unexpected argument '\(positionals[1])'")
        }
        switch try ExerciseCourse.nextHint(of: positionals[0], reset: reset, root: root) {
        case .noneLeft(let id, let count):
            output.printResult("No hints left for \(id): all \(count) were shown. "
                + "Run 'swift run workbook hint \(id) --reset' to see them again.")
        case .shown(let id, let number, let count, let text):
            output.printResult("Hint \(number) of \(count) for \(id):\n  \(text)"
                + (number == count ? "\n(that was the last hint)" : ""))
        }
        return 0
    }
}
