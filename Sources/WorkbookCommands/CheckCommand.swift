import Foundation
import LessonCompiler

/// `workbook check`: build and run lessons, verify compile_fail listings.
enum CheckCommand: WorkbookCommand {
    static let name = "check"
    static let summary = "build and run every lesson (or those named) and verify compile_fail listings"
    static let help = """
        USAGE: swift run workbook check [LESSON …] [--root DIR] [--scratch-path DIR]

        Regenerates lesson sources from the chapters, then for each lesson: builds it,
        runs it, and reports each failed check at its chapter line; then checks that every
        compile_fail listing fails to compile (with its expected message, if given).
        Prints progress per lesson with its time, and a summary. Exit status 1 on any
        failure. Unchanged lessons are not rebuilt.

        ARGUMENTS:
          LESSON              only these lessons (see 'workbook lessons')

        OPTIONS:
        \(BookRoot.help)
          --scratch-path DIR  SwiftPM build folder to use (default: DIR/.build); needed
                              when another build holds the default one, e.g. inside 'swift test'
          -h, --help          show this help
        """

    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 {
        let root = try BookRoot.take(from: &arguments)
        let scratch = try arguments.option("scratch-path").map { URL(fileURLWithPath: $0).standardizedFileURL }
        let names = try arguments.positionals()
        let checker = LessonChecker(root: root, scratchPath: scratch, progress: output.printProgress)
        let summary = try checker.check(only: names)
        output.printResult(summary.text)
        return summary.passed ? 0 : 1
    }
}
