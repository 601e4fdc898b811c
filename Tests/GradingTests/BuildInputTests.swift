import Foundation
@testable import Grading
import SwiftBuild
import Testing
import WorkbookTestSupport

/// The Swift driver on Linux compares a source file's modification time with the one its
/// last build recorded in whole seconds, so a submission rewritten in the same second as the
/// one it last compiled was taken as unchanged and the previous submission's object file was
/// linked: the starter graded with the reference's code (seen as a flaky full mark). Every
/// file the grading package is given is therefore dated in a later whole second.
struct BuildInputTests {
    func seconds(_ url: URL) throws -> Double {
        let date = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        return date.timeIntervalSince1970
    }

    @Test func aSubmissionRewrittenWithinTheSecondIsDatedInALaterWholeSecond() throws {
        let folder = temporaryFolder("build-input")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Submission/Solution.swift")
        var previous = -1.0
        for value in 1...3 {
            let before = Date().timeIntervalSince1970.rounded(.down)
            try GradingPackage.write("let answer = \(value)\n", to: file)
            let dated = try seconds(file)
            #expect(dated == dated.rounded(.down), "a whole second, as the driver compares")
            #expect(dated > before, "later than the second it was written in")
            #expect(dated > previous, "later than the version it replaces")
            #expect(try String(contentsOf: file, encoding: .utf8) == "let answer = \(value)\n")
            previous = dated
        }
    }

    /// SwiftPM re-plans when a source folder's file set changes, but not within the second of
    /// the last plan: a file removed then was still listed ("missing inputs"), seen when a
    /// hostile test's extra Bind.swift was removed for the next test. The folder is dated later.
    @Test func aFolderThatGainsOrLosesAFileIsDatedInALaterWholeSecond() throws {
        let folder = temporaryFolder("build-input-folders")
        defer { try? FileManager.default.removeItem(at: folder) }
        try GradingPackage.sync(["Solution.swift": "let a = 1\n", "Bind.swift": "let b = 2\n"], into: folder)
        for step in [["Solution.swift": "let a = 1\n"], ["Solution.swift": "let a = 1\n", "Nested/Extra.swift": ""]] {
            let before = Date().timeIntervalSince1970.rounded(.down)
            let previous = try seconds(folder)
            try GradingPackage.sync(step, into: folder)
            let dated = try seconds(folder)
            #expect(dated == dated.rounded(.down) && dated > before && dated > previous, "\(step.keys.sorted())")
        }
        #expect(try seconds(folder.appendingPathComponent("Nested")) > Date().timeIntervalSince1970.rounded(.down))
        // The same files again: nothing gained or lost, the folder keeps its time.
        let kept = try seconds(folder)
        try GradingPackage.sync(["Solution.swift": "let a = 1\n", "Nested/Extra.swift": ""], into: folder)
        #expect(try seconds(folder) == kept)
    }

    @Test func anUnchangedFileKeepsItsTime() throws {
        let folder = temporaryFolder("build-input-unchanged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Runner/main.swift")
        try GradingPackage.write("print(1)\n", to: file)
        let first = try seconds(file)
        try GradingPackage.write("print(1)\n", to: file)
        #expect(try seconds(file) == first, "rewriting the same text would rebuild for nothing")
    }

    /// A runner importing the submission is compiled again only when its build may begin in
    /// the second the folder's last build ended: then the driver could miss the new interface.
    @Test func aBuildInTheSecondTheLastOneEndedIsTheOnlyOneThatRedates() {
        let ended = Date(timeIntervalSince1970: 1_000.9)
        #expect(!BuildInput.sameSecond(as: nil))
        #expect(BuildInput.sameSecond(as: ended, now: Date(timeIntervalSince1970: 1_000.95)))
        #expect(!BuildInput.sameSecond(as: ended, now: Date(timeIntervalSince1970: 1_001.01)))
    }

    @Test func redatingMovesEachFileToALaterWholeSecond() throws {
        let folder = temporaryFolder("build-input-redate")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Runner/tests/public/T.swift")
        try GradingPackage.write("func t() {}\n", to: file)
        let written = try seconds(file)
        try BuildInput.redate(GradingPackage.files(in: folder.appendingPathComponent("Runner")))
        let redated = try seconds(file)
        #expect(redated == redated.rounded(.down) && redated > written, "\(written) then \(redated)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "func t() {}\n")
    }
}
