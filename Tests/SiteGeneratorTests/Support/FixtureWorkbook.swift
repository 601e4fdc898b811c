import Foundation

/// Small workbooks for build tests: chapters written on the fly, or the failing fixture book
/// with a manifest that takes LessonKit from this repository.
enum FixtureWorkbook {
    static let scratch = repositoryRoot.appendingPathComponent(".build/nested/scratch-site-fixture")

    static func write(_ root: URL, chapters: [String: String]) throws {
        let folder = root.appendingPathComponent("chapters")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in chapters { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    /// A book whose `failing-check` lesson fails one check.
    static func copyFailingBook(to root: URL) throws {
        let source = repositoryRoot.appendingPathComponent("Tests/Fixtures/mixed-book/chapters/03-failing-check.md")
        try write(root, chapters: ["03-failing-check.md": try String(contentsOf: source, encoding: .utf8)])
    }

    static var manifest: String {
        let identity = repositoryRoot.lastPathComponent.lowercased()
        return """
            // swift-tools-version:6.0
            import PackageDescription

            // BEGIN GENERATED LESSON LIST
            let lessonNames: [String] = []
            // END GENERATED LESSON LIST

            let package = Package(
                name: "SiteFixture",
                products: lessonNames.map { .executable(name: $0, targets: [$0]) },
                dependencies: [.package(path: "\(repositoryRoot.path)")],
                targets: lessonNames.map {
                    .executableTarget(
                        name: $0, dependencies: [.product(name: "LessonKit", package: "\(identity)")],
                        path: "Sources/Lessons/\\($0)")
                })
            """
    }
}
