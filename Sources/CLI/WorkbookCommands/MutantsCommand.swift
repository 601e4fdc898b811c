import Diagnostics
import Foundation
import WorkbookCore

/// `workbook mutants`: whether the checks would notice a mistake. Plants mutants in each
/// lesson's listings and reports which ones every check let through.
enum MutantsCommand: WorkbookCommand {
    static let name = "mutants"
    static let summary = "plant mistakes in the code under test and report which ones the checks miss"
    static let overview = """
        Mutation testing. Plants small mistakes ("mutants") in each lesson's
        listings — a condition negated, == and != swapped, < and <=, && and ||, true and
        false, a clean-up call or `x = nil` deleted, [weak self] or a weak property made
        strong, a guard that always passes, an early return removed, an identity comparison
        replaced with true — and runs the lesson's checks against each one. A mutant the
        checks catch is killed; one they miss survived, and is reported at its chapter line
        with the mutated text, so an author sees exactly which claim is unchecked.
        """
    static let discussion = """
        Only code under test is mutated: the bodies of types and functions a listing
        declares, never its checks, its top-level scenario or a declaration marked
        `// Driver:`. All mutants of a lesson are compiled into one program, each behind a
        switch read at run time, so one build serves every mutant; a mutant that does not
        compile is discarded and counted. The lessons' mutants then run in parallel, each
        contained and bounded like 'workbook check' (a mutant that loops is killed by its
        time limit). Results are cached by the lesson's program text, and 'workbook build'
        shows the score of each lesson whose text is unchanged since its last run.

        A survivor that cannot or should not be caught (an equivalent mutant, a deliberate
        gap) is explained by a row of MUTANTS.md at the workbook's root (for an exercise's
        reference solution, of MUTANTS-EXERCISES.md, which stays out of the learner
        edition). Explained survivors still count against the score but are not warned
        about again, and a row that no longer matches a survivor is reported as stale.

        An exercise's mutants are planted in its reference solution and judged by its hidden
        tests alone (public tests do not count: a learner could fit them), as 'workbook
        exercises verify' does; exercises are never cached. With no names, every lesson and
        every exercise is run.

        Exit status 1 when a lesson's checks catch fewer than 80 % of its compiled mutants,
        an exercise's hidden tests fewer than 90 %, or a program cannot be judged (its
        schema fails with no mutant switched on).
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(usage: "[LESSON | EXERCISE …]", rows: [
            ("LESSON", ["only these lessons (see 'workbook lessons')"]),
            ("EXERCISE", ["only these exercises (see 'workbook exercises')"]),
        ])],
        options: [
            .option("format", valueName: "text|json", .choice(["text", "json"]),
                help: "text (default) or json (every mutant with its outcome, for tools)"),
            .option("timeout", valueName: "SECONDS", .seconds, help: "the lesson time limit mutants get a share of (default 120)"),
            .flag("no-cache", help: "run every lesson's mutants, even unchanged ones"),
            SharedOptions.root, SharedOptions.scratchPath,
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let format = arguments.option("format") ?? "text"
        let workbook = try Workbook.load(root: SharedOptions.root(arguments))
        let start = Date()
        let run = try workbook.mutants(named: arguments.positionals(), options: SharedOptions.check(arguments)) { event in
            if let line = MutationText.line(for: event, formatter: output.formatter) { output.printProgress(line) }
        }
        if format == "json" {
            output.printResult(try run.json())
        } else {
            var lines: [String] = []
            for report in run.reports {
                lines += report.problems.map(output.formatter.format)
                if let result = report.result {
                    lines += MutationText.survivors(result, explained: run.explained, formatter: output.formatter)
                }
            }
            lines += run.staleExplanations.map(output.formatter.format)
            if run.explainedSurvivors > 0 {
                lines.append("\(run.explainedSurvivors) survivor\(run.explainedSurvivors == 1 ? "" : "s") explained in "
                    + "\(Results.SurvivorExplanations.fileName) or \(Results.SurvivorExplanations.exercisesFileName)")
            }
            lines.append(MutationText.total(run.results, seconds: Date().timeIntervalSince(start)))
            output.printResult(lines.joined(separator: "\n"))
        }
        return run.passed ? 0 : 1
    }
}
