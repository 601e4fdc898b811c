import Diagnostics
import Foundation
@testable import Grading
import Testing

/// `ClassFolder`: the three layouts a class's hand-ins come in, learners named as each
/// platform names them, and a learner's sources found where each layout keeps them.
@Suite struct ClassFolderTests {
    /// A scratch folder with `files` (relative path → text) written in it.
    static func folder(_ files: [String: String], named name: String = "class") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-folder-\(UUID().uuidString)/\(name)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func plainFoldersAndFilesAreOneLearnerEachInNameOrder() throws {
        let root = try Self.folder([
            "zoe/Solution.swift": "let z = 1", "ada/Solution.swift": "let a = 1", "max.swift": "let m = 1",
            ".hidden/Solution.swift": "", "notes.txt": "not a hand-in",
        ])
        let folder = try ClassFolder.read(root)
        #expect(folder.layout == .folders)
        #expect(folder.entries.map(\.learner) == ["ada", "max", "zoe"])
        #expect(try folder.entries[1].submission(exerciseID: "01-x").files == ["max.swift": "let m = 1"])
    }

    @Test func aGitHubClassroomCloneNamesLearnersByTheirUsername() throws {
        let root = try Self.folder(
            ["adapter-ada-l/Solution.swift": "", "adapter-grace/Solution.swift": ""], named: "adapter-submissions")
        let folder = try ClassFolder.read(root)
        #expect(folder.layout == .githubClassroom)
        #expect(folder.entries.map(\.learner) == ["ada-l", "grace"])
        #expect(folder.entries.map(\.shownAs) == ["adapter-ada-l", "adapter-grace"])
        // A folder of that name whose repositories do not share the prefix is plain folders.
        let other = try Self.folder(["ada/Solution.swift": "", "adapter-grace/Solution.swift": ""], named: "adapter-submissions")
        #expect(try ClassFolder.read(other).layout == .folders)
    }

    @Test func aGradescopeExportNamesLearnersByTheirStudentIDs() throws {
        let metadata = """
            submission_101:
              :submitters:
              - :name: Ada Lovelace
                :sid: '1815'
                :email: ada@example.edu
              :created_at: 2026-10-01 12:00:00.000000000 -07:00
              :score: 10.0
            submission_102:
              :submitters:
              - :name: O'Brien, Pat
                :email: pat@example.edu
              - :name: Sam
                :sid: "77"
            """
        let root = try Self.folder([
            "assignment_9_export/submission_metadata.yml": metadata,
            "assignment_9_export/submission_101/Solution.swift": "",
            "assignment_9_export/submission_102/Solution.swift": "",
            "assignment_9_export/submission_103/Solution.swift": "",
            "grades/gradebook.csv": "an output folder beside the export",
        ])
        let folder = try ClassFolder.read(root)
        #expect(folder.layout == .gradescopeExport)
        #expect(folder.entries.map(\.learner) == ["1815", "pat@example.edu + 77", "submission_103"])
        #expect(folder.entries.map(\.name) == ["Ada Lovelace", "O'Brien, Pat + Sam", "submission_103"])
    }

    @Test func sourcesAreFoundWhereEachLayoutKeepsThem() throws {
        let root = try Self.folder([
            "edition/exercises/01-x/starter/Solution.swift": "edition", "edition/Sources/Other.swift": "toolchain",
            "starter/starter/Solution.swift": "starter", "starter/Package.swift": "",
            "nested/upload/Solution.swift": "nested", "nested/upload/README.md": "notes",
            "nested/.build/Leftover.swift": "", "nested/Tests/MyTests.swift": "",
            "two/a/A.swift": "", "two/b/B.swift": "", "none/readme.md": "",
        ])
        let entries = Dictionary(uniqueKeysWithValues: try ClassFolder.read(root).entries.map { ($0.learner, $0) })
        #expect(try entries["edition"]!.submission(exerciseID: "01-x").files == ["Solution.swift": "edition"])
        #expect(try entries["starter"]!.submission(exerciseID: "01-x").files == ["Solution.swift": "starter"])
        let nested = try entries["nested"]!.submission(exerciseID: "01-x")
        #expect(nested.files == ["Solution.swift": "nested"])
        #expect(nested.shownAs == "nested/upload")
        let two = #expect(throws: ToolError.self) { try entries["two"]!.submission(exerciseID: "01-x") }
        #expect(two?.message == "two holds .swift files in 2 folders: a, b")
        let none = #expect(throws: ToolError.self) { try entries["none"]!.submission(exerciseID: "01-x") }
        #expect(none?.message == "none holds no .swift files")
    }

    @Test func aLinkOrTextThatIsNotUTF8IsNotTakenAsSource() throws {
        let root = try Self.folder(["latin/Solution.swift": ""])
        try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0xFF]).write(to: root.appendingPathComponent("latin/Solution.swift"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("linked/Solution.swift").path, withDestinationPath: "/etc/hostname")
        let entries = try ClassFolder.read(root).entries
        for entry in entries {
            #expect(throws: ToolError.self) { try entry.submission(exerciseID: "01-x") }
        }
    }

    /// A cloned repository may hold links: `starter` pointing at the instructor's reference
    /// solution would hand in code the learner never wrote.
    @Test func aHandInReachedThroughASymbolicLinkIsRefused() throws {
        let root = try Self.folder(["ada/notes.md": "", "elsewhere/Solution.swift": "let secret = 1"])
        let secret = root.appendingPathComponent("elsewhere").path
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("ada/starter").path, withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("bo").path, withDestinationPath: secret)
        let entries = Dictionary(uniqueKeysWithValues: try ClassFolder.read(root).entries.map { ($0.learner, $0) })
        let ada = #expect(throws: ToolError.self) { try entries["ada"]!.submission(exerciseID: "01-x") }
        #expect(ada?.message == "ada/starter is a symbolic link")
        let bo = #expect(throws: ToolError.self) { try entries["bo"]!.submission(exerciseID: "01-x") }
        #expect(bo?.message == "bo is a symbolic link")
    }

    @Test func anEmptyOrMissingFolderIsAnErrorThatSaysWhatToPass() throws {
        let empty = try Self.folder([:])
        let error = #expect(throws: ToolError.self) { try ClassFolder.read(empty) }
        #expect(error?.message.hasPrefix("no submissions in") == true)
        #expect(throws: ToolError.self) { try ClassFolder.read(empty.appendingPathComponent("missing")) }
    }
}
