import Testing
@testable import LessonKit

@Suite struct LessonReportTests {
    @Test func countsPassedAndFailed() {
        let report = LessonReport(lesson: "demo", origin: "chapters/a.md:3", checks: [
            CheckResult(message: "one", file: "chapters/a.md", line: 5, passed: true),
            CheckResult(message: "two", file: "chapters/a.md", line: 9, column: 5, passed: false, detail: "why"),
        ])
        #expect(report.passed == 1)
        #expect(report.failed == 1)
        #expect(!report.succeeded)
        #expect(report.text.hasSuffix("1 passed, 1 failed"))
        #expect(report.text.contains("chapters/a.md:9:5: error: check failed: two"))
    }

    @Test func zeroChecksIsAFailure() {
        let report = LessonReport(lesson: "empty", origin: "chapters/a.md:3", checks: [])
        #expect(!report.succeeded)
        #expect(report.text.contains("chapters/a.md:3:1: error: lesson 'empty' ran no checks"))
    }

    @Test func weakReferenceSeesRelease() {
        final class Box {}
        var box: Box? = Box()
        let reference = WeakReference(box)
        #expect(!reference.isReleased)
        box = nil
        #expect(reference.isReleased)
        #expect(reference.typeName == "Box")
    }
}
