import Foundation
import Testing
import WorkbookTestSupport
@testable import WorkbookCommands

/// `workbook init DIR` makes a workbook the toolchain accepts at once, and never writes over anything.
@Suite struct InitCommandTests {
    func newFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)")
    }

    @Test func theScaffoldHasAChapterAManifestAndTheReadmesTwoCommands() throws {
        let folder = newFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = workbook(["init", folder.path, "--toolchain", repositoryRoot.path])
        #expect(result.status == 0, "\(result.output)")
        let chapter = try String(contentsOf: folder.appendingPathComponent("chapters/01-first-steps.md"), encoding: .utf8)
        #expect(chapter.contains("```swift") && chapter.contains("checkEqual(") && chapter.contains("```mermaid trace=show-detail"))
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(repositoryRoot.path)\")"))
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = readme.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first ?? ""
        #expect(commands.split(separator: "\n").count == 2)
        #expect(commands.contains("workbook build --root .") && commands.contains("workbook check --root ."))
        #expect(commands.contains("install-system-packages"))
        // Rendering without verifying takes the scaffold as it is.
        let build = workbook(["build", "--skip-verify", "--root", folder.path])
        #expect(build.status == 0, "\(build.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/01-first-steps.html").path))
    }

    @Test func nothingIsWrittenOverAndMistakesAreReported() throws {
        let folder = newFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let taken = workbook(["init", folder.path, "--toolchain", repositoryRoot.path])
        #expect(taken.status == 1)
        #expect(taken.output.contains("already exists and is not an empty folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path)
        // Only this init's own staging folder: another test's init may be staging beside it right now.
        #expect(!siblings.contains { $0.hasPrefix(".\(folder.lastPathComponent).init-") }, "no staging folder is left behind")

        #expect(workbook(["init"]).status == 64)
        #expect(workbook(["init", "a", "b"]).status == 64)
        let wrongToolchain = workbook(["init", newFolder().path, "--toolchain", folder.path])
        #expect(wrongToolchain.status == 1)
        #expect(wrongToolchain.output.contains("is not a checkout of the workbook toolchain"))
    }

    @Test(.tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
    func theScaffoldPassesCheckAtOnce() throws {
        let folder = newFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(workbook(["init", folder.path, "--toolchain", repositoryRoot.path]).status == 0)
        let check = workbook(["check", "--root", folder.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("1 of 1 lesson passed"))
        #expect(check.output.contains("diagrams: 1 match their runs"))
    }
}
