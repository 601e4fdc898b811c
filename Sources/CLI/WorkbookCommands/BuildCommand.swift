import Diagnostics
import Foundation
import WorkbookCore

/// `workbook build`: verify the lessons, then render the static site.
enum BuildCommand: WorkbookCommand {
    static let name = "build"
    static let summary = "verify every lesson, then render the static site into site/"
    static let overview = """
        Verify every lesson (as 'workbook check' does), then render the chapters
        into a static site.
        """
    static let discussion = """
        The site has one page per chapter, an index, search, a print view of the whole
        course and a 404 page, with highlighted Swift and diagrams drawn as SVG. It needs
        no JavaScript to read and opens from file://.

        The site is written to a temporary folder and swapped in at the end: if
        verification or rendering fails, the previous site is left untouched and the
        command exits 1. The same input always builds byte-identical files.

        Each lesson's box shows its check count and, when known, its mutation score
        ("91 % of 64 mutants caught", see 'workbook mutants'): with --mutants the build
        runs the mutants and shows fresh scores; without it, a lesson shows the score of
        its last mutation run only if its program text is unchanged since, and otherwise none.
        With --ios, a lesson whose app code type-checked against the iOS SDK says so there too
        ("type-checked against iOS 17.0 SDK"). --skip-verify cannot go with --mutants or --ios.
        Diagram layouts are kept in the scratch folder; --no-cache also lays out every
        diagram afresh.
        """
    static let signature = CommandSignature(options: [
        .option("output", valueName: "DIR", help: "where the site goes (default: ROOT/site)"),
        .flag("skip-verify", help: "render from the chapters alone: nothing is generated, built",
            "or run, and pages say their lessons were not verified"),
        .flag("mutants", help: "also run every lesson's mutants and show the scores"),
    ] + SharedOptions.verification)

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        try run(arguments, output: output) { _ in }
    }

    /// The command with a last say over its options (`WorkbookTool.build`).
    static func run(_ arguments: Arguments, output: Output, adjusting adjust: (inout BuildOptions) -> Void) throws -> Int32 {
        let skipVerify = arguments.flag("skip-verify")
        let runsMutants = arguments.flag("mutants")
        if skipVerify && runsMutants { throw UsageError("--mutants needs verified lessons; it cannot go with --skip-verify") }
        let check = SharedOptions.check(arguments)
        if skipVerify && check.typeChecksIOS { throw UsageError("--ios is part of verification; it cannot go with --skip-verify") }
        let root = try SharedOptions.rootAlone(arguments)
        let destination = arguments.option("output").map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? root.appendingPathComponent("site")
        let workbook = try Workbook.load(root: root)
        output.printWarnings(of: workbook)
        if !skipVerify { output.printProgress("verifying lessons") }
        do {
            var options = BuildOptions(output: destination, verification: skipVerify ? nil : check, runsMutants: runsMutants)
            options.layoutCacheFolder = check.scratchPath?.appendingPathComponent("diagram-layouts")
            options.cachesLayouts = check.usesCache
            adjust(&options)
            let summary = try workbook.build(options) { event in
                if let line = VerificationText.line(for: event, formatter: output.formatter, paint: output.progressPaint) { output.printProgress(line) }
            }
            let verified = summary.verification.map { "verified \($0.verdicts.count) lessons · " }
                ?? "lessons not verified (--skip-verify) · "
            output.printResult("Built the site: " + verified + "\(summary.pages) pages, \(summary.bytes / 1024) KB · "
                + String(format: "%.1f s", summary.seconds)
                + "\nOpen \(destination.appendingPathComponent("index.html").path) in a browser.")
            return 0
        } catch let failure as VerificationFailed {
            output.printProgress(output.formatter.format(ToolError(
                "lesson verification failed (\(VerificationText.summary(failure.report))); "
                    + "the site was not built and the previous one is untouched",
                hint: "fix the errors above, or run 'swift run workbook check' to iterate on lessons alone")))
            return 1
        }
    }
}

extension WorkbookTool {
    /// `workbook build ARGS…` with a last say over the options it parsed: how a test-only
    /// program (`workbook-swap-probe`) injects the swap's hooks into the real command.
    package static func build(_ arguments: [String], output: Output, adjusting adjust: (inout BuildOptions) -> Void) -> Int32 {
        run(BuildCommand.self, arguments, output: output) { try BuildCommand.run($0, output: output, adjusting: adjust) }
    }
}
