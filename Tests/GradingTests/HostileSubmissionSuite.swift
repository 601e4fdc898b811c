import ExerciseModel
import Foundation
import FoundationXML
@testable import Grading
import ProcessRunning
import Testing
import WorkbookTestSupport

/// The grader against the submissions a hostile learner writes (`Tests/Fixtures/hostile-
/// submissions/`, one per attack family): each is exercise 03's starter plus a few lines of
/// attack, and each must gain nothing — no test passes that the starter fails, so it scores at
/// most the starter's score (attacks that break the starter's own behaviour score less) — show
/// no hidden test's message, source line or reference value in any of the four results
/// formats, keep every format valid and free of control characters, and leave nothing behind.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
struct HostileSubmissionSuite {
    struct Setup {
        var exercise: Exercise
        var grader: Grader
        var starter: GradeReport
        var hidden: HiddenText
    }

    static let setup: Result<Setup, any Error> = Result {
        let exercise = try ExerciseCatalog.exercise(CourseAttack.exerciseID, root: repositoryRoot)
        // Generous: no attack is meant to time out, and a scan of the whole process's memory on a
        // loaded two-core machine took more than 10 s.
        let grader = Grader(root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("hostile-grading"), buildFolder: sharedNestedBuild, timeout: 30)
        let starter = try grader.grade(exercise)
        let reference = try grader.referenceTranscripts(
            exercise, runner: RunnerSources(exercise), package: grader.package(for: exercise)) ?? [:]
        return Setup(exercise: exercise, grader: grader, starter: starter, hidden: HiddenText(exercise, reference: reference))
    }

    /// Grades the attack; an attack whose tests ran into the time limit proves nothing (it
    /// never got to try), so that is an issue too.
    func grade(_ attack: String, filling placeholders: [String: [String]] = [:]) throws -> GradeReport {
        let setup = try Self.setup.get()
        let graded = try setup.grader.gradeInDetail(
            setup.exercise, submission: CourseAttack.submission(setup.exercise, attack: attack, filling: placeholders))
        for (test, outcome) in zip(setup.exercise.tests, graded.outcomes) {
            if case .timedOut = outcome.ending { Issue.record("\(attack): \(test.name) ran out of time before the attack was done") }
        }
        return graded.report
    }

