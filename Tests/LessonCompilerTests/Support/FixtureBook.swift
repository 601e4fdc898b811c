import Foundation

/// The repository this test file lives in.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Where nested builds go. `swift test` holds the lock on `.build` itself, so a build
/// started from a test needs a scratch folder of its own or it would wait forever.
let nestedBuilds = repositoryRoot.appendingPathComponent(".build/nested")

/// A throwaway workbook made from `Tests/Fixtures/NAME/chapters` plus a manifest that
/// depends on this repository for LessonKit. It lives at a stable path under `.build`, so
/// repeated test runs reuse the nested build.
enum FixtureBook {
    static func make(_ name: String) throws -> (root: URL, scratch: URL) {
        let root = nestedBuilds.appendingPathComponent("books/\(name)")
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: root.appendingPathComponent("chapters"))
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        try fileManager.copyItem(
            at: repositoryRoot.appendingPathComponent("Tests/Fixtures/\(name)/chapters"),
            to: root.appendingPathComponent("chapters"))
        let identity = repositoryRoot.lastPathComponent.lowercased()
        let manifest = """
            // swift-tools-version:6.0
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
                        name: $0, dependencies: [.product(name: "LessonKit", package: "\(identity)")],
                        path: "Sources/Lessons/\\($0)")
                })
            """
        let manifestURL = root.appendingPathComponent("Package.swift")
        // Keep the generated lesson list of an earlier run, so nothing is rebuilt needlessly.
        if !fileManager.fileExists(atPath: manifestURL.path) {
            try Data(manifest.utf8).write(to: manifestURL)
        }
        return (root, nestedBuilds.appendingPathComponent("scratch-\(name)"))
    }
}

/// Collects progress lines from a check, which may arrive from any thread.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return lines.joined(separator: "\n")
    }
}
