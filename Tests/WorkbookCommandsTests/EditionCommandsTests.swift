import Foundation
import Testing
import WorkbookTestSupport

/// `release` and `autograder` say what they need before touching anything.
@Suite struct EditionCommandsTests {
    @Test func releaseNeedsAnOutputFolder() {
        let result = workbook(["release"])
        #expect(result.status == 64)
        #expect(result.output.contains("--output DIR is required"))
    }

    @Test func autograderNeedsAnExerciseAndAZipFile() {
        let noExercise = workbook(["autograder", "--output", "bundle.zip"])
        #expect(noExercise.status == 64)
        #expect(noExercise.output.contains("name the exercise"))
        let notZip = workbook(["autograder", "01-counter", "--output", "bundle.tar"])
        #expect(notZip.status == 64)
        #expect(notZip.output.contains("must name a .zip file"))
    }

    @Test func releaseRefusesAFolderItDidNotWrite() throws {
        let root = try scratchBook(["01-a.md": Data("# A\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("chapters")
        let result = workbook(["release", "--root", root.path, "--output", output.path])
        #expect(result.status == 1)
        #expect(result.output.contains("refusing to replace"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("01-a.md").path))
    }
}
