import Diagnostics
import Foundation
import WorkbookCore

/// The mutation half of `workbook exercises verify`: how many of the reference solution's
/// mutants the hidden tests catch, and where each one that got through is, as a warning an
/// editor can jump to. Kept apart from the rest of the command so each file says one thing.
extension ExercisesCommand {
    /// Lines for one exercise's mutation run; a run that could not finish is an error line
    /// (with its hint), never a silent pass.
    static func mutantLines(_ mutants: ExerciseSoundness.Mutants, root: URL, formatter: DiagnosticFormatter) -> [String] {
        switch mutants {
        case .notRun:
            return ["  mutants    not run: the reference solution must score full marks first"]
        case .failed(let problems):
            return problems.map { formatter.format($0) }.joined(separator: "\n").split(separator: "\n").map { "  " + $0 }
        case .ran(let result):
            let explained = (try? Results.SurvivorExplanations.load(root: root)) ?? Results.SurvivorExplanations()
            return lines(result, explained: explained, formatter: formatter)
        }
    }

    /// `  mutants    27 of 30 compiled mutants caught by the hidden tests (90 %); 2 discarded`,
    /// each survivor MUTANTS-EXERCISES.md does not explain at its solution line, and an error
    /// when the score is under the bar.
    static func lines(
        _ result: Results.MutationResult, explained: Results.SurvivorExplanations = Results.SurvivorExplanations(), formatter: DiagnosticFormatter
    ) -> [String] {
        let score = result.score
        let discarded = score.generated - score.compiled
        var lines = ["  mutants    \(score.killed) of \(score.compiled) compiled mutants caught by the hidden tests "
            + "(\(score.percent) %)" + (discarded > 0 ? "; \(discarded) discarded" : "")
            + " [\(Int(result.seconds.rounded())) s]"]
        let listed = result.survivors.filter { explained.explanation(of: $0) != nil }
        if !listed.isEmpty {
            lines.append("  \(listed.count) survivor\(listed.count == 1 ? "" : "s") explained in \(Results.SurvivorExplanations.exercisesFileName)")
        }
        for mutant in result.survivors where explained.explanation(of: mutant) == nil {
            lines.append("  " + formatter.format(MutationText.warning(for: mutant)))
        }
        if !result.meetsBar {
            lines.append("  " + formatter.format(ToolError(
                "the hidden tests of \(result.name) catch \(score.percent) % of the reference's mutants; the bar is \(result.bar) %",
                hint: "add hidden tests that fail with a survivor above switched on (WORKBOOK_MUTANT=ID), "
                    + "or skip this check with --no-mutants")).replacingOccurrences(of: "\n", with: "\n  "))
        }
        return lines
    }
}
