import Foundation
import Similarity
import WorkbookTestSupport

/// Real exercise files from `exercises/`, read as learners' submissions.
enum ExerciseSubmissions {
    /// The `.swift` files of `exercises/EXERCISE/FOLDER`, as a submission named `name`.
    static func submission(_ exercise: String, _ folder: String, name: String) throws -> LearnerSubmission {
        LearnerSubmission(name: name, files: try files(exercise, folder))
    }

    /// The `.swift` files of one folder of an exercise, in name order.
    static func files(_ exercise: String, _ folder: String) throws -> [CodeFile] {
        let url = repositoryRoot.appendingPathComponent("exercises/\(exercise)/\(folder)")
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted().map { name in
            CodeFile(path: name, text: try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The known-wrong solutions' folder names.
    static func wrongNames(_ exercise: String) throws -> [String] {
        let url = repositoryRoot.appendingPathComponent("exercises/\(exercise)/solutions/wrong")
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
