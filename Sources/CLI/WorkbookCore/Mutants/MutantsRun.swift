import Diagnostics
import Mutation
import MutationTesting
import MutationResults

/// What `workbook mutants` found: each program's report (lessons, then exercises) with the
/// workbook's explanations of survivors, and the course's pass mark over them.
package struct MutantsRun: Sendable {
    package var reports: [MutationReport]
    /// MUTANTS.md and MUTANTS-EXERCISES.md.
    package var explained: SurvivorExplanations

    package init(reports: [MutationReport], explained: SurvivorExplanations = SurvivorExplanations()) {
        self.reports = reports
        self.explained = explained
    }

    /// The runs that could judge their mutants.
    package var results: [MutationResult] { reports.compactMap(\.result) }

    /// The pass mark: every program was judged (no problems, a result) and each catches at
    /// least its bar of its compiled mutants (80 % for a lesson, 90 % for an exercise).
    package var passed: Bool {
        reports.allSatisfy { $0.problems.isEmpty && $0.result != nil } && results.allSatisfy(\.meetsBar)
    }

    /// How many survivors a row of the explanations accounts for.
    package var explainedSurvivors: Int {
        results.flatMap(\.survivors).filter { explained.explanation(of: $0) != nil }.count
    }

    /// Rows of the explanations that match no survivor of the files this run mutated.
    package var staleExplanations: [SourceError] {
        let files = Set(results.flatMap { $0.outcomes.map(\.mutant.file) })
        return explained.stale(among: results.flatMap(\.survivors), files: files)
    }
}

/// Progress of `Workbook.mutants(named:options:events:)`: the lessons' events, then each
/// exercise's as its reference solution is mutated and judged.
package enum MutantsEvent: Sendable {
    case lesson(MutationEvent)
    /// The exercise `index` of `count` starts.
    case exerciseStarted(id: String, index: Int, count: Int)
    /// `done` of `total` of an exercise's mutants ran (every 25, and the last).
    case exerciseRunning(id: String, done: Int, total: Int)
    /// An exercise's run judged its mutants.
    case exerciseFinished(id: String, result: MutationResult)
}
