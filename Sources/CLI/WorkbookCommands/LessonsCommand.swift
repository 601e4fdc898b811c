import WorkbookCore

/// `workbook lessons`: what lessons the chapters define and how to run each.
enum LessonsCommand: WorkbookCommand {
    static let name = "lessons"
    static let summary = "list the lessons the chapters define, with the command that runs each"
    static let overview = """
        List the lessons the chapters define and the command that runs each.
        """
    static let discussion = """
        Lists every lesson: its name, the chapter(s) it comes from, how many listings it
        compiles (and how many must fail to compile), and the command that runs it.
        """
    static let signature = CommandSignature(options: [SharedOptions.root])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let workbook = try Workbook.load(root: try SharedOptions.rootAlone(arguments))
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
