import Diagnostics
import Editions
import Foundation
import Testing
import WorkbookTestSupport

/// The learner edition has everything a learner needs — chapters, sources, starters, public
/// tests — and nothing only the instructor may have, and it is never written half-way or
/// over a folder it did not write.
@Suite struct LearnerEditionTests {
    private let exercise = "exercises/\(EditionFixture.exercise)"

    @Test func theEditionHasTheLearnersPartsAndNoInstructorMaterial() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        let output = temporaryFolder("learner-edition")
        defer { try? FileManager.default.removeItem(at: output) }

        let summary = try LearnerEdition(root: root).write(to: output)
        let files = pathsBelow(output)
        for path in [
            "Package.swift", "README.md", ".gitignore", "chapters/01-basics.md", "Sources/Tool/main.swift",
            "Lessons/basics/main.swift", "scripts/install-system-packages", ".ci/run", ".devcontainer/devcontainer.json", "Tests/ToolTests/ToolTests.swift",
            "Tests/Fixtures/tiny-book/chapters/01-tiny.md", "\(exercise)/README.md", "\(exercise)/starter/Solution.swift",
            "\(exercise)/tests/public/Basics.swift", LearnerEdition.marker,
        ] {
            #expect(files.contains(path), "the edition lacks \(path)")
        }
        #expect(!files.contains { $0.contains("tests/hidden") || $0.contains("solutions/") }, "\(files)")
        #expect(!files.contains { $0.hasPrefix(".build/") || $0.hasPrefix("site/") || $0.hasPrefix(".git/") })
        #expect(!files.contains("\(exercise)/NOTES.md"), "only the prompt, starter and public tests of an exercise ship")
        #expect(!files.contains("notes/plans.md"), "top-level folders outside the package stay behind")
        #expect(!files.contains("Tests/ToolTests/GradingTests.swift"), "a test naming a hidden test stays behind")
        #expect(summary.files == files.count)
        #expect(summary.exercises == [EditionFixture.exercise])
        #expect(summary.withheld.contains { $0.path == "Tests/ToolTests/GradingTests.swift" && $0.reason.contains("instructor material") })

        for path in files {
            let text = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains(EditionFixture.hiddenTestName), "\(path) names the hidden test")
            #expect(!text.contains(EditionFixture.referenceText), "\(path) holds the reference solution")
            #expect(!text.contains("// Mistake:"), "\(path) holds a known-wrong solution")
        }
        let permissions = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("scripts/install-system-packages").path)[.posixPermissions] as? Int
        #expect(permissions == 0o755, "scripts stay executable")
    }

    @Test func theReadmeSaysWhatTheEditionIsAndKeepsTheOriginal() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let output = temporaryFolder("learner-edition")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try LearnerEdition(root: try fixture.write()).write(to: output)
        let readme = try String(contentsOf: output.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.hasPrefix("> **Learner edition.**"))
        #expect(readme.contains("swift run workbook grade \(EditionFixture.exercise)"))
        #expect(readme.hasSuffix("# Fixture workbook\n\nRead the chapters.\n"))
        let marker = try String(contentsOf: output.appendingPathComponent(LearnerEdition.marker), encoding: .utf8)
        #expect(marker.contains("learner edition"))
    }

    @Test func withoutGitTheTreeIsWalkedSkippingBuildAndSite() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write(git: false)
        let output = temporaryFolder("learner-edition")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try LearnerEdition(root: root).write(to: output)
        let files = pathsBelow(output)
        #expect(files.contains("\(exercise)/starter/Solution.swift"))
        #expect(files.contains("chapters/01-basics.md"))
        #expect(!files.contains { $0.hasPrefix(".build/") || $0.hasPrefix("site/") })
        #expect(!files.contains { $0.contains("tests/hidden") || $0.contains("solutions/") })
    }

    @Test func anUntrackedFileOfACheckoutIsNotReleased() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        try Data("draft\n".utf8).write(to: root.appendingPathComponent("chapters/02-draft.md"))
        let output = temporaryFolder("learner-edition")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try LearnerEdition(root: root).write(to: output)
        #expect(!pathsBelow(output).contains("chapters/02-draft.md"))
    }

    @Test func aForeignFolderIsNeverReplacedButAnEarlierEditionIs() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        let output = temporaryFolder("learner-edition")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: output.appendingPathComponent("keep.txt"))

        let error = try #require(throws: ToolError.self) { try LearnerEdition(root: root).write(to: output) }
        #expect(error.message.contains("refusing to replace"))
        #expect(pathsBelow(output) == ["keep.txt"], "the foreign folder is untouched")

        try FileManager.default.removeItem(at: output.appendingPathComponent("keep.txt"))
        _ = try LearnerEdition(root: root).write(to: output)
        try Data("stale\n".utf8).write(to: output.appendingPathComponent("stale.txt"))
        _ = try LearnerEdition(root: root).write(to: output)
        #expect(!pathsBelow(output).contains("stale.txt"), "an earlier edition is replaced whole")
        #expect(pathsBelow(output).contains(LearnerEdition.marker))
    }

    @Test func anEditionInsideTheWorkbookIsNotTakenIntoTheNext() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write(git: false)
        let output = root.appendingPathComponent("learner")
        _ = try LearnerEdition(root: root).write(to: output)
        let second = try LearnerEdition(root: root).write(to: output)
        #expect(!second.withheld.contains { $0.path.hasPrefix("learner/") })
        #expect(!pathsBelow(output).contains { $0.hasPrefix("learner/") })
    }
}
