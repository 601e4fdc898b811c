import Foundation
import Testing
import WorkbookTestSupport
@testable import LessonCompiler

/// End to end on a fixture book: real `swift build` runs, real lesson binaries, and every
/// failure reported at the chapter's own `FILE.md:LINE:COLUMN`.
@Suite(.serialized) struct FixtureBookTests {
    @Test func failuresPointAtTheChapterLines() throws {
        let (root, scratch) = try mixedBook()
        let progress = LineCollector()
        let checker = LessonChecker(root: root, scratchPath: scratch, progress: progress.append)
        let summary = try checker.check()
        let output = progress.text

        let outcomes = Dictionary(uniqueKeysWithValues: summary.outcomes.map { ($0.lesson.name, $0) })
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
        #expect(outcomes["passing"]?.compilerMessages["chapters/01-passing.md:20"]?.contains("cannot assign to value") == true)
        #expect(output.contains("[1/6] passing (chapters/01-passing.md)"))
    }

    @Test func checkingOneLessonAndUnknownNames() throws {
        let (root, scratch) = try mixedBook()
        let checker = LessonChecker(root: root, scratchPath: scratch, progress: { _ in })
        let summary = try checker.check(only: ["passing"])
        #expect(summary.outcomes.map(\.lesson.name) == ["passing"])
        #expect(summary.passed)
        #expect(summary.text.hasPrefix("1 of 1 lesson passed"))

        // Nothing changed, so nothing is regenerated or recompiled the second time.
        let lesson = root.appendingPathComponent("Sources/Lessons/passing/main.swift")
        let written = try FileManager.default.attributesOfItem(atPath: lesson.path)[.modificationDate] as? Date
        let again = try checker.check(only: ["passing"])
        #expect(again.outcomes.first?.compiledFiles == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: lesson.path)[.modificationDate] as? Date == written)

        // A hand edit of generated code is undone from the chapter, and that is rebuilt.
        let generated = try String(contentsOf: lesson, encoding: .utf8)
        try Data((generated + "// edited by hand\n").utf8).write(to: lesson)
        let restored = try checker.check(only: ["passing"])
        #expect(try String(contentsOf: lesson, encoding: .utf8) == generated)
        #expect((restored.outcomes.first?.compiledFiles ?? 0) > 0)

        let error = try #require(throws: (any Error).self) { try checker.check(only: ["nope"]) }
        #expect("\(error)".contains("no lesson named 'nope'"))
        #expect("\(error)".contains("passing"))
    }
}

/// The mixed fixture book at a stable path under `.build`, so repeated runs reuse its build.
func mixedBook() throws -> (root: URL, scratch: URL) {
    let root = nestedBuilds.appendingPathComponent("books/mixed-book")
    try FixtureWorkbook.copy("mixed-book", to: root)
    return (root, nestedBuilds.appendingPathComponent("scratch-mixed-book"))
}
