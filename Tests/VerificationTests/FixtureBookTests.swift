import BookModel
import Foundation
import Testing
import Verification
import WorkbookTestSupport

/// End to end on a fixture book: real `swift build` runs, real lesson binaries, and every
/// failure reported at the chapter's own `FILE.md:LINE:COLUMN`.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct FixtureBookTests {
    @Test func failuresPointAtTheChapterLines() throws {
        let (root, scratch) = try fixtureBook("mixed-book")
        let run = try CheckRun(root: root, scratch: scratch)
        let summary = run.report
        let output = run.output
        let outcomes = run.verdicts
        #expect(outcomes.keys.sorted() == ["compile-error", "compile-fail-compiles", "crash", "failing-check", "no-checks", "passing"])
        #expect(!summary.passed)

        // A listing that does not compile: the compiler's error at the chapter line.
        #expect(output.contains(
            "chapters/02-compile-error.md:7:18: error: cannot convert value of type 'String' to specified type 'Int'"))
        #expect(outcomes["compile-error"]?.passed == false)

        // A failed check: its chapter line and both sides of the comparison.
        #expect(output.contains("chapters/03-failing-check.md:7:11: error: check failed: this one fails"))
        #expect(output.contains("expected: 41"))
        #expect(outcomes["failing-check"]?.report?.passed == 1)
        #expect(outcomes["failing-check"]?.report?.failed == 1)

        // A compile_fail listing that compiles is an error at its fence.
        #expect(output.contains(
            "chapters/04-compile-fail-compiles.md:8:4: error: this compile_fail listing compiled without errors"))

        // A lesson without checks fails.
        #expect(output.contains("chapters/05-no-checks.md:3:1: error: lesson 'no-checks' ran no checks"))
        #expect(outcomes["no-checks"]?.passed == false)

        // A crash is reported at the chapter line that crashed, with the runtime's reason.
        #expect(output.contains("chapters/06-crash.md:6:25: error: lesson 'crash' crashed: Fatal error: Index out of range"))
        #expect(!output.contains("Registers:"), "no raw backtrace for people")

        // The good chapter passes, hidden setup included, and its compile_fail is verified.
        #expect(outcomes["passing"]?.passed == true)
        #expect(outcomes["passing"]?.report?.passed == 3, "printing lesson output never hides the report")
        #expect(outcomes["passing"]?.compileFailVerified == 1)
        let listing = ListingID(chapter: "chapters/01-passing.md", fenceLine: 20)
        #expect(outcomes["passing"]?.compilerMessages[listing]?.contains("cannot assign to value") == true)
    }

    @Test func checkingOneLessonAndUnknownNames() throws {
        let (root, scratch) = try fixtureBook("mixed-book")
        let first = try CheckRun(root: root, scratch: scratch, only: ["passing"], cache: false)
        #expect(first.report.verdicts.map(\.lesson.name) == ["passing"])
        #expect(first.report.passed)
        #expect(first.report.verdicts.first?.source == .ran)

        // Nothing changed: the lesson is not regenerated, built or run again — no SwiftPM start.
        let lesson = root.appendingPathComponent("Lessons/passing/main.swift")
        let written = try FileManager.default.attributesOfItem(atPath: lesson.path)[.modificationDate] as? Date
        let again = try CheckRun(root: root, scratch: scratch, only: ["passing"])
        #expect(again.report.verdicts.first?.source == .cached)
        #expect(again.report.verdicts.first?.report?.passed == 3)
        #expect(!again.events.contains { $0.hasPrefix("building") }, "\(again.events)")
        #expect(try FileManager.default.attributesOfItem(atPath: lesson.path)[.modificationDate] as? Date == written)

        // Without the cache, an unchanged lesson is built (nothing to compile) and run.
        let uncached = try CheckRun(root: root, scratch: scratch, only: ["passing"], cache: false)
        #expect(uncached.report.verdicts.first?.source == .ran)
        #expect(uncached.report.verdicts.first?.compiledFiles == 0)

        // A hand edit of generated code is undone from the chapter, and that is rebuilt.
        let generated = try String(contentsOf: lesson, encoding: .utf8)
        try Data((generated + "// edited by hand\n").utf8).write(to: lesson)
        let restored = try CheckRun(root: root, scratch: scratch, only: ["passing"], cache: false)
        #expect(try String(contentsOf: lesson, encoding: .utf8) == generated)
        #expect((restored.report.verdicts.first?.compiledFiles ?? 0) > 0)

        // Editing the chapter changes the lesson's fingerprint: it is rebuilt and run again.
        let chapter = root.appendingPathComponent("chapters/01-passing.md")
        let text = try String(contentsOf: chapter, encoding: .utf8)
        defer { try? Data(text.utf8).write(to: chapter) }
        try Data(text.replacingOccurrences(of: "```swift\n", with: "```swift\n// edited\n").utf8).write(to: chapter)
        let edited = try CheckRun(root: root, scratch: scratch, only: ["passing"])
        #expect(edited.report.verdicts.first?.source == .ran)
        #expect(edited.events.contains("generated Lessons/passing/main.swift"), "\(edited.events)")

        let error = try #require(throws: (any Error).self) { try CheckRun(root: root, scratch: scratch, only: ["nope"]) }
        #expect("\(error)".contains("no lesson named 'nope'"))
        #expect("\(error)".contains("passing"))
    }
}
