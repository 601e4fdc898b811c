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

/// The free check functions, recorded into the shared recorder. Serialized: they share it.
@Suite(.serialized) struct CheckFunctionTests {
    @Test func checksRecordPassesFailuresAndDetails() {
        CheckRecorder.shared.reset()
        defer { CheckRecorder.shared.reset() }
        final class Screen {}
        var screen: Screen? = Screen()
        let watched = WeakReference(screen)

        check(1 + 1 == 2, "arithmetic")
        checkEqual([1, 2], [1, 3], "arrays differ")
        checkAlive(watched, "still owned")
        checkDeallocated(watched, "released too early")
        screen = nil
        checkDeallocated(watched, "released")

        let results = CheckRecorder.shared.results
        #expect(results.map(\.passed) == [true, false, true, false, true])
        #expect(results[1].detail == "expected: [1, 3]\n  actual:   [1, 2]")
        #expect(results[3].detail?.contains("Screen is still alive") == true)
        #expect(results[0].detail == nil)
        #expect(results.allSatisfy { $0.file.hasSuffix("LessonReportTests.swift") })
        #expect(results[0].line > 0 && results[0].column > 0)
        _ = screen
    }

    @Test func eventTraceKeepsOrder() {
        let trace = EventTrace()
        trace.record("start")
        trace.record("push Detail")
        #expect(trace.events == ["start", "push Detail"])
        #expect(trace.description == "1. start\n2. push Detail")
        trace.clear()
        #expect(trace.events.isEmpty)
    }
}
