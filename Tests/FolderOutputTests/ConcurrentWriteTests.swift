import Diagnostics
import Foundation
import FolderOutput
import Testing

/// Two builds to one output at once: one writes while the other waits, and the output is
/// always one complete site. Two threads, each opening the lock file itself, exclude each
/// other as two processes do (`KillAtSwapTests` runs two processes).
@Suite struct ConcurrentWriteTests {
    /// Starts a writer of `build` on another thread that stops halfway through its files
    /// until `proceed` is signalled; returns once it has stopped there, holding the lock.
    private func startPausedWriter(_ build: String, to output: Output, proceed: DispatchSemaphore, done: DispatchGroup,
                                   result: Shared<String>) {
        let halfway = DispatchSemaphore(value: 0)
        DispatchQueue.global().async(group: done) {
            do {
                try SwappedFolder(destination: output.url, marker: SiteWriter.marker).write(markerText: "") { staging in
                    try SampleSite.write(SampleSite.files(build), into: staging) {
                        halfway.signal()
                        proceed.wait()
                    }
                }
                result.value = "done"
            } catch {
                result.value = "\(error)"
            }
        }
        halfway.wait()
    }

    @Test func aSecondBuildWaitsForTheFirstAndTheOutputIsTheLaterSiteComplete() throws {
        let output = Output()
        defer { output.remove() }
        try SiteWriter(output: output.url).write(SampleSite.files("old"))
        let (proceed, done) = (DispatchSemaphore(value: 0), DispatchGroup())
        let first = Shared("running"), second = Shared("running"), waitedFor = Shared<[Int32?]>([])
        startPausedWriter("first", to: output, proceed: proceed, done: done, result: first)

        DispatchQueue.global().async(group: done) {
            do {
                var writer = SiteWriter(output: output.url)
                writer.waiting = { holder in waitedFor.update { $0.append(holder) } }
                try writer.write(SampleSite.files("second"))
                second.value = "done"
            } catch {
                second.value = "\(error)"
            }
        }
        // The second finds the lock taken, says so, and keeps waiting while the first writes.
        let deadline = Date().addingTimeInterval(30)
        while waitedFor.value.isEmpty, second.value == "running", Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(waitedFor.value == [getpid()], "the second build says once whom it waits for")
        #expect(second.value == "running", "the second build did not wait for the first")
        #expect(output.files == SampleSite.complete("old"), "the old site is untouched while the first writes")
        proceed.signal()
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(first.value == "done")
        #expect(second.value == "done")
        #expect(output.files == SampleSite.complete("second"))
        #expect(output.leftovers.isEmpty)
    }

    @Test func aBuildThatWaitedTooLongNamesTheProcessWriting() throws {
        let output = Output()
        defer { output.remove() }
        let (proceed, done) = (DispatchSemaphore(value: 0), DispatchGroup())
        let first = Shared("running")
        startPausedWriter("first", to: output, proceed: proceed, done: done, result: first)

        var second = SiteWriter(output: output.url)
        second.lockTimeout = 0.2
        let error = try #require(throws: ToolError.self) { try second.write(SampleSite.files("second")) }
        #expect(error.message == "another build is writing \(output.url.path)/ (process \(getpid()))")
        #expect(error.hint?.contains("waited 0.2 s") == true)
        #expect("\(error)".hasPrefix("error: another build is writing"), "\(error)")
        proceed.signal()
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(first.value == "done")
        #expect(output.files == SampleSite.complete("first"), "the waiting build removed nothing of the first")
        #expect(output.leftovers.isEmpty)
    }

    @Test func theLockFileSitsBesideTheOutputAndStays() throws {
        let output = Output()
        defer { output.remove() }
        #expect(FolderLock.lockFile(for: output.url).lastPathComponent == ".site.lock")
        try SiteWriter(output: output.url).write(SampleSite.files("one"))
        #expect(FileManager.default.fileExists(atPath: output.parent.appendingPathComponent(".site.lock").path))
        #expect(output.leftovers.isEmpty)
    }
}
