import Foundation
import LessonKit
import ProcessRunning
import Testing
import Verification
import WorkbookCore
import WorkbookTestSupport

/// A lesson binary run by hand after its chapter changed must not show a pass for the old
/// text: it names `workbook run` and exits 1, and `workbook run` shows the current result.
/// Its own copy of the fixture book, since it edits a chapter other suites read.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct StaleLessonTests {
    let root = nestedBuilds.appendingPathComponent("books/stale-lesson")
    let scratch = nestedBuilds.appendingPathComponent("scratch-stale-lesson")

    /// The built lesson started as a reader would, without the verifier's channel.
    func runByHand(_ arguments: [String] = []) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRequest(
            executable: scratch.appendingPathComponent("debug/passing").path, arguments: arguments,
            workingDirectory: root, limits: .untrustedProgram(seconds: 60), sandbox: .none))
    }

    func check() throws -> VerificationReport {
        try Workbook.load(root: root).check(CheckOptions(lessons: ["passing"], scratchPath: scratch, usesCache: false))
    }

    @Test func anOldBinaryRefusesToRunAnEditedChapter() throws {
        try FixtureWorkbook.copy("mixed-book", to: root)
        #expect(try check().passed)

        // Run by hand: every check listed under its section, with its chapter line.
        let fresh = try runByHand()
        #expect(fresh.termination == .exited(0), "\(fresh.combinedText)")
        let listing = fresh.standardOutput.text
        #expect(listing.contains("A passing chapter\n  ✓ chapters/01-passing.md:10  greeting has five letters\n"), "\(listing)")
        #expect(listing.contains("  ✓ chapters/01-passing.md:11  uppercasing works"))
        #expect(listing.hasSuffix("3 passed, 0 failed\n"))
        let quiet = try runByHand(["--quiet"])
        #expect(quiet.standardOutput.text.hasSuffix("\n3 passed, 0 failed\n"))
        #expect(!quiet.standardOutput.text.contains("✓"))
        let unknown = try runByHand(["--loud"])
        #expect(unknown.termination == .exited(64))
        #expect(unknown.standardError.text.contains("unknown option '--loud'"))
        #expect(!unknown.standardOutput.text.contains("chatty line"), "no listing runs after a bad flag")

        // The chapter now claims something false; the sources are not regenerated.
        let chapter = root.appendingPathComponent("chapters/01-passing.md")
        let text = try String(contentsOf: chapter, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""HELLO", "uppercasing works""#, with: #""HELLO!", "uppercasing works""#)
            .utf8).write(to: chapter)
        let stale = try runByHand()
        #expect(stale.termination == .exited(1))
        #expect(!stale.standardOutput.text.contains("passed"), "a stale binary reported: \(stale.standardOutput.text)")
        #expect(stale.standardError.text == "chapters/01-passing.md changed since this lesson was generated: "
            + "run 'swift run workbook run passing' to regenerate, build and run it\n")

        // `workbook run` goes through the verifier, which regenerates: the failure shows.
        let verdict = try #require(try check().verdicts.first)
        #expect(!verdict.passed)
        let failed = try #require(verdict.report?.checks.first { !$0.passed })
        #expect(failed.file == "chapters/01-passing.md" && failed.line == 11)
        #expect(verdict.report?.listing(sections: []).contains("✗ chapters/01-passing.md:11  uppercasing works") == true)
        #expect(try runByHand().termination == .exited(1), "the rebuilt binary fails on its own too")
    }
}
