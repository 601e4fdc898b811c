import Foundation
import Testing
@testable import ProcessRunning

@Suite struct OutputCaptureTests {
    @Test func keepsStandardOutputAndErrorApartWithTheExitStatus() throws {
        let result = try ProcessRunner.run(Fixture.shell("echo out; echo err >&2; exit 3"))
        #expect(result.termination == .exited(3))
        #expect(!result.succeeded)
        #expect(result.standardOutput.text == "out\n")
        #expect(result.standardError.text == "err\n")
        #expect(result.combinedText == "out\nerr\n")
        #expect(result.report == nil)
        #expect(!result.sandboxed)
    }

    @Test func floodIsCappedCountedAndAnnounced() throws {
        let cap = 64 * 1024
        let result = try ProcessRunner.run(Fixture.shell("yes | head -c 30000000", limits: Fixture.limits(perStream: cap)))
        #expect(result.succeeded)
        #expect(result.standardOutput.data.count == cap)
        #expect(result.standardOutput.droppedBytes == 30_000_000 - cap)
        #expect(result.standardOutput.isTruncated)
        #expect(result.standardOutput.text.hasSuffix("y\n[output truncated: 29,934,464 more bytes were not kept]\n"))
        #expect(!result.standardError.isTruncated)
    }

    @Test func endlessFloodStillTimesOutWithBoundedMemory() throws {
        let before = maximumResidentKilobytes()
        let result = try ProcessRunner.run(
            Fixture.shell("exec yes", limits: Fixture.limits(seconds: 1.5, perStream: 1 << 20)))
        #expect(result.termination == .timedOut(afterSeconds: 1.5))
        #expect(result.standardOutput.data.count == 1 << 20)
        #expect(result.standardOutput.droppedBytes > 10 << 20)
        // Hundreds of megabytes went through the pipe; memory grew by at most a few.
        #expect(maximumResidentKilobytes() - before < 64 * 1024)
        #expect(result.seconds < 5)
    }

    @Test func truncationNoticeIsItsOwnLastLine() {
        let output = CapturedOutput(data: Data("partial".utf8), droppedBytes: 12_345_678)
        #expect(output.text == "partial\n[output truncated: 12,345,678 more bytes were not kept]\n")
        #expect(CapturedOutput(data: Data("x\n".utf8)).text == "x\n")
        #expect(CapturedOutput(droppedBytes: 1).text == "[output truncated: 1 more byte was not kept]\n")
        #expect(CapturedOutput.grouped(999) == "999")
        #expect(CapturedOutput.grouped(1000) == "1,000")
    }

    @Test func invalidUTF8IsReplacedNotDropped() {
        let output = CapturedOutput(data: Data([0x61, 0xFF, 0x62]))
        #expect(output.text == "a\u{FFFD}b")
    }

    @Test func combinedTextSeparatesStreamsWithoutFinalNewline() throws {
        let result = try ProcessRunner.run(Fixture.shell("printf out; printf err >&2"))
        #expect(result.combinedText == "out\nerr")
    }

    private func maximumResidentKilobytes() -> Int {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss
    }
}
