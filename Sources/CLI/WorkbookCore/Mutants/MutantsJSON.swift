import Diagnostics
import Foundation
import Mutation
import MutationResults
import MutationTesting

extension MutantsRun {
    /// `workbook mutants --format json`: a machine format, so it is written where the run's
    /// types live and the same run always gives the same bytes.
    package func json() throws -> String {
        try MutantsJSON(reports: reports, explained: explained).text()
    }
}

/// `--format json`: one entry per program with its score and every mutant's outcome.
struct MutantsJSON: Encodable {
    struct Entry: Encodable {
        var name: String
        var subject: String
        var origin: String
        var cached: Bool
        var bar: Int
        var meetsBar: Bool
        var score: MutationScore?
        var percent: Int?
        var outcomes: [Outcome]
        var problems: [String]
    }

    /// One mutant's outcome, with the MUTANTS.md reason when it survives on purpose.
    struct Outcome: Encodable {
        var mutant: Mutant
        var status: MutantOutcome.Status
        var killedBy: String?
        var explanation: String?
    }

    var results: [Entry]

    init(reports: [MutationReport], explained: SurvivorExplanations) {
        results = reports.map { report in
            Entry(
                name: report.name, subject: report.subject.rawValue, origin: report.origin, cached: report.cached,
                bar: report.subject.bar,
                meetsBar: report.result?.meetsBar ?? false, score: report.result?.score, percent: report.result?.score.percent,
                outcomes: (report.result?.outcomes ?? []).map { outcome in
                    Outcome(mutant: outcome.mutant, status: outcome.status, killedBy: outcome.killedBy,
                        explanation: outcome.status == .survived ? explained.explanation(of: outcome.mutant)?.reason : nil)
                },
                problems: report.problems.map { DiagnosticFormatter.plain.format($0) })
        }
    }

    func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
