import Diagnostics
import Foundation

/// Every exercise under `ROOT/exercises/`, in folder-name order (`01-…`, `02-…`), which is
/// also course order. Every malformed exercise is reported at its file and line, all at once.
package enum ExerciseCatalog {
    package static let folderName = "exercises"

    /// The exercises of the workbook at `root`; none when it has no `exercises/` folder.
    package static func load(root: URL) throws -> [Exercise] {
        let folder = root.appendingPathComponent(folderName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        let edition = ExerciseEdition.of(root: root)
        var exercises: [Exercise] = []
        var errors: [SourceError] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            do {
                exercises.append(try ExerciseLoader.load(folder: url, id: name, edition: edition))
            } catch let failure as SourceErrors {
                errors += failure.errors
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
        return exercises
    }

    /// What an id says after its number (`uikit-navigation-adapter` of `03-uikit-navigation-adapter`):
    /// what stayed when the course was put in chapter order and its numbers changed.
    package static func nameAfterNumber(_ id: String) -> Substring { id.drop { $0.isNumber }.drop { $0 == "-" } }

    /// One exercise by its id, or a ToolError naming the ones there are.
    package static func exercise(_ id: String, root: URL) throws -> Exercise {
        let all = try load(root: root)
        guard let exercise = all.first(where: { $0.id == id }) else {
            // The course was renumbered in chapter order once; the names after the number stayed.
            if let renamed = all.first(where: { nameAfterNumber($0.id) == nameAfterNumber(id) && !nameAfterNumber(id).isEmpty }) {
                throw ToolError("no exercise named '\(id)'",
                    hint: "the exercises are numbered in course order now: '\(id)' is '\(renamed.id)'")
            }
            throw ToolError("no exercise named '\(id)'",
                hint: all.isEmpty ? "this workbook has no exercises/ folder"
                    : "the exercises are: " + all.map(\.id).joined(separator: ", "))
        }
        return exercise
    }
}
