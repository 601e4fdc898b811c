import Foundation
import Testing
import WorkbookTestSupport

/// `workbook classroom`: the GitHub Classroom template of one exercise. Its workflow is read
/// back with a real YAML parser (PyYAML) and checked against the inputs GitHub's autograding
/// actions document; its grading commands are run here, in the template, against the starter
/// (which must lose the test's points) and the reference solution (which must earn them).
@Suite struct ClassroomCommandTests {
    static let exercise = "01-auth-handover"
    /// `classroom-resources/autograding-command-grader`'s inputs, and those it requires.
    static let graderInputs: Set<String> = ["test-name", "setup-command", "command", "timeout", "max-score"]
    static let requiredGraderInputs: Set<String> = ["test-name", "command", "timeout"]

    @Test func classroomNeedsAnExerciseAndAnOutputFolder() {
        let noExercise = workbook(["classroom", "--output", "/tmp/x"])
        #expect(noExercise.status == 64 && noExercise.output.contains("name the exercise"))
        let noOutput = workbook(["classroom", Self.exercise])
        #expect(noOutput.status == 64 && noOutput.output.contains("--output DIR is required"))
        let unknown = workbook(["classroom", "99-nope", "--output", "/tmp/x", "--root", repositoryRoot.path])
        #expect(unknown.status == 1 && unknown.output.contains("no exercise named '99-nope'"))
    }

    /// The workflow as JSON, through PyYAML.
    static func parsedWorkflow(_ file: URL) throws -> [String: Any] {
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 with PyYAML reads the workflow (scripts/install-system-packages --browser installs python3-yaml)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(.tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
    func theTemplateHoldsOneExerciseAndAWorkflowWhoseCommandsGradeHere() throws {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("classroom-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: template) }
        let written = workbook(["classroom", Self.exercise, "--output", template.path, "--root", repositoryRoot.path])
        #expect(written.status == 0, "\(written.output)")
        let files = FileManager.default
        let exercises = try files.contentsOfDirectory(atPath: template.appendingPathComponent("exercises").path)
        #expect(exercises == [Self.exercise])
        let folder = template.appendingPathComponent("exercises/\(Self.exercise)")
        #expect(!files.fileExists(atPath: folder.appendingPathComponent("tests/hidden").path))
        #expect(!files.fileExists(atPath: folder.appendingPathComponent("solutions").path))
        #expect(files.isExecutableFile(atPath: template.appendingPathComponent("scripts/install-system-packages").path))
        // The README starts with the learner's two commands.
        let readme = try String(contentsOf: template.appendingPathComponent("README.md"), encoding: .utf8)
        let block = readme.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first ?? ""
        #expect(block.split(separator: "\n").count == 2)
        #expect(block.contains("swift run workbook grade \(Self.exercise)"))

        let workflow = try Self.parsedWorkflow(template.appendingPathComponent(".github/workflows/classroom.yml"))
        #expect((workflow["on"] as? [String])?.contains("push") == true)
        let job = try #require((workflow["jobs"] as? [String: Any])?["run-autograding-tests"] as? [String: Any])
        #expect(job["runs-on"] as? String == "ubuntu-latest")
        let steps = try #require(job["steps"] as? [[String: Any]])
        let graders = steps.filter { ($0["uses"] as? String)?.hasPrefix("classroom-resources/autograding-command-grader@") == true }
        let reporter = try #require(steps.last)
        #expect((reporter["uses"] as? String)?.hasPrefix("classroom-resources/autograding-grading-reporter@") == true)
        var ids: [String] = []
        var points = 0
        for step in graders {
            let id = try #require(step["id"] as? String)
            ids.append(id)
            let inputs = try #require(step["with"] as? [String: Any])
            #expect(Set(inputs.keys).isSubset(of: Self.graderInputs), "\(id) has inputs the action does not document")
            #expect(Self.requiredGraderInputs.isSubset(of: Set(inputs.keys)), "\(id) lacks a required input")
            #expect(inputs["timeout"] is Int)
            points += try #require(inputs["max-score"] as? Int)
            let environment = try #require(reporter["env"] as? [String: String])
            #expect(environment["\(id.uppercased())_RESULTS"] == "${{steps.\(id).outputs.result}}")
        }
        #expect(graders.count == 4 && points == 5)
        #expect((reporter["with"] as? [String: String])?["runners"] == ids.joined(separator: ","))

        // The first step's command, run here in the template: the starter loses the test, the
        // reference solution earns it.
        let command = try #require((graders[0]["with"] as? [String: Any])?["command"] as? String)
        let prefix = "swift run --skip-build workbook "
        #expect(command.hasPrefix(prefix))
        let arguments = command.dropFirst(prefix.count).split(separator: " ").map(String.init) + ["--root", template.path]
        #expect(workbook(arguments).status == 1, "the starter must not earn the test's point")
        let reference = repositoryRoot.appendingPathComponent("exercises/\(Self.exercise)/solutions/reference/Solution.swift")
        let starter = folder.appendingPathComponent("starter/Solution.swift")
        try files.removeItem(at: starter)
        try files.copyItem(at: reference, to: starter)
        let graded = workbook(arguments)
        #expect(graded.status == 0, "\(graded.output)")
        #expect(graded.output.contains("total: 1/1"))
    }
}
