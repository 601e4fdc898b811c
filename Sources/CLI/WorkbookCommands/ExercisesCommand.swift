import Diagnostics
import Foundation
import WorkbookCore

/// `workbook exercises`: the graded exercises in course order.
enum ExercisesCommand: WorkbookCommand {
    static let name = "exercises"
    static let summary = "list the graded exercises, with their chapter, tests, points and your progress"
    static let overview = """
        List the graded exercises in course order: each one's chapter, its public and
        hidden tests and their points, your state (from the last 'workbook grade'), and the
        command that grades it.
        """
    static let discussion = """
        Every exercise folder is checked on the way: a missing part, a test without points,
        two tests with one name or a hidden test named where learners would see it is an
        error at its file and line.

        'verify' is the instructor's release check. Every graded test passes only when what it
        observes equals what the same test observes with the reference solution, so verify
        first runs the reference twice: its tests must finish, keep every public expectation
        and observe the same values both times. It then grades the starter (the public and
        hidden tests must compile against it, each missing name is an error at the test's
        line, and it must fail every test), the blind solution in solutions/blind/ (written
        from the README, starter and public tests alone: it must earn full marks) and every
        known-wrong solution (each must lose points on at least one hidden test), and prints
        which hidden tests catch each mistake. Neither may hold only through observed
        true/false values, which code under test could forge: the starter must still fail,
        and each mistake still be caught, with every Bool answered right. Where the learner
        writes the tests, the reference tests must pass against the subject and catch every
        planted mistake, and the starter's catch none. It then mutation-tests the reference: it plants small
        mistakes in it (a condition negated, a statement deleted, a weak reference made strong,
        …), each behind a run-time switch, and counts how many the hidden tests catch. The
        hidden tests must catch at least 90 % of the mutants that compile; each one that
        survives is printed as a warning at its line of the reference solution. Exit status 1
        when any exercise breaks one of these promises.
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(
            usage: "[verify [EXERCISE …]]", name: "verify [EXERCISE …]",
            help: "run the release check on every exercise, or on those named")],
        options: [
            SharedOptions.root,
            .flag("no-mutants", help: "with verify: skip mutation testing (it builds the reference once more",
                "and runs the hidden tests against every mutant: about",
                "half a minute per exercise on two cores)"),
            .flag("details", help: "with verify: show, for the starter and each known-wrong solution, the",
                "first check each failing test differs on: its line, its",
                "message and both values (hidden tests included)"),
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let root = SharedOptions.root(arguments)
        let noMutants = arguments.flag("no-mutants")
        let details = arguments.flag("details")
        var extra = arguments.positionals()
        if extra.first == "verify" {
            extra.removeFirst()
            return try verify(extra, root: root, mutants: !noMutants, details: details, output: output)
        }
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        if noMutants { throw UsageError("--no-mutants belongs to 'workbook exercises verify'") }
        if details { throw UsageError("--details belongs to 'workbook exercises verify'") }
        let course = try ExerciseCourse.load(root: root)
        let exercises = course.exercises
        guard !exercises.isEmpty else {
            output.printResult("No exercises: this workbook has no exercises/ folder yet.")
            return 0
        }
        let progress = course.progress
        let rows = exercises.map { exercise in
            [
                exercise.id, exercise.prompt.chapter,
                exercise.writesTests ? "you write them: \(exercise.mistakes.count) mistakes to catch"
                    : "\(exercise.publicTests.count) public + \(exercise.hiddenTests.count) hidden",
                "\(exercise.totalPoints)", progress[exercise.id].stateText, "swift run workbook grade \(exercise.id)",
            ]
        }
        output.printResult(TextTable(header: ["EXERCISE", "CHAPTER", "TESTS", "POINTS", "STATE", "GRADE"], rows: rows).text)
        return 0
    }

    /// The release check, exercise by exercise, with progress as each grading finishes.
    private static func verify(_ names: [String], root: URL, mutants: Bool, details: Bool, output: Output) throws -> Int32 {
        let soundness = ExerciseSoundness(root: root)
        let exercises = try soundness.exercises(named: names)
        var sound = true
        for exercise in exercises {
            output.printProgress("verifying \(exercise.id): the reference, the starter and \(exercise.wrongSolutions.count) known-wrong solutions")
            let verdict = try soundness.verify(exercise, mutants: mutants) {
                output.printProgress("mutation-testing \(exercise.id): its reference solution against its hidden tests")
            } events: { event in
                if let line = MutationText.line(for: event, formatter: output.formatter) { output.printProgress(line) }
            }
            let verification = verdict.verification
            var lines = ["\(exercise.id)",
                "  reference  \(verification.reference.score)/\(verification.reference.maxScore)",
                "  starter    \(verification.starter.score)/\(verification.starter.maxScore)"]
            lines += verification.blind.map { ["  blind      \($0.score)/\($0.maxScore)"] } ?? ["  blind      none (write solutions/blind/ from the README, starter and public tests alone)"]
            for wrong in verification.wrongSolutions {
                let caught = wrong.caughtBy.isEmpty ? "NOT CAUGHT by any hidden test" : "caught by " + wrong.caughtBy.joined(separator: ", ")
                lines.append("  wrong: \(wrong.name) (\(wrong.mistake)) — \(wrong.score)/\(verification.reference.maxScore), \(caught)")
                if details { lines += wrong.details.map { "      " + $0.replacingOccurrences(of: "\n", with: "\n        ") } }
            }
            if details { lines += verification.starterDetails.map { "  starter fails " + $0.replacingOccurrences(of: "\n", with: "\n        ") } }
            lines += verification.problems.map { "  error: \($0)" }
            if let mutation = verdict.mutants { lines += mutantLines(mutation, root: root, formatter: output.formatter) }
            output.printResult(lines.joined(separator: "\n"))
            sound = sound && verdict.passed
        }
        output.printResult(sound ? "Every exercise is sound: \(exercises.count) verified."
            : "Some exercises break their promises (see 'error:' above).")
        return sound ? 0 : 1
    }
}
