import Diagnostics
import Foundation
import RuntimeLibraries

/// `workbook init DIR`: a new workbook that `workbook build` accepts at once — a chapter
/// with a listing, a check and a trace-checked diagram; a manifest whose lessons import this
/// toolchain's runtime libraries through a path dependency; a README that starts with the two
/// commands. Written into a staging folder beside `DIR` and renamed into place, so a failure
/// leaves nothing half made.
package struct WorkbookScaffold: Sendable {
    /// Where the new workbook goes; it must not exist, or be an empty folder.
    package var destination: URL
    /// The toolchain checkout (this package) the new workbook depends on.
    package var toolchain: URL

    package init(destination: URL, toolchain: URL) {
        self.destination = destination.standardizedFileURL
        self.toolchain = toolchain.standardizedFileURL
    }

    /// The files of the new workbook, by path relative to it.
    package var files: [String: String] {
        [
            "Package.swift": manifest,
            "README.md": readme,
            ".gitignore": ".build/\nsite/\n.workbook-progress.json\n",
            "chapters/\(ScaffoldChapter.fileName)": ScaffoldChapter.text,
        ]
    }

    /// Writes the workbook; returns the paths written, sorted.
    @discardableResult
    package func write() throws -> [String] {
        try checkToolchain()
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: destination.path, isDirectory: &isFolder) {
            guard isFolder.boolValue, (try? manager.contentsOfDirectory(atPath: destination.path))?.isEmpty == true else {
                throw ToolError("\(destination.path) already exists and is not an empty folder",
                    hint: "give the name of a new folder; init never writes over anything")
            }
        }
        let parent = destination.deletingLastPathComponent()
        guard manager.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ToolError("the folder \(parent.path) does not exist", hint: "create it first, or choose another place")
        }
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).init-\(UUID().uuidString)")
        do {
            for (path, text) in files {
                let file = staging.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            // rename(2) takes the place of a missing or empty folder in one step.
            guard rename(staging.path, destination.path) == 0 else {
                throw ToolError("could not move the new workbook into \(destination.path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        return files.keys.sorted()
    }

    private func checkToolchain() throws {
        let manifest = toolchain.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains(#"name: "LessonKit""#) else {
            throw ToolError("\(toolchain.path) is not a checkout of the workbook toolchain (no LessonKit in its Package.swift)",
                hint: "pass --toolchain DIR, the folder of this repository's Package.swift")
        }
    }

    /// SwiftPM names a path dependency after its folder.
    private var identity: String { toolchain.lastPathComponent.lowercased() }

    private var packageName: String {
        let name = destination.lastPathComponent.filter { $0.isLetter || $0.isNumber }
        return name.isEmpty ? "Workbook" : name
    }

    private var manifest: String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        /// Each chapter's listings become a lesson under Lessons/<name>/main.swift, written by
        /// `workbook check` (and `workbook generate`), which also keeps this list in step with the chapters.
        // BEGIN GENERATED LESSON LIST — edited by `swift run workbook generate`
        let lessonNames: [String] = []
        // END GENERATED LESSON LIST

        let package = Package(
            name: "\(packageName)",
            \(RuntimeLibraries.manifestPlatforms)
            products: lessonNames.map { .executable(name: $0, targets: [$0]) },
            dependencies: [.package(path: "\(toolchain.path)")],
            targets: lessonNames.map {
                .executableTarget(
                    name: $0,
                    dependencies: [
                        .product(name: "LessonKit", package: "\(identity)"),
                        .product(name: "NavigationSimulator", package: "\(identity)"),
                    ],
                    path: "Lessons/\\($0)")
            }
        )

        """
    }

    private var readme: String {
        let tool = "swift run --package-path \(toolchain.path) workbook"
        let install = "\(toolchain.path)/scripts/install-system-packages"
        return """
            # \(destination.lastPathComponent)

            ```sh
            \(install) && \(tool) build --root .   # build the site into site/
            \(install) && \(tool) check --root .   # prove every lesson and diagram
            ```

            A workbook made with the Coordinator Workbook toolchain (\(toolchain.path)). Chapters are
            `chapters/*.md`, read in file-name order: every `swift` listing is compiled and run, every
            `check` must hold, and every `mermaid trace=NAME` diagram must match the run its lesson
            recorded. Run `\(tool) --help` for the other commands.

            """
    }
}
