import Diagnostics
import Foundation
import Grading
import Mutation

/// Builds one exercise's mutant schema: the reference solution with every mutant planted
/// behind its switch, graded as if a learner had handed it in. A mutant whose text does not
/// compile (a statement deleted before a `let` is read, say) is discarded and the schema
/// rebuilt without it, a bounded number of times, so one unlucky mutant never costs the others.
struct ExerciseSchemaBuild {
    let schema: MutationSchema
    let bench: TestBench
    /// Submission file name (`Solution.swift`) → the exercise-relative path mutants report.
    let shownPaths: [String: String]
    /// Builds before giving up; each one discards every mutant a compiler error is traced to.
    var maximumRounds = 8

    struct Built {
        var discarded: Set<Int>
        var rounds: Int
    }

    /// Assembles and builds until the schema compiles; throws when an error is traced to no
    /// mutant (the schema itself would be wrong) or the rounds run out.
    func run() throws -> Built {
        var discarded: Set<Int> = []
        for round in 1...maximumRounds {
            let rendered = schema.render(discarding: discarded)
            let problems = try bench.build(files(rendered))
            if problems.isEmpty { return Built(discarded: discarded, rounds: round) }
            var blamed: Set<Int> = []
            var unexplained: [Diagnostic] = []
            for problem in problems {
                guard case .source(let error) = problem, let file = shownPaths[error.file] else {
                    unexplained.append(problem)
                    continue
                }
                let culprits = schema.culprits(
                    file: file, line: error.line, column: error.column, in: rendered, discarded: discarded)
                if culprits.isEmpty { unexplained.append(problem) } else { blamed.formUnion(culprits) }
            }
            // Errors no mutant explains may still follow from one that does (a hidden test that
            // stops compiling with the code around it), so they only stop the run on their own.
            if blamed.isEmpty {
                throw ToolError(
                    "the mutant schema of \(bench.exercise.id) does not compile, and no mutant explains why",
                    hint: "the reference solution must compile on its own (check 'workbook exercises verify --no-mutants'); "
                        + "if it does, this is a bug in the Mutation module's schema",
                    detail: unexplained.map { String(describing: $0) })
            }
            discarded.formUnion(blamed)
        }
        throw ToolError(
            "the mutant schema of \(bench.exercise.id) still does not compile after \(maximumRounds) builds "
                + "(\(discarded.count) mutants discarded)",
            hint: "each build discards the mutants its errors point at; so many rounds means errors that move, "
                + "a bug in the Mutation module's culprit search")
    }

    /// The rendered files under their own names, plus the switch they call.
    func files(_ rendered: [MutationSchema.RenderedSource]) -> [String: String] {
        var files: [String: String] = [MutantSwitch.fileName: MutantSwitch.source]
        for source in rendered {
            guard let name = shownPaths.first(where: { $0.value == source.source.file })?.key else { continue }
            files[name] = source.text
        }
        return files
    }
}
