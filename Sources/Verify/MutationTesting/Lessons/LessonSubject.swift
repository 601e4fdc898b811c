import BookModel
import Diagnostics
import Foundation
import LessonKit
import Mutation
import MutationResults
import ProcessRunning
import Verification

/// A lesson as a mutation subject: its built schema runs once with no mutant (it must pass
/// exactly like the lesson) and then once per compiled mutant, each contained and bounded by the
/// lesson runner, judged by the report channel the lesson cannot fake. A mutant is killed by a
/// failed check, a crash, an early exit or running out of time; it survives only when the
/// lesson reports every check passed.
struct LessonSubject: MutationSubject {
    let lessonSchema: LessonSchema
    let binary: URL
    /// The lesson's own time limit: the baseline run's bound.
    let runSeconds: Double

    var lesson: Lesson { lessonSchema.lesson }
    var name: String { lesson.name }
    var kind: MutationResult.Subject { .lesson }
    var schema: MutationSchema { lessonSchema.schema }

    func baseline() -> MutationBaseline {
        let outcome = run(mutant: 0, seconds: runSeconds)
        guard outcome.problems.isEmpty, outcome.report?.succeeded == true else {
            let first = Diagnostic.source(SourceError(
                file: lesson.firstListing?.chapter ?? "chapters", line: lesson.firstListing?.fenceLine ?? 1,
                message: "lesson '\(lesson.name)' fails with no mutant switched on, so its mutants cannot be judged",
                hint: "run 'swift run workbook check \(lesson.name)' first; if that passes, the schema changed the lesson's behaviour (a bug in the mutation engine)"))
            return MutationBaseline(problems: [first] + outcome.problems, seconds: outcome.seconds)
        }
        return MutationBaseline(problems: [], seconds: outcome.seconds)
    }

    /// How long one mutant may run: generous against the baseline, never past the lesson's limit.
    static func mutantSeconds(baseline: Double, limit: Double) -> Double {
        min(limit, max(5, baseline * 20))
    }

    func outcome(of mutant: Mutant, after baseline: MutationBaseline) -> MutantOutcome {
        let outcome = run(mutant: mutant.id, seconds: Self.mutantSeconds(baseline: baseline.seconds, limit: runSeconds))
        if outcome.problems.isEmpty, outcome.report?.succeeded == true {
            return MutantOutcome(mutant: mutant, status: .survived)
        }
        return MutantOutcome(mutant: mutant, status: .killed, killedBy: Self.killer(outcome))
    }

    private func run(mutant: Int, seconds: Double) -> LessonRunner.Outcome {
        LessonRunner(
            binary: binary, lesson: lesson, seconds: seconds, environment: [MutantSwitch.environmentName: String(mutant)]
        ).run()
    }

    /// What caught the mutant, in a few words: the first failed check, or how the run ended.
    /// No time is named: the limit follows the baseline's duration, which varies with the
    /// machine's load, and the same lesson must give the same outcomes.
    static func killer(_ outcome: LessonRunner.Outcome) -> String {
        if let failed = outcome.report?.checks.first(where: { !$0.passed }) {
            return "check at \(failed.file):\(failed.line)"
        }
        switch outcome.termination {
        case .timedOut?: return "timed out"
        case .cpuLimitExceeded?: return "ran out of CPU time"
        case .memoryLimitExceeded(let bytes)?: return "ran out of memory (\(RunWording.bytes(bytes)))"
        case .signalled(let signal)?: return "crashed (\(signal.name))"
        case .exited(let status)?: return outcome.report == nil ? "exited with status \(status) before reporting" : "exited with status \(status)"
        case nil: return "could not be started"
        }
    }
}
