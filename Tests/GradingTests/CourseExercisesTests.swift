import Editions
import ExerciseModel
import Foundation
import Grading
import Mutation
import MutationResults
import MutationTesting
import Testing
import WorkbookTestSupport

/// The course's own exercises, end to end: each is sound (the reference earns full marks, the
/// starter does not, every known-wrong solution loses points on a hidden test), and the learner
/// edition released from this repository grades its public tests and has nothing to hide.
///
/// The tests run side by side, and the exercises verify in two lanes, each lane in a SwiftPM
/// build folder of its own: one package after another in a folder keeps SwiftPM's plan, while
/// packages interleaved in one folder would plan again at every build. Each test grades in
/// package folders no other test uses.
@Suite(.tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
struct CourseExercisesTests {
    static let lanes = 2

    @Test func theCourseHasEnoughExercisesOfBothKinds() throws {
        let exercises = try ExerciseCatalog.load(root: repositoryRoot)
        #expect(exercises.count >= 8)
        #expect(exercises.contains { $0.writesTests }, "one exercise has the learner write the tests")
        for exercise in exercises {
            #expect(exercise.wrongSolutions.count >= 3, "\(exercise.id) has too few known-wrong solutions")
            #expect(!exercise.blindSolution.isEmpty, "\(exercise.id) has no blind solution in solutions/blind/")
        }
    }

    /// Every exercise in the lane (every `lanes`th, from the `lane`th) keeps its promises.
    @Test(arguments: 0..<CourseExercisesTests.lanes)
    func everyExerciseKeepsItsPromises(lane: Int) throws {
        let exercises = try ExerciseCatalog.load(root: repositoryRoot).enumerated()
            .filter { $0.offset % Self.lanes == lane }.map(\.element)
        #expect(!exercises.isEmpty)
        let grader = Grader(
            root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("course-grading"),
            buildFolder: nestedBuilds.appendingPathComponent("course-lane-\(lane)-build"))
        for exercise in exercises {
            let verification = try grader.verify(exercise)
            // The problems include: tests that do not compile against the starter, tests the
            // starter passes, and a blind solution short of full marks.
            #expect(verification.problems.isEmpty, "\(exercise.id): \(verification.problems)")
            #expect(verification.reference.hasFullMarks)
            #expect(verification.blind?.hasFullMarks == true, "\(exercise.id): the blind solution")
            #expect(verification.contractProblems.isEmpty && verification.starterPasses.isEmpty)
            #expect(!verification.starter.hasFullMarks)
            for wrong in verification.wrongSolutions {
                #expect(!wrong.caughtBy.isEmpty, "\(exercise.id): '\(wrong.name)' loses no points on a hidden test")
            }
        }
    }

    /// Exercises come in course order: each practises a chapter no earlier than the one before.
    @Test func exercisesFollowTheChapters() throws {
        let chapters = try ExerciseCatalog.load(root: repositoryRoot).map { exercise in
            Int((exercise.prompt.chapter as NSString).lastPathComponent.prefix { $0.isNumber }) ?? 0
        }
        #expect(chapters == chapters.sorted(), "\(chapters)")
        #expect(Set(chapters).isSuperset(of: [1, 3, 4, 5, 6, 7, 8, 9]), "\(chapters)")
    }

    /// Where the learner writes the tests, a test that fails everywhere earns nothing, a test
    /// that never ends is stopped like any code under test and earns nothing either, and the
    /// learner's own messages come back at their own file's lines.
    @Test func testsThatFailEverywhereCatchNothing() throws {
        let exercise = try #require(try ExerciseCatalog.load(root: repositoryRoot).first(where: \.writesTests))
        // Its own package folder: the verification of the same exercise may run meanwhile.
        let grader = Grader(
            root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("course-fail-everywhere"), buildFolder: sharedNestedBuild,
            timeout: 3)
        let alarmist = """
            @testable import Submission

            @MainActor func everythingIsWrong() {
                expect(false, "nothing is right")
            }

            @MainActor func neverEnds() {
                var spins = 0
                while spins >= 0 { spins = spins &+ 1 }
                expect(spins < 0, "unreachable")
            }

            """
        let report = try grader.grade(exercise, submission: Submission(files: ["Mine.swift": alarmist], shownAs: "work"))
        #expect(report.compiled, "\(report.compileProblems)")
        #expect(report.score == 0 && report.maxScore == exercise.totalPoints)
        let own = try #require(report.tests.first { $0.name == "everythingIsWrong" })
        #expect(own.status == .failed && own.maxPoints == 0)
        #expect(own.message?.contains("work/Mine.swift:4") == true, "\(own.message ?? "")")
        let endless = try #require(report.tests.first { $0.name == "neverEnds" })
        #expect(endless.status == .error && endless.message?.contains("timed out") == true, "\(endless)")
        for mistake in exercise.mistakes {
            let row = try #require(report.tests.first { $0.name == mistake.name })
            #expect(row.points == 0 && row.message?.contains("not counted: everythingIsWrong, neverEnds") == true, "\(row)")
        }
    }

    /// The course's bar for hidden tests: each catches at least 90 % of the mistakes the
    /// mutation engine plants in its exercise's reference solution.
    @Test func everyExercisesHiddenTestsCatchTheReferencesMutants() throws {
        // Its own package folders (the reference's runs included): the lanes grade meanwhile.
        let grader = Grader(root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("course-mutants"), buildFolder: sharedNestedBuild)
        let explanations = try SurvivorExplanations.load(root: repositoryRoot)
        var survivors: [Mutant] = []
        var files: Set<String> = []
        // A learner edition has no reference solutions to mutate.
        for exercise in try ExerciseCatalog.load(root: repositoryRoot) where exercise.edition == .instructor {
            let result = try grader.mutationTest(exercise)
            #expect(result.score.compiled > 0, "\(exercise.id): no mutant compiled")
            #expect(result.meetsBar, "\(exercise.id): \(result.score.phrase), below \(result.bar) %")
            for mutant in result.survivors where explanations.explanation(of: mutant) == nil {
                Issue.record("\(mutant.location): \(mutant.mutationOperator.rawValue) `\(mutant.original)` survives unexplained in MUTANTS-EXERCISES.md")
            }
            survivors += result.survivors
            files.formUnion(result.outcomes.map(\.mutant.file))
        }
        let stale = explanations.stale(among: survivors, files: files)
        #expect(stale.isEmpty, "\(stale.map(\.description).joined(separator: "\n"))")
    }

    @Test func theLearnerEditionGradesPublicTestsAndSaysWhoGradesTheRest() throws {
        let edition = temporaryFolder("learner-edition")
        defer { try? FileManager.default.removeItem(at: edition) }
        _ = try LearnerEdition(root: repositoryRoot).write(to: edition)

        let exercises = try ExerciseCatalog.load(root: edition)
        #expect(exercises.map(\.id) == (try ExerciseCatalog.load(root: repositoryRoot)).map(\.id))
        for exercise in exercises {
            #expect(exercise.edition == .learner)
            #expect(exercise.hiddenTests.isEmpty && exercise.reference.isEmpty && exercise.wrongSolutions.isEmpty)
            #expect(exercise.mistakes.isEmpty && exercise.blindSolution.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: exercise.folder.appendingPathComponent("tests/hidden").path))
            #expect(!FileManager.default.fileExists(atPath: exercise.folder.appendingPathComponent("solutions").path))
        }
        // The lessons' surviving mutants go to learners; the exercises', which quote solutions, do not.
        #expect(FileManager.default.fileExists(atPath: edition.appendingPathComponent("MUTANTS.md").path))
        #expect(!FileManager.default.fileExists(atPath: edition.appendingPathComponent("MUTANTS-EXERCISES.md").path))
        // The diagram reference `workbook diagram --help` and diagram errors name.
        #expect(FileManager.default.fileExists(atPath: edition.appendingPathComponent("docs/mermaid-subset.md").path))
        // Every folder the edition's manifest names is in the edition, or it would not build at all.
        let manifest = try String(contentsOf: edition.appendingPathComponent("Package.swift"), encoding: .utf8)
        for part in manifest.components(separatedBy: "path: \"").dropFirst() {
            let path = String(part.prefix { $0 != "\"" })
            guard !path.contains("\\(") else { continue }  // interpolated in the manifest itself
            #expect(FileManager.default.fileExists(atPath: edition.appendingPathComponent(path).path),
                "the learner edition's manifest names \(path), which the edition left out")
        }
        // The edition's own runtime builds, and its public tests run against the starter.
        let first = try #require(exercises.first)
        let report = try Grader(root: edition, scratch: nestedBuilds.appendingPathComponent("edition-grading")).grade(first)
        #expect(report.compiled, "\(report.compileProblems)")
        #expect(report.tests.count == first.publicTests.count && report.tests.allSatisfy { !$0.isHidden })
        #expect(report.hiddenTestsGradedByInstructor)
        let text = GradeFormat.text.render(report, exercise: first)
        #expect(text.contains("the hidden tests are graded by your instructor"), "\(text)")
    }

    /// The Gradescope bundle, unzipped into an `/autograder`-shaped folder as Gradescope lays it
    /// out, grades a submission with this build's `workbook` and writes a valid results.json.
    @Test func theAutograderBundleGradesASubmissionOnAGradescopeShapedFolder() throws {
        let exercise = try ExerciseCatalog.exercise("02-child-lifecycle", root: repositoryRoot)
        let workbook = repositoryRoot.appendingPathComponent(".build/debug/workbook")
        try #require(FileManager.default.isExecutableFile(atPath: workbook.path), "swift test builds the workbook tool")
        let root = temporaryFolder("autograder")
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = root.appendingPathComponent("bundle.zip")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("source"), withIntermediateDirectories: true)
        _ = try AutograderBundle(root: repositoryRoot, exercise: exercise.id).write(to: zip)
        try shell("/usr/bin/unzip", ["-q", zip.path, "-d", root.appendingPathComponent("source").path])
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("source/run_autograder"), to: root.appendingPathComponent("run_autograder"))
        let submission = root.appendingPathComponent("submission")
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        for file in exercise.reference {
            try Data(file.text.utf8).write(to: submission.appendingPathComponent(file.name))
        }
        // The grader's copy compares every run with the reference; the known-wrong solutions stay home.
        let solutions = root.appendingPathComponent("source/workbook/exercises/\(exercise.id)/solutions")
        #expect(FileManager.default.fileExists(atPath: solutions.appendingPathComponent("reference").path))
        #expect(!FileManager.default.fileExists(atPath: solutions.appendingPathComponent("wrong").path))

        try shell(root.appendingPathComponent("run_autograder").path, [], environment: [
            "AUTOGRADER_ROOT": root.path, "WORKBOOK": workbook.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": root.path,
        ])
        let data = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.count == exercise.tests.count)
        let scores = tests.compactMap { $0["score"] as? Double }.reduce(0, +)
        #expect(Int(scores) == exercise.totalPoints, "the reference earns full marks on Gradescope too: \(results)")
        let hidden = tests.filter { $0["visibility"] as? String == "hidden" }.count
        #expect(hidden == exercise.hiddenTests.count)
    }

    /// Runs a program to its end (bounded), failing the test when it fails.
    private func shell(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) failed: \(String(decoding: output.suffix(2000), as: UTF8.self))")
    }
}