    /// The promises every attack must keep.
    func expectNothingGainedOrCarriedOut(_ report: GradeReport, attack: String) throws {
        let setup = try Self.setup.get()
        let text = GradeFormat.text.render(report, exercise: setup.exercise)
        #expect(report.compiled, "\(attack) must build, or it proves nothing: \(text)")
        #expect(report.score <= setup.starter.score, "\(attack) scored \(report.score), the starter \(setup.starter.score):\n\(text)")
        for (test, starter) in zip(report.tests, setup.starter.tests) where starter.status != .passed {
            #expect(test.status != .passed, "\(attack) passed \(test.name), which the starter fails")
        }
        for format in GradeFormat.allCases {
            let output = format.render(report, exercise: setup.exercise)
            if let leak = setup.hidden.leak(in: output) { Issue.record("\(attack): the \(format) results show \(leak)") }
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7f },
                "\(attack): the \(format) results carry control characters")
            #expect(output.utf8.count < 200_000, "\(attack): the \(format) results are \(output.utf8.count) bytes")
            switch format {
            case .gradescope, .exercism:
                #expect((try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil, "\(attack): invalid \(format) JSON")
            case .junit:
                #expect((try? XMLDocument(xmlString: output)) != nil, "\(attack): invalid JUnit XML")
            case .text:
                break
            }
        }
        for test in report.tests where !test.isHidden { #expect((test.message?.count ?? 0) <= 4100) }
    }

    @Test func theStarterFailsWhatTheAttacksWouldForge() throws {
        let setup = try Self.setup.get()
        #expect(!setup.starter.hasFullMarks && setup.starter.compiled)
        #expect(!setup.hidden.messages.isEmpty && !setup.hidden.sourceLines.isEmpty && !setup.hidden.referenceValues.isEmpty)
        #expect(CourseAttack.names.count >= 11, "\(CourseAttack.names)")
    }

    @Test(arguments: [
        "shadows-the-standard-library", "overloads-the-checks", "binds-harness-symbols", "scans-memory-for-the-nonce",
        "interposes-write-to-flip-bools", "reads-its-own-executable", "floods-and-escapes",
    ])
    func anAttackInTheProcessGainsNothing(_ attack: String) throws {
        try expectNothingGainedOrCarriedOut(try grade(attack), attack: attack)
    }

    /// The attacks are live, not harmless by accident: the forger really rewrites what the
    /// tests send, and the executable's strings really reach the results.
    @Test func theAttacksReallyRun() throws {
        let setup = try Self.setup.get()
        let flipped = try setup.grader.gradeInDetail(
            setup.exercise, submission: CourseAttack.submission(setup.exercise, attack: "interposes-write-to-flip-bools"))
        let checks = flipped.outcomes.flatMap(\.transcript.checks)
        #expect(!checks.isEmpty && !checks.contains { $0.value.contains("false") || $0.held == false }, "every Bool arrived as true")
        #expect(flipped.report.score <= setup.starter.score)

        let smuggled = try grade("reads-its-own-executable")
        let text = GradeFormat.text.render(smuggled, exercise: setup.exercise)
        #expect(text.contains("ld-linux"), "the executable's strings reach the results:\n\(text)")
        // What is in the program it read: no hidden message, and no helper's name.
        let program = try Data(contentsOf: setup.grader.package(for: setup.exercise).sealedBinary)
        for message in setup.hidden.messages {
            #expect(program.range(of: Data(message.utf8)) == nil, "the runner holds the hidden message \"\(message)\"")
        }
        // Function names go with the symbol table (type names stay: values are rendered with them).
        #expect(program.range(of: Data("makeStage".utf8)) == nil, "the runner holds a helper function's name")
    }

    @Test func aPrivateSymbolOfTheHarnessCannotEvenBeBound() throws {
        let setup = try Self.setup.get()
        var submission = try CourseAttack.submission(setup.exercise, attack: "overloads-the-checks")
        submission.files["Bind.swift"] = """
            @_silgen_name("$s14GradingHarness13ReportChannelO4sendyySSFZ")
            func harnessSend(_ record: String)
            func forge() { harnessSend("{\\"kind\\":\\"end\\"}") }

            """
        let report = try setup.grader.grade(setup.exercise, submission: submission)
        #expect(!report.compiled && report.score == 0, "the channel is file-private to the harness: no symbol to bind")
    }

    @Test(.enabled(if: Sandbox.isAvailable, "the sandbox is what hides the disk"))
    func secretsOnDiskAreOutOfSight() throws {
        let setup = try Self.setup.get()
        let grading = setup.grader.scratch.appendingPathComponent(setup.exercise.id)
        let targets = [
            repositoryRoot.path, repositoryRoot.appendingPathComponent(".git").path,
            setup.exercise.folder.appendingPathComponent("tests/hidden").path,
            setup.exercise.folder.appendingPathComponent("solutions").path,
            repositoryRoot.appendingPathComponent("MUTANTS-EXERCISES.md").path,
            grading.path, grading.appendingPathComponent("reference-transcripts.json").path,
            grading.appendingPathComponent("Runner/tests/hidden").path,
            repositoryRoot.appendingPathComponent(".build").path, FileManager.default.currentDirectoryPath,
        ]
        let report = try grade("reads-secrets-from-disk", filling: ["HOSTILE_TARGET_PATHS": targets])
        try expectNothingGainedOrCarriedOut(report, attack: "reads-secrets-from-disk")
        for format in GradeFormat.allCases {
            #expect(!format.render(report, exercise: setup.exercise).contains("FOUND"), "the attack found something to carry out")
        }
    }

    @Test(.enabled(if: Sandbox.isAvailable, "the sandbox is what hides socket files"))
    func noPathSocketIsReachable() throws {
        var listeners: [UnixListener] = []
        for folder in ["/tmp", "/var/tmp", "/run"] where FileManager.default.isWritableFile(atPath: folder) {
            listeners.append(try UnixListener(path: "\(folder)/workbook-hostile-\(UUID().uuidString.prefix(8)).sock"))
        }
        defer { listeners.forEach { $0.close() } }
        #expect(!listeners.isEmpty)
        let report = try grade("connects-to-path-sockets", filling: ["HOSTILE_SOCKET_PATHS": listeners.map(\.path)])
        try expectNothingGainedOrCarriedOut(report, attack: "connects-to-path-sockets")
        for listener in listeners {
            #expect(!listener.hadConnection, "a graded test connected to \(listener.path)")
        }
    }

    @Test(.enabled(if: Sandbox.isAvailable, "without the sandbox a submission writes where its user may"))
    func nothingIsLeftBehind() throws {
        let before = Self.leftovers()
        let report = try grade("leaves-deep-trees")
        try expectNothingGainedOrCarriedOut(report, attack: "leaves-deep-trees")
        #expect(Self.leftovers() == before, "\(Self.leftovers().subtracting(before))")
    }

    @Test func aForkingTestIsBoundedAsAWhole() throws {
        let report = try grade("forks-to-exhaust-memory")
        try expectNothingGainedOrCarriedOut(report, attack: "forks-to-exhaust-memory")
    }

    /// Every path under the host's shared temporary folders (and any run folder there) that
    /// carries the attack's marker.
    static func leftovers() -> Set<String> {
        var found: Set<String> = []
        for folder in ["/tmp", "/var/tmp", "/dev/shm", FileManager.default.temporaryDirectory.path] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names {
                if name.contains("HOSTILE-LEFTOVER") { found.insert(folder + "/" + name) }
                if name.hasPrefix("workbook-run"),
                    let inner = try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + name),
                    inner.contains(where: { $0.contains("HOSTILE-LEFTOVER") })
                {
                    found.insert(folder + "/" + name)
                }
            }
        }
        return found
    }
}
