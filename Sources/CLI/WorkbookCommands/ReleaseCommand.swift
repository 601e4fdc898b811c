import Diagnostics
import Foundation
import WorkbookCore

/// `workbook release`: write the learner edition — the workbook without hidden tests and
/// solutions — after proving nothing of either is in it.
enum ReleaseCommand: WorkbookCommand {
    static let name = "release"
    static let summary = "write the learner edition: no hidden tests, no solutions"
    static let overview = """
        Write the learner edition of the workbook: a complete, buildable package with
        every chapter, lesson and tool, and of each exercise only its prompt (README.md),
        starter/ and tests/public/.
        """
    static let discussion = """
        Files are taken from 'git ls-files' in a git checkout (so .build/ and site/ never
        leak; an untracked file is not released: git add it first), else from the tree
        without .build/, site/ and .git/. Test files that hold instructor material stay
        behind. Before the edition is put in place, every file in it is scanned for the text
        of every hidden test file and solution file and the name of every hidden test; any
        hit is an error at its file and line, and nothing is written.

        The edition is written to a staging folder and renamed into place. DIR must be new,
        empty, or an edition written before: its root holds .workbook-learner-edition, which
        also tells 'workbook grade' that hidden tests are graded by the instructor.
        """
    static let signature = CommandSignature(options: [
        .option("output", valueName: "DIR", help: "where the learner edition goes (required)"),
        SharedOptions.root,
    ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let root = SharedOptions.root(arguments)
        guard let path = arguments.option("output") else { throw UsageError("--output DIR is required") }
        let extra = arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        let outcome = try Releases.learnerEdition(root: root, to: destination)
        if case .leaked(let leaks) = outcome {
            output.printProgress(output.formatter.format(leaks.map(Diagnostic.source)))
            output.printProgress(output.formatter.format(ToolError(
                "the learner edition would leak instructor material (\(leaks.count) place\(leaks.count == 1 ? "" : "s")); nothing was written",
                hint: "remove each leak above, then run 'swift run workbook release' again")))
            return 1
        }
        guard case .written(let summary) = outcome else { return 1 }
        let instructor = summary.withheld.filter { $0.reason == "instructor material" }.count
        var lines = [
            "Wrote the learner edition to \(destination.path): \(summary.files) files, \(summary.bytes / 1024) KB, "
                + "\(summary.exercises.count) exercise\(summary.exercises.count == 1 ? "" : "s"); "
                + "left out \(instructor) hidden test and solution file\(instructor == 1 ? "" : "s").",
        ]
        for (path, reason) in summary.withheld where reason != "instructor material" {
            lines.append("  also left out \(path): \(reason)")
        }
        let example = summary.exercises.first ?? "NN-slug"
        lines += [
            "A learner runs, inside the edition:",
            "  scripts/install-system-packages && swift run workbook build",
            "      to build and read the course (site/index.html)",
            "  swift run workbook grade \(example)",
            "      to test their exercises/\(example)/starter/ against the public tests",
        ]
        output.printResult(lines.joined(separator: "\n"))
        return 0
    }
}
