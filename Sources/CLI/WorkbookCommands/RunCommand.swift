import WorkbookCore

/// `workbook run LESSON`: what a reader types after editing a chapter. It goes through the
/// verifier (regenerate, build, run contained, report on the private channel) rather than
/// launching the binary itself, so what it shows is always the current chapter's result.
enum RunCommand: WorkbookCommand {
    static let name = "run"
    static let summary = "regenerate, build and run one lesson, listing each of its checks"
    static let overview = """
        Run one lesson from the current chapters: regenerate its source, build it,
        run it and list each check with ✓ or ✗ at its chapter line, grouped by section.
        """
    static let discussion = """
        Use this after editing a chapter: a lesson binary started by hand ('swift run
        LESSON') refuses to run when its chapter changed since it was generated, because
        it would prove the old text. This runs the lesson the way 'workbook check' does
        (contained, with a time limit, never from the cache) and shows its checks, compiler
        errors and crashes at their chapter lines. Exit status 1 when the lesson fails.
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(usage: "LESSON", name: "LESSON", help: "the lesson to run (see 'workbook lessons')")],
        options: [SharedOptions.timeout, SharedOptions.root, SharedOptions.scratchPath])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let names = arguments.positionals()
        guard names.count == 1 else {
            throw UsageError(names.isEmpty ? "name the lesson to run" : "run takes one lesson, not \(names.count)")
        }
        let workbook = try Workbook.load(root: SharedOptions.root(arguments))
        output.printWarnings(of: workbook)
        let report = try workbook.runLesson(names[0], options: SharedOptions.check(arguments)) { event in
            if case .verification(.finished) = event { return }
            if let line = VerificationText.line(for: event, formatter: output.formatter, paint: output.progressPaint) { output.printProgress(line) }
        }
        guard let verdict = report.verdicts.first else { return 1 }
        for problem in verdict.problems { output.printProgress(output.formatter.format(problem)) }
        if let listing = Workbook.listing(of: verdict) { output.printResult(output.resultPaint.marks(listing)) }
        for problem in report.diagramProblems { output.printProgress(output.formatter.format(problem)) }
        output.printResult(VerificationText.outcome(verdict, paint: output.resultPaint))
        return report.passed ? 0 : 1
    }
}
