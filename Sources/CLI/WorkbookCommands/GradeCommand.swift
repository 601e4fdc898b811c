import WorkbookCore

/// `workbook grade`: grade a submission of one exercise against its public and hidden tests.
enum GradeCommand: WorkbookCommand {
    static let name = "grade"
    static let summary = "grade a submission of an exercise against its public and hidden tests"
    static let overview = """
        Grade a submission of one exercise: build it against the grader's own copy of
        the exercise's public and hidden tests, run every test in its own contained process, and
        report each test's result and points.
        """
    static let discussion = """
        The submission is the .swift files at the top of one folder, by default the exercise's
        starter/ folder (your working copy). It is assembled in DIR/.build/grading/EXERCISE and
        built in DIR/.build/grading/.build, which every exercise shares and which is kept, so the
        next grade only recompiles your files. Each test runs alone, with a time
        limit, capped output and (when bubblewrap is installed) a sandbox that shows it nothing
        but its own program and the system's libraries; a crash or a timeout fails only that
        test. A test only records what it checks: it passes when its records equal those of the
        same test run against the exercise's reference solution (in the learner edition, which
        has none, when every public check held). Hidden tests are shown by name, result and
        points only, and the report always says how many there are and whether they ran.
        Compiler errors are shown at your file and line. Exit status 0 once grading is done,
        whatever the score; 1 on an error.
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(
            usage: "EXERCISE", name: "EXERCISE", help: "the exercise's folder name under exercises/, e.g. 01-counter")],
        options: [
            .option("submission", valueName: "PATH", help: "the folder of .swift files, or the one .swift file, to grade",
                "(default: exercises/EXERCISE/starter)"),
            .option("format", valueName: "FORMAT", .choice(ExerciseGrading.formats),
                help: "text (default), gradescope (results.json), exercism (results.json,",
                "version 3) or junit (XML)"),
            .flag("require-full-marks", help: "exit status 1 unless the submission earns every point"),
            .option("test", valueName: "NAME", help: "grade only the test of this name (one GitHub Classroom step per test)"),
            .option("timeout", valueName: "SECONDS", .seconds, help: "how long one test may run before it is stopped (default 10)"),
            SharedOptions.root,
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let positionals = arguments.positionals()
        guard positionals.count == 1 else {
            throw UsageError(positionals.isEmpty ? "name the exercise to grade" : "unexpected argument '\(positionals[1])'")
        }
        var grading = ExerciseGrading(root: SharedOptions.root(arguments), timeout: arguments.seconds("timeout") ?? 10)
        grading.onlyTest = arguments.option("test")
        let graded = try grading.grade(positionals[0], submissionPath: arguments.option("submission")) { exercise in
            output.printProgress("grading \(exercise.id)…")
        }
        output.printResult(graded.rendered(as: arguments.option("format")).trimmingCharacters(in: .newlines))
        return arguments.flag("require-full-marks") && !graded.report.hasFullMarks ? 1 : 0
    }
}
