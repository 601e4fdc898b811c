import Foundation
import RuntimeLibraries

/// Small workbooks for integration tests: a `chapters/` folder and a manifest that takes
/// LessonKit from this repository through a path dependency, with the generated lesson list
/// the chapter compiler maintains.
package enum FixtureWorkbook {
    /// Writes `chapters` (file name → text) and the manifest into `root`, replacing old chapters.
    /// An existing manifest that matches outside its lesson list is kept, so that list (and the
    /// nested build) survive.
    /// `runtime` names the repository's libraries the lessons import.
    package static func write(_ root: URL, chapters: [String: String], runtime: [String] = ["LessonKit"]) throws {
        let folder = root.appendingPathComponent("chapters")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in chapters { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let manifestURL = root.appendingPathComponent("Package.swift")
        let fresh = manifest(runtime: runtime)
        let existing = try? String(contentsOf: manifestURL, encoding: .utf8)
        if existing.map(withoutLessonList) != withoutLessonList(fresh) {
            try Data(fresh.utf8).write(to: manifestURL)
        }
    }

    /// A manifest's text outside its generated lesson list: a kept manifest must match the
    /// fresh one there, or a fixture left by an older checkout builds from the wrong folders.
    static func withoutLessonList(_ manifest: String) -> String {
        var inside = false
        return manifest.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("// BEGIN GENERATED LESSON LIST") { inside = true }
            defer { if line.hasPrefix("// END GENERATED LESSON LIST") { inside = false } }
            return !inside
        }.joined(separator: "\n")
    }

    /// Copies `Tests/Fixtures/NAME/chapters` into `root`.
    package static func copy(_ name: String, to root: URL) throws {
        let source = repositoryRoot.appendingPathComponent("Tests/Fixtures/\(name)/chapters")
        var chapters: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) where file.hasSuffix(".md") {
            chapters[file] = try String(contentsOf: source.appendingPathComponent(file), encoding: .utf8)
        }
        try write(root, chapters: chapters)
    }

    static func manifest(runtime: [String]) -> String {
        let identity = repositoryRoot.lastPathComponent.lowercased()
        let products = runtime.map { #".product(name: "\#($0)", package: "\#(identity)")"# }.joined(separator: ", ")
        return """
            // swift-tools-version:6.0
            \(RuntimeLibraries.manifestStamp(packageRoot: repositoryRoot))
            import PackageDescription

            // BEGIN GENERATED LESSON LIST
            let lessonNames: [String] = []
            // END GENERATED LESSON LIST

            let package = Package(
                name: "Fixture",
                products: lessonNames.map { .executable(name: $0, targets: [$0]) },
                dependencies: [.package(path: "\(repositoryRoot.path)")],
                targets: lessonNames.map {
                    .executableTarget(
                        name: $0, dependencies: [\(products)],
                        path: "Lessons/\\($0)")
                })
            """
    }
}
