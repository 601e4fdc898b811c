import Diagnostics
import Foundation

/// Every exercise under `ROOT/exercises/`, in folder-name order (`01-…`, `02-…`), which is
/// also course order. Every malformed exercise is reported at its file and line, all at once.
package enum ExerciseCatalog {
    package static let folderName = "exercises"

    /// The exercises of the workbook at `root`; none when it has no `exercises/` folder.
    package static func load(root: URL) throws -> [Exercise] {
        try assemble(ids(root: root).map { id in Result { try load(id, root: root) } })
    }

    /// One exercise of the workbook at `root`, by one of `ids(root:)`, validated alone.
    package static func load(_ id: String, root: URL) throws -> Exercise {
        try ExerciseLoader.load(folder: folder(id, root: root), id: id, edition: ExerciseEdition.of(root: root))
    }

    /// The exercises from their loads, in course order; every located error at once.
    package static func assemble(_ loads: [Result<Exercise, any Error>]) throws -> [Exercise] {
        var exercises: [Exercise] = []
        var errors: [SourceError] = []
        for load in loads {
            switch load {
            case .success(let exercise): exercises.append(exercise)
            case .failure(let failure as SourceErrors): errors += failure.errors
            case .failure(let error): throw error
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
        return exercises
    }

    /// The ids of the exercises (their folders' names), in course order, none of them read.
    package static func ids(root: URL) -> [String] {
        let exercises = root.appendingPathComponent(folderName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: exercises.path) else { return [] }
        return names.sorted().filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: exercises.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }

    private static func folder(_ id: String, root: URL) -> URL {
        root.appendingPathComponent(folderName).appendingPathComponent(id)
    }

    /// What an id says after its number (`uikit-navigation-adapter` of `03-uikit-navigation-adapter`):
    /// what stayed when the course was put in chapter order and its numbers changed.
    package static func nameAfterNumber(_ id: String) -> Substring { id.drop { $0.isNumber }.drop { $0 == "-" } }

    /// One exercise by its id, loaded alone — a malformed exercise 05 does not stop grading
    /// exercise 01 — or a ToolError naming the ones there are.
    package static func exercise(_ id: String, root: URL) throws -> Exercise {
        let ids = ids(root: root)
        guard ids.contains(id) else {
            // The course was renumbered in chapter order once; the names after the number stayed.
            if let renamed = ids.first(where: { nameAfterNumber($0) == nameAfterNumber(id) && !nameAfterNumber(id).isEmpty }) {
                throw ToolError("no exercise named '\(id)'",
                    hint: "the exercises are numbered in course order now: '\(id)' is '\(renamed)'")
            }
            throw ToolError("no exercise named '\(id)'",
                hint: ids.isEmpty ? "this workbook has no exercises/ folder" : "the exercises are: " + ids.joined(separator: ", "))
        }
        return try load(id, root: root)
    }
}
