import Diagnostics
import WorkbookCore

/// `workbook generate`: write lesson sources from the chapters, or check they are current.
enum GenerateCommand: WorkbookCommand {
    static let name = "generate"
    static let summary = "write Lessons/*/main.swift and the lesson list from the chapters"
    static let overview = """
        Write each lesson's generated source and the manifest's lesson list from
        the chapters (or, with --check, prove they are current).
        """
    static let discussion = """
        The chapters are the single source of truth. This writes each lesson's
        Lessons/<name>/main.swift (with #sourceLocation back to the chapter) and the
        lesson list in Package.swift, touching only files whose text changes. Never edit
        the generated files by hand. 'workbook check' runs this first.
        """
    static let signature = CommandSignature(options: [
        .flag("check", help: "write nothing; exit 1 if any generated file is out of date"),
        SharedOptions.root,
    ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let checkOnly = arguments.flag("check")
        let workbook = try Workbook.load(root: try SharedOptions.rootAlone(arguments))
        output.printWarnings(of: workbook)
        if checkOnly {
            try workbook.generateSources(.requireCurrent)
            output.printResult("Generated lesson sources are up to date (\(workbook.plan.lessons.count) lessons).")
            return 0
        }
        let touched = try workbook.generateSources(.write)
        output.printResult(touched.isEmpty
            ? "Up to date: \(workbook.plan.lessons.count) lessons."
            : "Updated \(touched.joined(separator: ", ")).")
        return 0
    }
}
