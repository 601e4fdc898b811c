import Foundation
import Testing
import WorkbookTestSupport
@testable import WorkbookCommands

/// `workbook watch`, driven in-process through `WatchCommand.watch(_:output:onceAfterChange:)`. The fixture
/// book's chapter has a located error before and after the save, so no run needs SwiftPM.
@Suite struct WatchCommandTests {
    @Test func aSaveReRunsTheLessonCheckAndSaysHowSoon() throws {
        let root = try scratchBook(["01-a.md": Data("# A\n\n```swift lesson=x colour=red\nlet a = 1\n```\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let lines = LineCollector()
        let output = Output(printResult: lines.append, printProgress: lines.append)
        let finished = DispatchSemaphore(value: 0)
        let status = LockedStatus()
        Thread.detachNewThread {
            let arguments = try? Arguments(["x", "--root", root.path, "--interval", "0.1"], signature: WatchCommand.signature)
            status.value = arguments.flatMap { try? WatchCommand.watch($0, output: output, onceAfterChange: true) } ?? -1
            finished.signal()
        }
        #expect(eventually { lines.text.contains("unknown fence attribute 'colour'") }, "\(lines.text)")
        #expect(lines.text.contains("watching lesson x: 1 file"))
        let chapter = root.appendingPathComponent("chapters/01-a.md")
        try Data("# A\n\n```swift lesson=x\nlet a = 1\n```\n\n```swift ignore\nlet b = 1\n```\n".utf8).write(to: chapter)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: chapter.path)
        #expect(finished.wait(timeout: .now() + 60) == .success, "no re-run within 60 s: \(lines.text)")
        #expect(status.value == 0)
        let text = lines.text
        #expect(text.contains("changed: chapters/01-a.md"))
        #expect(text.contains("chapters/01-a.md:7:10: error: 'ignore' needs a reason"))
        #expect(text.contains("after the save"))
        #expect(!text.contains("\u{1B}[2J"))
    }

    @Test func theTestHookIsNoFlag() {
        let hook = workbook(["watch", "x", "--once-after-change"])
        #expect(hook.status == 64)
        #expect(hook.output.contains("unknown option '--once-after-change'"))
    }

    /// A subprocess of the built tool, since SIGINT is about the whole process.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: WatchCommandTests.tool.path), "needs .build/debug/workbook"))
    func ctrlCStopsTheWatchCleanly() throws {
        let root = try scratchBook(["01-a.md": Data("# A\n\n```swift lesson=x colour=red\nlet a = 1\n```\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = ["watch", "x", "--root", root.path, "--interval", "0.1"]
        let pipe = Pipe()
        let lines = LineCollector()
        (process.standardOutput, process.standardError) = (pipe, pipe)
        pipe.fileHandleForReading.readabilityHandler = { handle in
            lines.append(String(decoding: handle.availableData, as: UTF8.self))
        }
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The summary is printed after the handler is in place.
        #expect(eventually { lines.text.contains("unknown fence attribute") }, "\(lines.text)")
        process.interrupt()
        #expect(eventually { !process.isRunning }, "still watching: \(lines.text)")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(eventually(within: 5) { lines.text.contains("stopped watching") }, "\(lines.text)")
    }

    static let tool = repositoryRoot.appendingPathComponent(".build/debug/workbook")

    @Test func unknownTargetsAndBadIntervalsAreUsageErrors() throws {
        let root = try scratchBook(["01-a.md": Data("# A\n\n```swift lesson=x\nlet a = 1\n```\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = workbook(["watch", "nope", "--root", root.path])
        #expect(unknown.status == 64)
        #expect(unknown.output.contains("no lesson or exercise named 'nope' (lessons: x)"))
        let interval = workbook(["watch", "x", "--interval", "0", "--root", root.path])
        #expect(interval.status == 64)
        #expect(interval.output.contains("--interval needs a positive number"))
    }

    @Test func onlyWhatChangedStateIsReported() {
        let earlier = WatchRun(summary: "", states: ["public test a": false, "public test b": true, "hidden test c": true])
        let later = WatchRun(summary: "", states: ["public test a": true, "public test b": true, "hidden test c": false])
        #expect(later.changes(since: earlier) == ["now failing: hidden test c", "now passing: public test a"])
        #expect(later.changes(since: WatchRun(summary: "", states: [:])).isEmpty)
    }
}
