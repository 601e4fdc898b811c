import Foundation
import Mutation
import MutationResults
import ProcessRunning

/// Runs every compiled mutant of several subjects, all sharing `limit` lanes, and gives each
/// subject one outcome per mutant in ID order: a discarded mutant (it did not compile) with
/// the compiler error blamed on it, if any, the rest as their runs ended. Subjects whose
/// baseline failed run no mutant (their caller reports the baseline's problems instead).
enum MutantJudging {
    static func outcomes<Subject: MutationSubject>(
        _ subjects: [Subject], baselines: [MutationBaseline], discarded: [Set<Int>], reasons: [[Int: String]], limit: Int,
        finished: @escaping @Sendable (_ outcome: MutantOutcome, _ done: Int, _ total: Int) -> Void
    ) -> [[MutantOutcome]] {
        var jobs: [(subject: Int, mutant: Mutant)] = []
        for (index, subject) in subjects.enumerated() where baselines[index].problems.isEmpty {
            for mutant in subject.schema.mutants where !discarded[index].contains(mutant.id) { jobs.append((index, mutant)) }
        }
        let total = jobs.count
        let ran = jobs.parallelMap(limit: limit) { _, job in
            subjects[job.subject].outcome(of: job.mutant, after: baselines[job.subject])
        } finished: { outcome, done in
            finished(outcome, done, total)
        }
        return subjects.indices.map { index in
            let mine = jobs.indices.filter { jobs[$0].subject == index }.map { ran[$0] }
            let byID = Dictionary(mine.map { ($0.mutant.id, $0) }, uniquingKeysWith: { first, _ in first })
            return subjects[index].schema.mutants.map {
                byID[$0.id] ?? MutantOutcome(mutant: $0, status: .discarded, killedBy: reasons[index][$0.id])
            }
        }
    }
}
