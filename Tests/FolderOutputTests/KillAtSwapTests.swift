import Foundation
import FolderOutput
import Testing
import WorkbookTestSupport

let workbookTool = repositoryRoot.appendingPathComponent(".build/debug/workbook")
/// `workbook build` with swap hooks injected from its first argument (`Tests/SwapProbe`).
let swapProbe = repositoryRoot.appendingPathComponent(".build/debug/workbook-swap-probe")

/// `workbook build` in a child process, stopped at a step of the swap by hooks the test-only
/// `workbook-swap-probe` injects and killed there with SIGKILL: the output is then the old
/// site or the new one, complete, and the next build (the real `workbook`) leaves nothing behind.
@Suite(
    .serialized,
    .enabled(
        if: [workbookTool, swapProbe].allSatisfy { FileManager.default.isExecutableFile(atPath: $0.path) },
        "needs .build/debug/workbook and .build/debug/workbook-swap-probe"))
struct KillAtSwapTests {

    /// A book, and the site a build makes of it (builds are byte-identical).
    private struct Book {
        let root = temporaryFolder("swap-book")
        /// Inside `root`, so that its lock file goes with it.
        var reference: URL { root.appendingPathComponent("reference") }

        func write() throws -> [String: Data] {
            try FixtureWorkbook.write(root, chapters: ["01-a.md": "# A\n\nThe first.\n", "02-b.md": "# B\n\nThe second.\n"])
            let build = try KillAtSwapTests.start(["build", "--skip-verify", "--root", root.path, "--output", reference.path])
            build.wait()
            #expect(build.process.terminationStatus == 0, "\(build.lines.text)")
            return try filesBelow(reference)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    private struct Child {
        let process: Process
        let lines: LineCollector
        /// Signalled at the end of its output, which may come after the exit.
        let closed: DispatchSemaphore

        func wait() {
            process.waitUntilExit()
            _ = closed.wait(timeout: .now() + 10)
        }
    }

    private static func start(_ arguments: [String], swap: String? = nil) throws -> Child {
        let process = Process()
        // The probe takes the build's options after its script.
        process.executableURL = swap == nil ? workbookTool : swapProbe
        process.arguments = swap.map { [$0] + arguments.dropFirst() } ?? arguments
        let pipe = Pipe()
        let lines = LineCollector()
        (process.standardOutput, process.standardError) = (pipe, pipe)
        let closed = DispatchSemaphore(value: 0)
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                closed.signal()
            } else {
                lines.append(String(decoding: data, as: UTF8.self))
            }
        }
        try process.run()
        return Child(process: process, lines: lines, closed: closed)
    }


    private func build(_ book: Book, into output: Output, swap: String? = nil) throws -> Child {
        try Self.start(["build", "--skip-verify", "--root", book.root.path, "--output", output.url.path], swap: swap)
    }

    @Test(arguments: [
        (SwapStep.staged, false), (.swapped, false), (.removingOld, false),
        (.staged, true), (.betweenRenames, true), (.swapped, true), (.removingOld, true),
    ])
    func aBuildKilledAtTheSwapLeavesTheOldOrTheNewSite(step: SwapStep, noExchange: Bool) throws {
        let (book, output) = (Book(), Output())
        defer { book.remove(); output.remove() }
        let new = try book.write()
        try SiteWriter(output: output.url).write(SampleSite.files("old"))
        let old = output.files

        let child = try build(book, into: output, swap: "pause=\(step.rawValue)" + (noExchange ? ",no-exchange" : ""))
        defer { if child.process.isRunning { child.process.terminate() } }
        #expect(eventually { child.lines.text.contains("paused at \(step.rawValue)") }, "\(child.lines.text)")
        kill(child.process.processIdentifier, SIGKILL)
        child.wait()
        #expect(child.process.terminationReason == .uncaughtSignal)

        switch step {
        case .staged: #expect(output.files == old)
        case .swapped, .removingOld: #expect(output.files == new)
        case .betweenRenames:
            // The fallback's one window: no site until the next writer, which puts the old
            // one back before anything else — even a writer that then fails.
            #expect(!output.exists)
            #expect(throws: Stop.self) {
                try SwappedFolder(destination: output.url, marker: SiteWriter.marker).write(markerText: "") { _ in throw Stop() }
            }
            #expect(output.files == old)
        }

        let next = try build(book, into: output)
        next.wait()
        #expect(next.process.terminationStatus == 0, "\(next.lines.text)")
        #expect(output.files == new)
        #expect(output.leftovers.isEmpty, "the killed build's leftovers are still there")
    }

    /// Two `workbook build`s at once: the second waits for the first's lock, and both
    /// report "Built the site" truthfully — the output is one complete site.
    @Test func twoBuildsAtOnceTakeTurns() throws {
        let (book, output) = (Book(), Output())
        defer { book.remove(); output.remove() }
        let new = try book.write()
        try SiteWriter(output: output.url).write(SampleSite.files("old"))

        let resume = output.parent.appendingPathComponent("resume")
        let first = try build(book, into: output, swap: "pause=staged,resume=\(resume.path)")
        defer { if first.process.isRunning { first.process.terminate() } }
        #expect(eventually { first.lines.text.contains("paused at staged") }, "\(first.lines.text)")
        let second = try build(book, into: output)
        defer { if second.process.isRunning { second.process.terminate() } }
        let waiting = "waiting for another build to finish writing \(output.url.path) (process \(first.process.processIdentifier))"
        #expect(eventually { second.lines.text.contains(waiting) }, "\(second.lines.text)")
        #expect(second.process.isRunning)
        try Data().write(to: resume)
        for child in [first, second] {
            child.wait()
            #expect(child.process.terminationStatus == 0, "\(child.lines.text)")
            #expect(child.lines.text.contains("Built the site"), "\(child.lines.text)")
        }
        #expect(output.files == new)
        #expect(output.leftovers == ["resume"])
    }
}
