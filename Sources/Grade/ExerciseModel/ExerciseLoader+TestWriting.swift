import Diagnostics
import Foundation

extension ExerciseLoader {
    /// The parts only an exercise whose learner writes the tests has (see `Exercise`).
    enum TestWriting {
        static let subjectFolder = "subject"
        static let mistakesFolder = "solutions/mistakes"

        /// Every `solutions/mistakes/<name>/`, each headed `// Mistake: …` and `// points: N`
        /// and replacing the subject's files one for one; at least `minimumWrongSolutions`.
        static func mistakes(in folder: URL, display: String, subject: [SourceFile], errors: inout [SourceError])
            -> [PlantedMistake]
        {
            let url = folder.appendingPathComponent(mistakesFolder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            let found = names.compactMap { name -> PlantedMistake? in
                let path = "\(mistakesFolder)/\(name)"
                let files = swiftFiles(in: folder, path, display: display, errors: &errors)
                guard let first = files.first else {
                    errors.append(SourceError(file: display + path, line: 1,
                        message: "planted mistake '\(name)' has no .swift files", hint: "put the subject's files there, with the mistake in them"))
                    return nil
                }
                if Set(files.map(\.name)) != Set(subject.map(\.name)) {
                    errors.append(SourceError(file: display + path, line: 1,
                        message: "planted mistake '\(name)' has files \(files.map(\.name).joined(separator: ", ")), not the subject's (\(subject.map(\.name).joined(separator: ", ")))",
                        hint: "a planted mistake replaces the subject's files one for one"))
                }
                let lines = first.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(2).map(String.init)
                guard lines.count == 2, lines[0].hasPrefix("// Mistake:"),
                    case let mistake = lines[0].dropFirst("// Mistake:".count).trimmingCharacters(in: .whitespaces), !mistake.isEmpty
                else {
                    errors.append(SourceError(file: display + first.path, line: 1,
                        message: "a planted mistake's first line must say what it gets wrong",
                        hint: "start it with '// Mistake: keeps a finished child' and then '// points: 2'", sourceLine: lines.first))
                    return nil
                }
                guard lines[1].hasPrefix("// points:"),
                    let points = Int(lines[1].dropFirst("// points:".count).trimmingCharacters(in: .whitespaces)), points > 0
                else {
                    errors.append(SourceError(file: display + first.path, line: 2,
                        message: "a planted mistake's second line must give its points",
                        hint: "write '// points: 2': what catching it earns", sourceLine: lines[1]))
                    return nil
                }
                return PlantedMistake(name: name, mistake: mistake, points: points, files: files)
            }
            if found.count < minimumWrongSolutions, errors.isEmpty {
                errors.append(SourceError(file: display + mistakesFolder, line: 1,
                    message: "the exercise has \(found.count) planted mistake\(found.count == 1 ? "" : "s"); it needs at least \(minimumWrongSolutions)",
                    hint: "add solutions/mistakes/<name>/ folders: the subject with one plausible mistake each"))
            }
            return found
        }
    }
}
