import Diagnostics
import Foundation
import WorkbookCore

/// `workbook autograder`: write a Gradescope autograder zip for one exercise.
enum AutograderCommand: WorkbookCommand {
    static let name = "autograder"
    static let summary = "write a Gradescope autograder zip for one exercise"
    static let overview = """
        Write a Gradescope autograder bundle for one exercise: a zip holding
        setup.sh, run_autograder and workbook/, the instructor's package without any
        exercise's known-wrong solutions (the hidden tests and the reference solutions stay:
        every graded run is compared with the reference's).
        """
    static let discussion = """
        setup.sh runs once, as root, on Gradescope's Ubuntu 22.04 image: it installs the
        system packages, the Swift 6.3.1 toolchain from swift.org, builds workbook in
        release and grades the exercise's starter once so each submission compiles only
        its own files. run_autograder grades /autograder/submission/ with 'workbook grade
        EXERCISE --format gradescope' into /autograder/results/results.json; if grading
        fails outright it still writes valid results with score 0 and why. AUTOGRADER_ROOT
        and WORKBOOK override the /autograder prefix and the binary, for tests.

        The zip needs /usr/bin/zip (Debian's zip; scripts/install-system-packages installs
        it). The same source always makes the same zip. Never give it to learners.
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(usage: "EXERCISE", name: "EXERCISE", help: "the exercise to bundle, e.g. 01-counter")],
        options: [
            .option("output", valueName: "FILE.zip", help: "where the zip goes (required; replaced if it exists)"),
            SharedOptions.root,
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let root = SharedOptions.root(arguments)
        guard let path = arguments.option("output") else { throw UsageError("--output FILE.zip is required") }
        guard path.hasSuffix(".zip") else { throw UsageError("--output must name a .zip file, not '\(path)'") }
        let positionals = arguments.positionals()
        guard let exercise = positionals.first else { throw UsageError("name the exercise, e.g. 'workbook autograder 01-counter'") }
        guard positionals.count == 1 else { throw UsageError("unexpected argument '\(positionals[1])'") }
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        let summary = try Releases.autograder(root: root, exercise: exercise, to: destination)
        output.printResult("""
            Wrote the Gradescope autograder for \(exercise) to \(destination.path): \(summary.files) files, \(summary.bytes / 1024) KB before compression, \
            with \(summary.plantedMistakes.isEmpty ? "\(summary.hiddenTests.count) hidden test file\(summary.hiddenTests.count == 1 ? "" : "s")" : "the \(summary.plantedMistakes.count) planted mistakes the learner's tests must catch") and the reference solutions, without the known-wrong ones.
            Upload it as the assignment's autograder (Ubuntu 22.04 base image); it holds the hidden tests and the reference solutions, so never share it with learners.
            """)
        return 0
    }
}
