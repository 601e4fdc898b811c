import ExerciseModel
import Foundation

/// What only the instructor and the grader may have: the text of every hidden test file and
/// every solution file of every exercise, and the name of every hidden test. The learner
/// edition is scanned for all of it before it is put in place.
package struct InstructorMaterial: Sendable {
    /// One thing a learner must never see.
    package struct Secret: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            case hiddenTestFile
            case solutionFile
            /// A hidden test function's name: matched as a whole identifier, since naming the
            /// test already tells a learner what is checked.
            case hiddenTestName
        }

        package var kind: Kind
        package var exercise: String
        /// Where it comes from, e.g. `exercises/01-counter/tests/hidden/Counting.swift:5`.
        package var origin: String
        /// A file's text trimmed of surrounding white space, or the test's name.
        package var text: String

        /// How a message names it.
        package var description: String {
            switch kind {
            case .hiddenTestFile: "the text of hidden test file \(origin)"
            case .solutionFile: "the text of solution file \(origin)"
            case .hiddenTestName: "the name of hidden test '\(text)' (\(origin))"
            }
        }
    }

    package var secrets: [Secret]

    package init(secrets: [Secret]) { self.secrets = secrets }

    /// Reads every exercise of the workbook at `root`: hidden test and solution files straight
    /// from disk (committed or not, any file type), test names through the exercise loader.
    package static func load(root: URL) throws -> InstructorMaterial {
        var secrets: [Secret] = []
        let folder = root.appendingPathComponent(ExerciseCatalog.folderName)
        let ids = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        for id in ids {
            for (part, kind) in [("tests/hidden", Secret.Kind.hiddenTestFile), ("solutions", .solutionFile)] {
                for path in files(below: folder.appendingPathComponent(id).appendingPathComponent(part)) {
                    let url = folder.appendingPathComponent(id).appendingPathComponent(part).appendingPathComponent(path)
                    guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    guard !text.isEmpty else { continue }
                    secrets.append(Secret(kind: kind, exercise: id,
                        origin: "\(ExerciseCatalog.folderName)/\(id)/\(part)/\(path)", text: text))
                }
            }
        }
        for exercise in try ExerciseCatalog.load(root: root) {
            for test in exercise.hiddenTests {
                secrets.append(Secret(kind: .hiddenTestName, exercise: exercise.id,
                    origin: "\(ExerciseCatalog.folderName)/\(exercise.id)/\(test.file.path):\(test.line)", text: test.name))
            }
        }
        return InstructorMaterial(secrets: secrets)
    }

    /// Every file below `folder`, as relative paths, in name order.
    private static func files(below folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
