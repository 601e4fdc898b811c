import Diagnostics
import Foundation
import WorkbookCore

/// How mutation runs read in a terminal: progress as lessons finish, each survivor as a
/// warning at the line an author would change, and one summary line per program.
enum MutationText {
    static func line(for event: Results.MutationEvent, formatter: DiagnosticFormatter) -> String? {
        switch event {
        case .building(let lessons, let mutants):
            return "building the mutant schemata of \(lessons.count == 1 ? "lesson \(lessons[0])" : "\(lessons.count) lessons") "
                + "(\(mutants) mutants, one program per lesson)"
        case .built(let seconds, let builds):
            return String(format: "built in %.1f s", seconds)
                + (builds > 1 ? " (\(builds) builds: mutants that did not compile were discarded)" : "")
        case .running(let done, let total):
            return "ran \(done) of \(total) mutants"
        case .finished(let report, let index, let count):
            return "[\(index)/\(count)] " + summary(name: report.name, result: report.result, cached: report.cached)
        }
    }

    /// A line for `workbook mutants`' progress: a lesson's event, or an exercise's.
    static func line(for event: MutantsEvent, formatter: DiagnosticFormatter) -> String? {
        switch event {
        case .lesson(let event):
            line(for: event, formatter: formatter)
        case .exerciseStarted(let id, let index, let count):
            "[\(index)/\(count)] \(id): mutating the reference solution"
        case .exerciseRunning(let id, let done, let total):
            "mutants of \(id): \(done) of \(total) run"
        case .exerciseFinished(let id, let result):
            summary(name: id, result: result, cached: false)
        }
    }

    /// `classic-coordinator: 64 mutants · 60 compiled · 55 killed · 5 survived · 91 % caught`.
    static func summary(name: String, result: Results.MutationResult?, cached: Bool) -> String {
        guard let result else { return "\(name): not judged (see the errors below)" }
        let score = result.score
        var text = "\(name): \(score.generated) mutants · \(score.compiled) compiled · \(score.killed) killed · "
            + "\(score.survived) survived · \(score.percent) % caught"
        if !result.meetsBar { text += " (below the course's \(result.bar) %)" }
        if cached { text += " (unchanged since the last run)" }
        return text
    }

    /// Each surviving mutant MUTANTS.md does not explain, as a warning where it was planted.
    static func survivors(_ result: Results.MutationResult, explained: Results.SurvivorExplanations, formatter: DiagnosticFormatter) -> [String] {
        result.survivors.filter { explained.explanation(of: $0) == nil }.map { formatter.format(warning(for: $0)) }
    }

    /// `FILE:LINE:COLUMN: warning: mutant survived: …: `original` → `mutated``, for lessons and exercises alike.
    static func warning(for mutant: Results.Mutant) -> SourceError {
        SourceError(
            file: mutant.file, line: mutant.line, column: mutant.column,
            message: "mutant survived: \(mutant.mutationOperator.summary): `\(mutant.original)` → `\(mutant.mutated)`",
            severity: .warning)
    }

    /// `mutation score: 10 programs · 812 mutants · 790 compiled · 701 killed · 88 %`.
    static func total(_ results: [Results.MutationResult], seconds: Double) -> String {
        let scores = results.map(\.score)
        let compiled = scores.map(\.compiled).reduce(0, +)
        let killed = scores.map(\.killed).reduce(0, +)
        let percent = compiled == 0 ? 100 : killed * 100 / compiled
        return "mutation score: \(results.count) program\(results.count == 1 ? "" : "s") · "
            + "\(scores.map(\.generated).reduce(0, +)) mutants · \(compiled) compiled · \(killed) killed · \(percent) % caught · "
            + String(format: "%.1f s", seconds)
    }
}
