import WorkbookCore

/// `workbook check`: generate lesson sources, then build and run lessons and verify
/// compile_fail listings.
enum CheckCommand: WorkbookCommand {
    static let name = "check"
    static let summary = "build and run every lesson (or those named) and verify compile_fail listings"
    static let overview = """
        Prove every lesson: regenerate its source from the chapters, build it, run
        it contained, and check that every compile_fail listing fails to compile.
        """
    static let discussion = """
        Lessons that need building are built in one SwiftPM run and then run in parallel,
        each in its own private folder, with a time limit, capped output and (when Debian's
        bubblewrap is installed) a sandbox: read-only system, private /tmp, no network.
        A lesson's result travels on a channel its code does not know, so nothing it
        prints can fake a pass; a lesson that crashes, hangs or exits non-zero fails.
        Each failed check is reported at its chapter line. Then every Mermaid diagram of
        the checked chapters is parsed, and each ```mermaid trace=NAME``` diagram is
        compared with the trace NAME its chapter's lesson recorded (SequenceTrace or
        StateTrace in LessonKit): the first place where they part is reported at the
        diagram's line, with both sides. A lesson whose inputs (its
        listings, the manifest, the runtime libraries, the compiler, this tool) are
        unchanged since it last passed is not built or run again. With --ios, the app code
        is then type-checked against an iOS SDK too (see below): on a Mac with Xcode,
        'check --ios' proves the listings compile on iOS as well as run here; the site
        built with 'build --ios' says so in each lesson's box. Exit status 1 on any
        failure.
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(usage: "[LESSON …]", name: "LESSON", help: "only these lessons (see 'workbook lessons')")],
        options: SharedOptions.verification)

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        var check = SharedOptions.check(arguments)
        check.lessons = arguments.positionals()
        let workbook = try Workbook.load(root: SharedOptions.root(arguments))
        output.printWarnings(of: workbook)
        let report = try workbook.check(check) { event in
            if let line = VerificationText.line(for: event, formatter: output.formatter, paint: output.progressPaint) { output.printProgress(line) }
        }
        for problem in report.diagramProblems + (report.iosTypeCheck?.report?.problems ?? []) {
            output.printProgress(output.formatter.format(problem))
        }
        output.printResult(VerificationText.summary(report))
        return report.passed ? 0 : 1
    }
}
