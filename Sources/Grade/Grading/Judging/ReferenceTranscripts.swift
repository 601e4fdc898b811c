import Diagnostics
import ExerciseModel
import Foundation
import RuntimeLibraries
import SwiftBuild

/// What the reference solution's run of every test recorded: the other side of every
/// comparison `TestJudge` makes. Computed by grading the reference in the exercise's own
/// grading package (a rebuild of the submission module alone) and cached there, in a file the
/// sandboxed tests cannot see, under a fingerprint of everything the transcripts depend on:
/// the reference's files, the prepared runner, the manifest and the runtime libraries'
/// sources. The learner edition has no reference, and so no transcripts.
struct ReferenceTranscripts: Codable {
    static let formatVersion = "reference-transcripts-1"

    var fingerprint: String
    var transcripts: [String: TestTranscript]
}

extension Grader {
    /// The reference's transcripts by test name, from the cache when its fingerprint holds;
    /// nil when this copy of the workbook has no reference solution.
    func referenceTranscripts(_ exercise: Exercise, runner: RunnerSources, package: GradingPackage) throws
        -> [String: TestTranscript]?
    {
        guard exercise.edition.hasReference, !exercise.reference.isEmpty else { return nil }
        let fingerprint = referenceFingerprint(exercise, runner: runner, package: package)
        if let data = try? Data(contentsOf: package.referenceTranscriptsURL), let cached = try? JSONDecoder().decode(ReferenceTranscripts.self, from: data),
            cached.fingerprint == fingerprint
        {
            return cached.transcripts
        }
        let outcomes = try runReference(exercise, runner: runner, package: package)
        return try storeReferenceTranscripts(outcomes.map(\.transcript), exercise, runner: runner, package: package)
    }

    /// Caches `transcripts` (in the tests' order) under the current fingerprint.
    @discardableResult
    func storeReferenceTranscripts(
        _ transcripts: [TestTranscript], _ exercise: Exercise, runner: RunnerSources, package: GradingPackage
    ) throws -> [String: TestTranscript] {
        let byName = Dictionary(uniqueKeysWithValues: zip(exercise.tests.map(\.name), transcripts))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let fingerprint = referenceFingerprint(exercise, runner: runner, package: package)
        try encoder.encode(ReferenceTranscripts(fingerprint: fingerprint, transcripts: byName))
            .write(to: package.referenceTranscriptsURL, options: .atomic)
        return byName
    }

    /// Builds the reference in `package` and runs every test; throws, naming tests only, when
    /// the reference does not build or one of its tests does not finish cleanly — an exercise
    /// that cannot grade anyone fairly. (The reason never quotes a hidden test: on a grading
    /// platform it reaches learners.)
    func runReference(_ exercise: Exercise, runner: RunnerSources, package: GradingPackage) throws -> [TestRun.Outcome] {
        let submission = Submission(exercise.reference)
        try package.assemble(runner: runner, tests: exercise.tests, submission: submission)
        let hint = "run 'swift run workbook exercises verify \(exercise.id)' in the instructor's source to see why"
        let problems = try GradingBuild(package: package, runner: runner, submission: submission).run()
        guard problems.isEmpty else {
            // GradingBuild never quotes a hidden test, so its explanations may be shown.
            throw ToolError(
                "the reference solution of \(exercise.id) does not build, so nothing can be graded against it", hint: hint,
                detail: problems.flatMap { $0.description.split(separator: "\n").map(String.init) })
        }
        let outcomes = run(exercise.tests, binary: package.sealedBinary)
        let broken = zip(exercise.tests, outcomes).filter { _, outcome in
            outcome.ending != .finished || outcome.transcript.checks.isEmpty
                || outcome.transcript.checks.contains { $0.held == false }
        }
        guard broken.isEmpty else {
            throw ToolError(
                "the reference solution of \(exercise.id) does not pass its own tests: "
                    + broken.map(\.0.name).joined(separator: ", "),
                hint: hint)
        }
        return outcomes
    }

    /// Everything the reference's transcripts depend on, hashed.
    func referenceFingerprint(_ exercise: Exercise, runner: RunnerSources, package: GradingPackage) -> String {
        var parts = [ReferenceTranscripts.formatVersion, package.manifest, runtimeFingerprint()]
        for file in exercise.reference.sorted(by: { $0.path < $1.path }) { parts += [file.name, file.text] }
        for (path, text) in runner.texts(tests: exercise.tests).sorted(by: { $0.key < $1.key }) { parts += [path, text] }
        return StableHash.hex(of: parts)
    }

    /// A hash of the runtime libraries the grading package links, read from the workbook's
    /// `Sources/`: a change to the simulator can change what the reference observes.
    private func runtimeFingerprint() -> String {
        var hash = ""
        for library in RuntimeLibraries.names {
            let folder = RuntimeLibraries.folder(of: library, packageRoot: root)
            let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
            for file in files where file.hasSuffix(".swift") {
                let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) ?? Data()
                hash += "\(library)/\(file):\(StableHash.hex(ofBytes: data));"
            }
        }
        return hash
    }
}
