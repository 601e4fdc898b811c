import ExerciseModel
import Foundation
import ProcessRunning
import SwiftBuild

/// What a class grading keeps of each grade, so a re-run grades only new or changed hand-ins:
/// one JSON file per content key under the output folder. The key covers everything a
/// verdict depends on — the grader program, every file of the exercise (hidden tests and
/// solutions included), the time limit and the hand-in's files — so a changed exercise or a
/// rebuilt grader grades everything again, and two identical hand-ins are graded once.
package struct ClassGradeCache: Sendable {
    /// A grade as kept: the gradebook row (its learner fields are the current entry's when
    /// reused) and the feedback in every format, so changing `--format` grades nothing again.
    package struct Record: Codable, Sendable, Equatable {
        package var row: Gradebook.Row
        /// Format name → the feedback text.
        package var feedback: [String: String]

        package init(row: Gradebook.Row, feedback: [String: String]) {
            self.row = row
            self.feedback = feedback
        }
    }

    package var folder: URL
    /// The grader, the exercise and the limits: the part of every key that no hand-in changes.
    package var context: String

    package init(folder: URL, exercise: Exercise, timeout: Double) {
        self.folder = folder
        self.context = StableHash.hex(of: [
            Self.graderIdentity, Self.fingerprint(of: exercise.folder), String(timeout),
        ])
    }

    /// The key of one hand-in: its files' names and texts with the context.
    package func key(for submission: Submission) -> String {
        StableHash.hex(of: [context] + submission.files.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
    }

    package func record(for key: String) -> Record? {
        guard let data = FileManager.default.contents(atPath: url(key).path) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data)
    }

    /// Kept as soon as a grade ends (written whole, then renamed), so a run that is stopped
    /// loses no finished grade.
    package func keep(_ record: Record, for key: String) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(record) else { return }
        try? data.write(to: url(key), options: .atomic)
    }

    private func url(_ key: String) -> URL { folder.appendingPathComponent(key + ".json") }

    /// The running grader as `FileStamp` sees it (path, size, modification time): a rebuilt or
    /// different grader is a different identity; hashing its bytes would cost more than a grade.
    static var graderIdentity: String {
        FileStamp.of(URL(fileURLWithPath: RunningProgram.path ?? CommandLine.arguments[0]))
    }

    /// Every file under the exercise's folder, by relative path and bytes.
    static func fingerprint(of folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        var parts: [String] = []
        for path in paths.sorted() {
            guard let data = FileManager.default.contents(atPath: base + "/" + path) else { continue }
            parts.append(path)
            parts.append(StableHash.hex(ofBytes: data))
        }
        return StableHash.hex(of: parts)
    }
}
