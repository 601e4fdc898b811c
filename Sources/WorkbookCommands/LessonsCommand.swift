import WorkbookCore

/// `workbook lessons`: what lessons the chapters define and how to run each.
enum LessonsCommand: WorkbookCommand {
    static let name = "lessons"
    static let summary = "list the lessons the chapters define, with the command that runs each"
    static let help = """
        OVERVIEW: List the lessons the chapters define and the command that runs each.

        USAGE: swift run workbook lessons [--root DIR]

        Lists every lesson: its name, the chapter(s) it comes from, how many listings it
        compiles (and how many must fail to compile), and the command that runs it.

        OPTIONS:
        \(BookRoot.help)
          -h, --help          show this help
        """

    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 {
        let workbook = try Workbook.load(root: try BookRoot.takeAlone(from: &arguments))
        output.printWarnings(of: workbook)
        let plan = workbook.plan
        guard !plan.lessons.isEmpty else {
            output.printResult("No lessons: no chapter has a ```swift listing yet.")
            return 0
        }
        let rows = plan.lessons.map { lesson in
            [
                lesson.name, lesson.chapters.joined(separator: ", "),
                "\(lesson.snippets.count)" + (lesson.compileFailSnippets.isEmpty ? "" : " + \(lesson.compileFailSnippets.count) compile_fail"),
                lesson.isRunnable ? lesson.runCommand : "(compile_fail listings only)",
            ]
        }
        output.printResult(TextTable(header: ["LESSON", "CHAPTER", "SNIPPETS", "RUN"], rows: rows).text)
        return 0
    }
}
