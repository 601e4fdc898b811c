import ExerciseModel

/// The GitHub Actions workflow of a GitHub Classroom assignment: one step per public test, run
/// by GitHub's command grader for that test's points, and the reporter that sends the points to
/// Classroom — the inputs both actions document (`classroom-resources/autograding-command-grader`:
/// test-name, setup-command, command, timeout in minutes, max-score;
/// `classroom-resources/autograding-grading-reporter`: runners, with each runner's result in an
/// environment variable `<ID>_RESULTS`). The workbook is built once, in the Swift image, before
/// the tests; each step grades one test with `workbook grade --test`.
package struct ClassroomWorkflow: Sendable {
    /// One graded step.
    package struct Step: Sendable, Equatable {
        package var id: String
        package var testName: String
        package var command: String
        package var points: Int
    }

    package static let path = ".github/workflows/classroom.yml"
    package static let graderAction = "classroom-resources/autograding-command-grader@v1"
    package static let reporterAction = "classroom-resources/autograding-grading-reporter@v1"
    /// The container the job runs in: the official Swift image of the toolchain's version.
    package static let image = "swift:6.3"
    package static let buildCommand = "scripts/install-system-packages && swift build --product workbook"
    /// Minutes one test step may take (its first grade builds the runtime libraries).
    package static let timeout = 10

    package var exerciseID: String
    package var steps: [Step]

    package init(_ exercise: Exercise) {
        exerciseID = exercise.id
        if exercise.writesTests {
            // The learner writes the tests: graded as a whole against the subject.
            steps = [Step(id: "tests", testName: "your tests", command: Self.command(exercise.id, test: nil),
                points: exercise.publicTests.map(\.points).reduce(0, +))]
        } else {
            steps = exercise.publicTests.enumerated().map { index, test in
                Step(id: "test-\(index + 1)", testName: test.name, command: Self.command(exercise.id, test: test.name), points: test.points)
            }
        }
    }

    /// Grades one test (or the whole exercise) and fails unless it earns every point.
    static func command(_ exerciseID: String, test: String?) -> String {
        "swift run --skip-build workbook grade \(exerciseID)" + (test.map { " --test \($0)" } ?? "") + " --require-full-marks"
    }

    /// The workflow file's text.
    package var yaml: String {
        var lines = [
            "# Written by `workbook classroom \(exerciseID)`: one step per public test, for its points.",
            "name: Autograding Tests",
            "'on':",
            "- push",
            "- repository_dispatch",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "jobs:",
            "  run-autograding-tests:",
            "    runs-on: ubuntu-latest",
            "    container: \(Self.quoted(Self.image))",
            "    if: github.actor != 'github-classroom[bot]'",
            "    steps:",
            "    - name: Checkout code",
            "      uses: actions/checkout@v4",
            "    - name: Build the workbook",
            "      run: \(Self.quoted(Self.buildCommand))",
        ]
        for step in steps {
            lines += [
                "    - name: \(Self.quoted(step.testName))",
                "      id: \(step.id)",
                "      uses: \(Self.graderAction)",
                "      with:",
                "        test-name: \(Self.quoted(step.testName))",
                "        setup-command: ''",
                "        command: \(Self.quoted(step.command))",
                "        timeout: \(Self.timeout)",
                "        max-score: \(step.points)",
            ]
        }
        lines += ["    - name: Autograding Reporter", "      uses: \(Self.reporterAction)", "      env:"]
        for step in steps {
            lines.append("        \(step.id.uppercased())_RESULTS: \"${{steps.\(step.id).outputs.result}}\"")
        }
        lines += ["      with:", "        runners: \(steps.map(\.id).joined(separator: ","))"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML single-quoted scalar: nothing in it is special but the quote, which doubles.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
}
