import Diagnostics
import ExerciseModel
import Foundation

/// A Gradescope autograder for one exercise: a zip whose root holds `setup.sh` and
/// `run_autograder`, and `workbook/`, the instructor's package without any exercise's
/// known-wrong solutions. The hidden tests and the reference solutions stay in it — the
/// grader runs the one and compares with the other — which is why the zip goes to
/// Gradescope and never to learners. (Inside, each test runs sandboxed with nothing of the
/// package in sight but its own runner binary.)
package struct AutograderBundle: Sendable {
    package static let bookFolder = "workbook"

    package let root: URL
    package let exercise: String

    package init(root: URL, exercise: String) {
        self.root = root
        self.exercise = exercise
    }

    package struct Summary: Sendable {
        package var files: Int
        package var bytes: Int
        /// Hidden test files of the graded exercise that the bundle carries.
        package var hiddenTests: [String]
        /// Where the learner writes the tests: the planted mistakes the bundle carries.
        package var plantedMistakes: [String] = []
    }

    /// Writes the zip to `output` (replacing a file there) — all of it or, on any failure, nothing.
    package func write(to output: URL) throws -> Summary {
        guard exercise.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
            throw ToolError("'\(exercise)' is not an exercise folder name", hint: "exercise names look like 03-child-coordinators")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ToolError("refusing to replace \(output.path): it is a folder, not a zip file", hint: "give --output a file name ending in .zip")
        }
        let graded = try ExerciseCatalog.exercise(exercise, root: root)
        let paths = try WorkbookFiles.list(root: root, excluding: [output]).filter { ExercisePart.of($0)?.part.isForGrader ?? true }
        let fileManager = FileManager.default
        let staging = fileManager.temporaryDirectory.appendingPathComponent("workbook-autograder-\(UUID().uuidString)")
        let partial = output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        defer {
            try? fileManager.removeItem(at: staging)
            try? fileManager.removeItem(at: partial)
        }
        var bytes = 0
        for path in paths {
            bytes += try FileCopy.copy(path, from: root, to: staging.appendingPathComponent(Self.bookFolder))
        }
        // Tells the tools inside that this copy has hidden tests and references but no wrong solutions.
        let marker = Data(Self.markerText.utf8)
        try FileCopy.write(marker, to: staging.appendingPathComponent("\(Self.bookFolder)/\(ExerciseEdition.graderMarkerFile)"), permissions: 0o644)
        bytes += marker.count
        let scripts = [
            ("setup.sh", AutograderScripts.setup(exercise: exercise)),
            ("run_autograder", AutograderScripts.runAutograder(exercise: exercise)),
        ]
        for (name, text) in scripts {
            try FileCopy.write(Data(text.utf8), to: staging.appendingPathComponent(name), permissions: 0o755)
            bytes += text.utf8.count
        }
        try? fileManager.removeItem(at: partial)
        let bundled = paths + [ExerciseEdition.graderMarkerFile]
        try ZipArchive.create(partial, from: staging, paths: scripts.map(\.0) + bundled.map { "\(Self.bookFolder)/\($0)" })
        if fileManager.fileExists(atPath: output.path) { try fileManager.removeItem(at: output) }
        try fileManager.moveItem(at: partial, to: output)
        var summary = Summary(files: bundled.count + scripts.count, bytes: bytes,
            hiddenTests: graded.hiddenTests.map { "\(ExerciseCatalog.folderName)/\(exercise)/\($0.file.path)" }.uniqued())
        summary.plantedMistakes = graded.mistakes.map(\.name)
        return summary
    }
}

extension AutograderBundle {
    static let markerText = """
        This is the grader's copy of a Coordinator Workbook: it holds the hidden tests and the
        reference solutions of its exercises (every graded run is compared with the reference's),
        but none of the known-wrong solutions. Made by 'workbook autograder'; do not share it
        with learners.

        """
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
