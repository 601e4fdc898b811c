import Foundation
import Testing
import WorkbookTestSupport

/// `workbook similarity`: usage mistakes exit 64, bad input is a message and exit 1, never a
/// crash; what cannot be compared is left out with a warning at its path.
@Suite struct SimilarityCommandTests {
    static let exercise = "01-auth-handover"

    /// A folder of submissions: path below it → file contents.
    static func submissions(_ files: [String: Data]) throws -> URL {
        let folder = temporaryFolder("similarity")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }

    static func solution(_ folder: String) throws -> Data {
        try Data(contentsOf: repositoryRoot.appendingPathComponent("exercises/\(exercise)/\(folder)/Solution.swift"))
    }

    static func similarity(_ arguments: [String]) -> (status: Int32, output: String) {
        workbook(["similarity"] + arguments + ["--root", repositoryRoot.path])
    }

    @Test func usageMistakesExit64() {
        let none = Self.similarity([])
        #expect(none.status == 64)
        #expect(none.output.contains("workbook similarity: error: name the exercise and the folder of submissions"))
        #expect(none.output.contains("hint: run 'swift run workbook similarity --help'"))
        #expect(Self.similarity([Self.exercise]).output.contains("name the folder of submissions to compare"))
        #expect(Self.similarity([Self.exercise, "a", "b"]).output.contains("unexpected argument 'b'"))
        let typo = Self.similarity([Self.exercise, "subs", "--treshold", "50"])
        #expect(typo.status == 64)
        #expect(typo.output.contains("did you mean '--threshold'?"))
        let percent = Self.similarity([Self.exercise, "subs", "--threshold", "150"])
        #expect(percent.status == 64)
        #expect(percent.output.contains("--threshold needs a number from 0 to 100, not '150'"))
        #expect(Self.similarity([Self.exercise, "subs", "--top", "0"]).status == 64)
        let help = workbook(["similarity", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: swift run workbook similarity EXERCISE SUBMISSIONS"))
    }

    @Test func aMissingExerciseOrFolderIsAnErrorWithAHint() throws {
        let unknown = Self.similarity(["99-nothing", "."])
        #expect(unknown.status == 1)
        #expect(unknown.output.contains("error: no exercise named '99-nothing'"))
        let missing = Self.similarity([Self.exercise, "/nonexistent/submissions"])
        #expect(missing.status == 1)
        #expect(missing.output.contains("error: no folder of submissions at /nonexistent/submissions"))
        #expect(missing.output.contains("hint: pass the folder that holds one subfolder or one .swift file per learner"))
        let file = Self.similarity([Self.exercise, repositoryRoot.appendingPathComponent("README.md").path])
        #expect(file.status == 1)
        #expect(file.output.contains("is a file, not a folder of submissions"))
    }

    @Test func fewerThanTwoSubmissionsIsAnError() throws {
        let empty = try Self.submissions(["notes.txt": Data("hello".utf8)])
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = Self.similarity([Self.exercise, empty.path])
        #expect(none.status == 1)
        #expect(none.output.contains("error: no submissions in \(empty.path)"))
        #expect(none.output.contains("hint:"))
        let one = try Self.submissions(["ada/Solution.swift": try Self.solution("solutions/reference"), "bo/Bad.swift": Data([0xFF, 0xFE, 0x41])])
        defer { try? FileManager.default.removeItem(at: one) }
        let alone = Self.similarity([Self.exercise, one.path])
        #expect(alone.status == 1)
        #expect(alone.output.contains("error: only one submission (ada) in \(one.path)"))
        #expect(alone.output.contains("/bo: left out: bo/Bad.swift is not UTF-8 text"))
    }

    /// Learners' folders are searched below their top, but not in hidden folders or `tests`:
    /// cy's only copies of the reference are there, so cy is left out, with a warning; so is fay,
    /// whose one file is not UTF-8. A `.swift` file's learner is named without the extension.
    @Test func rankedPairsOnStandardOutputAndThePageInAFolder() throws {
        let reference = try Self.solution("solutions/reference")
        let folder = try Self.submissions([
            "ada/Sources/App/Solution.swift": reference,
            "bo/Solution.swift": try Self.solution("solutions/blind"),
            "fay/Broken.swift": Data([0xC3, 0x28]),
            "cy/.build/Solution.swift": reference, "cy/tests/Solution.swift": reference, "cy/README.md": Data("mine".utf8),
            "dee.swift": try Self.solution("solutions/wrong/reports-every-login"),
            "eve.swift": try Self.solution("starter"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.similarity([Self.exercise, folder.path, "--output", folder.path, "--top", "2"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("4 submissions of 01-auth-handover compared, the starter's code taken out."))
        #expect(result.output.contains("where to look, not a verdict"))
        #expect(result.output.contains("1  ada and dee"))
        #expect(!result.output.contains("3  "), "--top 2 lists two pairs")
        #expect(result.output.contains("No code beyond the starter, so alike to no one: eve"))
        #expect(result.output.contains("fay:1:1: warning: left out: fay/Broken.swift is not UTF-8 text"))
        #expect(result.output.contains("cy:1:1: warning: left out: cy holds no .swift files"))
        let page = try String(contentsOf: folder.appendingPathComponent("similarity-01-auth-handover.html"), encoding: .utf8)
        #expect(page.contains("<!DOCTYPE html>") && page.contains("ada and dee") && page.contains("Sources/App/Solution.swift"))

        let strict = Self.similarity([Self.exercise, folder.path, "--threshold", "100"])
        #expect(strict.status == 0)
        #expect(strict.output.contains("No pair shares code beyond the starter at 100 % or more."))
    }

    @Test func thePageIsNeverWrittenOverSomethingThatIsNotAFile() throws {
        let folder = try Self.submissions([
            "ada.swift": try Self.solution("solutions/reference"), "bo.swift": try Self.solution("solutions/blind"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.similarity([Self.exercise, folder.path, "--output", "/dev/null"])
        #expect(result.status == 1)
        #expect(result.output.contains("error: '/dev/null' is a character device, not a regular file"))
    }
}
