import Diagnostics
import ExerciseModel
import Foundation
import Grading
import Mutation
import MutationResults

/// `workbook exercises verify`, the instructor's release check, as a flow: which exercises to
/// verify, each one's verification and mutation run, and whether it keeps its promises.
package struct ExerciseSoundness: Sendable {
    package var root: URL

    package init(root: URL) { self.root = root }

    /// What one exercise's check found.
    package struct Verdict: Sendable {
        package var exercise: Exercise
        package var verification: ExerciseVerification
        /// nil when mutation testing was skipped.
        package var mutants: Mutants?

        /// Sound: the verification passed and the reference's mutants (when run) meet the bar.
        package var passed: Bool { verification.passed && (mutants?.meetsBar ?? true) }
    }

    /// How the reference solution's mutation run went.
    package enum Mutants: Sendable {
        /// Not run, because the reference does not score full marks.
        case notRun
        /// The run could not finish.
        case failed([Diagnostic])
        case ran(MutationResult)

        package var meetsBar: Bool {
            if case .ran(let result) = self { return result.meetsBar }
            return false
        }
    }

    /// The exercises named (none: all), which must come from the instructor's source.
    package func exercises(named names: [String]) throws -> [Exercise] {
        let all = try ExerciseCatalog.load(root: root)
        guard !all.isEmpty else { throw ToolError("this workbook has no exercises to verify") }
        let exercises = try names.isEmpty ? all : names.map { try ExerciseCatalog.exercise($0, root: root) }
        if let copy = exercises.first(where: { $0.edition != .instructor }) {
            throw ToolError("'\(copy.id)' comes from a copy without solutions (the learner edition or an autograder bundle)",
                hint: "run 'workbook exercises verify' in the instructor's source")
        }
        return exercises
    }

    /// Verifies one exercise, then (with `mutants`) mutation-tests its reference solution,
    /// calling `mutating` before that run starts.
    package func verify(
        _ exercise: Exercise, mutants: Bool, mutating: () -> Void = {},
        events: @escaping @Sendable (MutantsEvent) -> Void = { _ in }
    ) throws -> Verdict {
        let grader = Grader(root: root)
        let verification = try grader.verify(exercise)
        var verdict = Verdict(exercise: exercise, verification: verification, mutants: nil)
        guard mutants else { return verdict }
        mutating()
        guard verification.reference.hasFullMarks else {
            verdict.mutants = .notRun
            return verdict
        }
        do {
            verdict.mutants = .ran(try Workbook.mutationTest(exercise, grader: grader, events: events))
        } catch {
            verdict.mutants = .failed(Diagnostic.from(error))
        }
        return verdict
    }
}
