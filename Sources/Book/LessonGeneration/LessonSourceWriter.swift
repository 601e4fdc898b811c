import BookModel
import Diagnostics
import Foundation
import SwiftBuild

/// Puts generated lessons on disk: `Lessons/<name>/main.swift` for every runnable
/// lesson, and the lesson list in `Package.swift`. Files are rewritten only when their text
/// changes, so an unchanged book triggers no rebuild; `stalePaths` is the drift check.
package struct LessonSourceWriter {
    static let lessonsFolder = "Lessons"
    static let beginMarker = "// BEGIN GENERATED LESSON LIST"
    static let endMarker = "// END GENERATED LESSON LIST"

    package let root: URL

    package init(root: URL) { self.root = root }

    /// Every generated file's path (relative to the root) and intended contents.
    func expectedFiles(for plan: LessonPlan) throws -> [(path: String, contents: String)] {
        let runnable = plan.lessons.filter(\.isRunnable)
        var files = runnable.map { lesson in
            ("\(Self.lessonsFolder)/\(lesson.name)/main.swift", LessonSourceGenerator.mainSource(for: lesson))
        }
        files.append(("Package.swift", try manifest(listing: runnable.map(\.name).sorted())))
        return files
    }

    /// Paths whose contents differ from what the chapters generate, plus leftover generated
    /// lesson folders that no chapter produces any more.
    package func stalePaths(for plan: LessonPlan) throws -> [String] {
        var stale = try expectedFiles(for: plan).filter { file in
            (try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)) != file.contents
        }.map(\.path)
        stale += orphanedLessonFolders(keeping: Set(plan.lessons.filter(\.isRunnable).map(\.name)))
        return stale
    }

    /// Writes what changed and removes orphaned generated folders; returns the paths touched.
    @discardableResult
    package func write(_ plan: LessonPlan) throws -> [String] {
        let stale = try stalePaths(for: plan)
        let expected = try expectedFiles(for: plan)
        for path in stale {
            let url = root.appendingPathComponent(path)
            if let file = expected.first(where: { $0.path == path }) {
                // Dated so a lesson rebuilt within the second still compiles its new text.
                try BuildInput.write(Data(file.contents.utf8), to: url)
            } else {
                try FileManager.default.removeItem(at: url)
            }
        }
        return stale
    }

    private func orphanedLessonFolders(keeping names: Set<String>) -> [String] {
        let folder = root.appendingPathComponent(Self.lessonsFolder)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.sorted().filter { name in
            guard !names.contains(name) else { return false }
            let main = folder.appendingPathComponent(name).appendingPathComponent("main.swift")
            let text = (try? String(contentsOf: main, encoding: .utf8)) ?? ""
            return text.hasPrefix(LessonSourceGenerator.header)
        }.map { "\(Self.lessonsFolder)/\($0)" }
    }

    /// The package manifest with its generated lesson list replaced.
    private func manifest(listing names: [String]) throws -> String {
        let url = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw ToolError("cannot read \(url.path)", hint: "run the command from the workbook's root folder")
        }
        var lines = text.components(separatedBy: "\n")
        try refuseOldLessonFolder(lines)
        guard let begin = lines.firstIndex(where: { $0.hasPrefix(Self.beginMarker) }),
            let end = lines.firstIndex(where: { $0.hasPrefix(Self.endMarker) }), begin < end
        else {
            throw ToolError(
                "Package.swift has no generated lesson list",
                hint: "keep the lines '\(Self.beginMarker)' and '\(Self.endMarker)' around 'let lessonNames'")
        }
        let list = names.isEmpty
            ? ["let lessonNames: [String] = []"]
            : ["let lessonNames: [String] = ["] + names.map { "    \(LessonSourceGenerator.literal($0))," } + ["]"]
        lines.replaceSubrange((begin + 1)..<end, with: list)
        return lines.joined(separator: "\n")
    }

    /// Lessons were once generated under `Sources/Lessons/`. A manifest that still builds its
    /// lesson targets from there would compile the old sources while new ones are written to
    /// `Lessons/`, and report a verdict about code the chapters no longer say.
    private func refuseOldLessonFolder(_ lines: [String]) throws {
        let old = "Sources/\(Self.lessonsFolder)/"
        guard let index = lines.firstIndex(where: { $0.contains(old) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }),
            let column = lines[index].range(of: old).map({ lines[index].distance(from: lines[index].startIndex, to: $0.lowerBound) + 1 })
        else { return }
        throw SourceError(
            file: "Package.swift", line: index + 1, column: column,
            message: "lesson targets are built from \(old), but lessons are generated in \(Self.lessonsFolder)/",
            hint: "change this path to \"\(Self.lessonsFolder)/\\($0)\" and delete the old \(old) folder",
            sourceLine: lines[index])
    }
}
