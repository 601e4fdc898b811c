import Foundation
import Testing
@testable import LessonKit

/// What a lesson run by hand prints and accepts, and how it notices a changed chapter.
@Suite struct ReportListingTests {
    static let sections = [
        LessonSection(chapter: "chapters/a.md", line: 1, title: "Intro"),
        LessonSection(chapter: "chapters/a.md", line: 20, title: "The coordinator"),
    ]

    @Test func checksAreGroupedBySectionWithFailuresDetailed() {
        let report = LessonReport(lesson: "demo", origin: "chapters/a.md:3", checks: [
            CheckResult(message: "later", file: "chapters/a.md", line: 25, passed: true),
            CheckResult(message: "early", file: "chapters/a.md", line: 5, passed: true),
            CheckResult(message: "wrong", file: "chapters/a.md", line: 30, passed: false,
                detail: "expected: 41\n  actual:   42"),
        ])
        #expect(report.listing(sections: Self.sections) == """
            The coordinator
              ✓ chapters/a.md:25  later
              ✗ chapters/a.md:30  wrong
                  expected: 41
                  actual:   42
            Intro
              ✓ chapters/a.md:5  early
            2 passed, 1 failed
            """)
    }

    @Test func aCheckOutsideEverySectionIsGroupedByItsFile() {
        let report = LessonReport(lesson: "demo", origin: "chapters/b.md:3", checks: [
            CheckResult(message: "elsewhere", file: "chapters/b.md", line: 4, passed: true),
        ])
        #expect(report.listing(sections: Self.sections) == "chapters/b.md\n  ✓ chapters/b.md:4  elsewhere\n1 passed, 0 failed")
    }

    @Test func noChecksSaysSo() {
        let listing = LessonReport(lesson: "empty", origin: "chapters/a.md:3", checks: []).listing(sections: [])
        #expect(listing.contains("chapters/a.md:3:1: error: lesson 'empty' ran no checks"))
        #expect(listing.hasSuffix("0 passed, 0 failed"))
    }

    @Test func theCommandLineChoosesTheOutput() {
        #expect(LessonOutputMode.parse([]) == .run(.listing))
        #expect(LessonOutputMode.parse(["--quiet"]) == .run(.quiet))
        #expect(LessonOutputMode.parse(["--json"]) == .run(.json))
        #expect(LessonOutputMode.parse(["--help"]) == .help)
        #expect(LessonOutputMode.parse(["--verbose"]) == .invalid("unknown option '--verbose'"))
        #expect(LessonOutputMode.parse(["extra"]) == .invalid("unexpected argument 'extra'"))
        #expect(LessonOutputMode.usage(lesson: "demo").contains("USAGE: swift run demo [--quiet | --json]"))
    }

    @Test func aChangedOrMissingChapterIsNamedOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stale-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("chapters"), withIntermediateDirectories: true)
        let text = Data("# A\n\nsome prose\n".utf8)
        try text.write(to: root.appendingPathComponent("chapters/a.md"))
        let main = root.appendingPathComponent("Lessons/demo/main.swift").path
        let current = ChapterFingerprint.of(text)

        #expect(StaleLessonCheck.problem(chapters: [("chapters/a.md", current)], generatedFile: main) == nil)
        #expect(StaleLessonCheck.problem(chapters: [("chapters/a.md", current &+ 1)], generatedFile: main)
            == "chapters/a.md changed since this lesson was generated: run 'swift run workbook run demo' to regenerate, build and run it")
        #expect(StaleLessonCheck.problem(chapters: [("chapters/a.md", current), ("chapters/gone.md", 1)], generatedFile: main)?
            .hasPrefix("chapters/gone.md is missing since this lesson was generated: run 'swift run workbook run demo'") == true)
    }

    @Test func theFingerprintIsFNV1a() {
        #expect(ChapterFingerprint.of([UInt8]()) == 0xcbf2_9ce4_8422_2325)
        #expect(ChapterFingerprint.of(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }
}
