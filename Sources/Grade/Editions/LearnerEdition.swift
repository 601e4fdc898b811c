import Diagnostics
import ExerciseModel
import Foundation
import FolderOutput

/// The learner edition: a complete, buildable copy of the workbook with every chapter,
/// lesson and tool, and of each exercise only its prompt, starter and public tests. Hidden
/// tests and solutions stay with the instructor. Before it is put in place, every file in it
/// is scanned for instructor material; one hit and nothing is released.
package struct LearnerEdition: Sendable {
    /// At the edition's root: lets `release` replace an edition it wrote, and tells
    /// `workbook grade` that it runs where hidden tests are not.
    package static let marker = ExerciseEdition.markerFile
    /// The top-level files and folders an edition takes; anything else stays behind.
    package static let topLevel: Set<String> = [
        "Package.swift", "Package.resolved", "README.md", ".gitignore", "LICENSE", "LICENSE.md",
        "chapters", "Sources", "scripts", ".ci", "Tests", ExerciseCatalog.folderName,
        // The generated lessons and the fuzz targets: the manifest names their folders, so
        // without them nothing builds.
        "Lessons", "Fuzz",
        // The course settings: the learner edition's own site names the same repository.
        "workbook.json",
        // Why the lessons' surviving mutants survive (lessons only: chapters are public).
        "MUTANTS.md",
        // What the diagrams may say: `workbook diagram --help` and diagram errors point here.
        "docs",
        // The dev container: a learner on any system opens the edition in Codespaces or VS Code.
        ".devcontainer",
    ]

    package let root: URL
    /// Only this exercise's folder (a GitHub Classroom template); nil: every exercise.
    package var onlyExercise: String?
    /// Files written into the edition beside the copied ones (path → text), scanned like them.
    package var extraFiles: [String: String] = [:]
    /// The README in place of the instructor's with a notice before it.
    package var readmeText: String?

    package init(root: URL) { self.root = root }

    /// What was written, for the command to print.
    package struct Summary: Sendable {
        package var files: Int
        package var bytes: Int
        package var exercises: [String]
        /// Paths left out, each with why.
        package var withheld: [(path: String, reason: String)]
    }

    /// Writes the edition to `destination`, replacing an edition written there before.
    package func write(to destination: URL) throws -> Summary {
        var folder = SwappedFolder(destination: destination, marker: Self.marker)
        folder.activity = "release"
        try folder.checkReplaceable()
        let exercises = try ExerciseCatalog.load(root: root).map(\.id).filter { onlyExercise == nil || $0 == onlyExercise }
        let scanner = LeakScanner(try InstructorMaterial.load(root: root))
        let (selected, withheld) = try select(WorkbookFiles.list(root: root, excluding: [destination]), scanner: scanner)
        var bytes = 0
        try folder.write(markerText: Self.markerText) { staging in
            for path in selected where path != "README.md" {
                bytes += try FileCopy.copy(path, from: root, to: staging)
            }
            let readme = Data((readmeText ?? readme(exercises: exercises)).utf8)
            try FileCopy.write(readme, to: staging.appendingPathComponent("README.md"))
            bytes += readme.count
            for (path, text) in extraFiles.sorted(by: { $0.key < $1.key }) {
                let url = staging.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileCopy.write(Data(text.utf8), to: url)
                bytes += text.utf8.count
            }
            let scanned = selected + (selected.contains("README.md") ? [] : ["README.md"]) + extraFiles.keys.sorted()
            let leaks = scanner.scan(folder: staging, paths: scanned)
            if !leaks.isEmpty { throw InstructorMaterialLeaked(leaks) }
        }
        return Summary(
            files: Set(selected + ["README.md"] + extraFiles.keys).count + 1, bytes: bytes, exercises: exercises, withheld: withheld)
    }

    /// Splits the workbook's files into those the edition takes and those it leaves out.
    /// A file under `Tests/` that holds instructor material is left out (the scan would
    /// otherwise fail on it); a test target it would leave without sources is an error.
    func select(_ paths: [String], scanner: LeakScanner) throws -> (selected: [String], withheld: [(path: String, reason: String)]) {
        var selected: [String] = []
        var withheld: [(path: String, reason: String)] = []
        for path in paths {
            let top = String(path.prefix { $0 != "/" })
            if !Self.topLevel.contains(top) {
                withheld.append((path, "not part of an edition"))
            } else if let only = onlyExercise, let part = ExercisePart.of(path), part.exercise != only {
                withheld.append((path, "another exercise"))
            } else if let part = ExercisePart.of(path)?.part, !part.isForLearners {
                withheld.append((path, "instructor material"))
            } else if top == "Tests", let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
                let leak = scanner.leaks(in: data, path: path).first
            {
                withheld.append((path, "a test holding instructor material (\(leak.location))"))
            } else {
                selected.append(path)
            }
        }
        for target in Set(withheld.map(\.path).compactMap(Self.testTarget)).sorted()
        where !selected.contains(where: { Self.testTarget($0) == target && $0.hasSuffix(".swift") }) {
            throw ToolError("the learner edition would leave test target \(target) without sources: every file in it holds instructor material",
                hint: "keep the tests that need hidden tests or solutions in files of their own, next to at least one file learners may have")
        }
        return (selected, withheld)
    }

    /// `Tests/NAME` for a path below a test target's folder.
    private static func testTarget(_ path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 3, components[0] == "Tests", components[1] != "Fixtures" else { return nil }
        return "Tests/\(components[1])"
    }

    /// The instructor's README with a paragraph before it saying what this copy is.
    func readme(exercises: [String]) -> String {
        let example = exercises.first ?? "NN-slug"
        let notice = """
            > **Learner edition.** This copy of the workbook was generated by `workbook release` from the
            > instructor's source. It has every chapter, lesson and exercise prompt, each exercise's
            > starter and its public tests; the hidden tests and the solutions stay with the instructor,
            > who grades them. To test an exercise, edit its `exercises/\(example)/starter/` files and run
            > `swift run workbook grade \(example)`: it runs the public tests and says that the hidden
            > tests are graded by the instructor.

            """
        let original = FileManager.default.contents(atPath: root.appendingPathComponent("README.md").path)
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        return notice + (original.isEmpty ? "" : "\n" + original)
    }

    static let markerText = """
        This folder is the learner edition of the workbook, written by 'workbook release'.
        It has no hidden tests and no solutions: 'workbook grade' runs the public tests here and
        leaves the hidden ones to the instructor. 'workbook release' replaces only a folder
        holding this file.

        """
}
