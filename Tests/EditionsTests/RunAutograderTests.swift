import Editions
import Foundation
import Testing
import WorkbookTestSupport

/// `run_autograder` under `AUTOGRADER_ROOT` with a fake `WORKBOOK`: it grades the submission
/// folder from inside the bundled workbook, puts the results where Gradescope reads them, and
/// writes valid results with score 0 when grading fails outright.
@Suite struct RunAutograderTests {
    static let canned = #"{"score": 3, "tests": [{"name": "startsAtZero", "score": 1, "max_score": 1}]}"#

    /// A Gradescope-shaped folder with the script, a fake workbook and a submission.
    private func autograder(fake: String) throws -> (root: URL, environment: [String: String]) {
        let root = temporaryFolder("autograder-root")
        for folder in ["source/workbook", "submission"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("struct Counter {}\n".utf8).write(to: root.appendingPathComponent("submission/Solution.swift"))
        let script = root.appendingPathComponent("run_autograder")
        try Data(AutograderScripts.runAutograder(exercise: EditionFixture.exercise).utf8).write(to: script)
        let workbook = root.appendingPathComponent("fake-workbook")
        try Data(("#!/usr/bin/env bash\n" + fake).utf8).write(to: workbook)
        for url in [script, workbook] { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        let environment = [
            "AUTOGRADER_ROOT": root.path, "WORKBOOK": workbook.path, "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": root.path,
        ]
        return (root, environment)
    }

    private func results(_ root: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func itGradesTheSubmissionFromTheBundledWorkbook() throws {
        let (root, environment) = try autograder(fake: """
            { echo "$PWD"; printf '%s\\n' "$@"; } > "$AUTOGRADER_ROOT/called.txt"
            echo '\(Self.canned)'
            exit 1

            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runProcess(root.appendingPathComponent("run_autograder").path, [], in: root, environment: environment)
        #expect(run.status == 0, "\(run.error)")
        let called = try String(contentsOf: root.appendingPathComponent("called.txt"), encoding: .utf8)
        #expect(called == """
            \(root.appendingPathComponent("source/workbook").path)
            grade
            \(EditionFixture.exercise)
            --submission
            \(root.appendingPathComponent("submission").path)
            --format
            gradescope

            """)
        let text = try String(contentsOf: root.appendingPathComponent("results/results.json"), encoding: .utf8)
        #expect(text == Self.canned + "\n", "a failing score is still the grader's results, kept as they are")
    }

    @Test func whenGradingFailsOutrightTheResultsStillSayWhy() throws {
        let (root, environment) = try autograder(fake: """
            echo "error: $AUTOGRADER_ROOT/submission/Solution.swift:1: expected \\"}\\" after C:\\\\path" >&2
            echo "error: tests/hidden/Counting.swift:4: \(EditionFixture.hiddenTestName) does not compile" >&2
            exit 3

            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runProcess(root.appendingPathComponent("run_autograder").path, [], in: root, environment: environment)
        #expect(run.status == 0)
        let results = try results(root)
        #expect(results["score"] as? Int == 0)
        #expect((results["tests"] as? [Any])?.isEmpty == true)
        let output = try #require(results["output"] as? String)
        #expect(output.contains("could not grade this submission"))
        #expect(output.contains("status 3"))
        #expect(output.contains(#"Solution.swift:1: expected "}" after C:\path"#), "\(output)")
        #expect(!output.contains(EditionFixture.hiddenTestName), "what the grader said about hidden tests is not shown")
    }

    @Test func aMissingWorkbookStillWritesResults() throws {
        let (root, given) = try autograder(fake: "exit 0\n")
        var environment = given
        defer { try? FileManager.default.removeItem(at: root) }
        environment["WORKBOOK"] = root.appendingPathComponent("no-such-workbook").path
        let run = try runProcess(root.appendingPathComponent("run_autograder").path, [], in: root, environment: environment)
        #expect(run.status == 0)
        #expect(try results(root)["score"] as? Int == 0)
    }
}
