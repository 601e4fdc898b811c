import Diagnostics
import Foundation
import FolderOutput
import Testing
import WorkbookTestSupport

/// The swap is one atomic exchange where the file system allows it, two renames where it
/// refuses (EINVAL, ENOSYS), and one rename when there is no site yet.
@Suite struct SwapFallbackTests {
    /// A writer of `build` whose steps are recorded and whose exchange answers `exchange`.
    private func write(_ build: String, to output: Output, exchange: Int32? = nil) throws -> (SwapMethod, [SwapStep]) {
        let steps = Shared<[SwapStep]>([])
        var writer = SiteWriter(output: output.url)
        writer.hooks = SwapHooks(reached: { step in steps.update { $0.append(step) } })
        if let exchange { writer.hooks.exchange = { _, _ in exchange } }
        let method = try writer.write(SampleSite.files(build))
        return (method, steps.value)
    }

    @Test func theFirstSiteIsOneRename() throws {
        let output = Output()
        defer { output.remove() }
        let (method, steps) = try write("first", to: output)
        #expect(method == .renamed)
        #expect(steps == [.staged, .swapped])
        #expect(output.files == SampleSite.complete("first"))
        #expect(output.leftovers.isEmpty)
    }

    @Test func aSiteReplacesTheOldOneInOneExchange() throws {
        let output = Output()
        defer { output.remove() }
        _ = try write("old", to: output)
        let (method, steps) = try write("new", to: output)
        #if os(Linux)
        #expect(method == .exchanged, "renameat2(RENAME_EXCHANGE) is refused by the file system of \(output.parent.path)")
        #endif
        if method == .exchanged { #expect(steps == [.staged, .swapped, .removingOld]) }
        #expect(output.files == SampleSite.complete("new"))
        #expect(output.leftovers.isEmpty)
    }

    @Test(arguments: [EINVAL, ENOSYS])
    func aRefusedExchangeFallsBackToTwoRenames(refusal: Int32) throws {
        let output = Output()
        defer { output.remove() }
        _ = try write("old", to: output)
        let (method, steps) = try write("new", to: output, exchange: refusal)
        #expect(method == .renamedTwice)
        #expect(steps == [.staged, .betweenRenames, .swapped, .removingOld])
        #expect(output.files == SampleSite.complete("new"))
        #expect(output.leftovers.isEmpty)
    }

    @Test func anExchangeThatFailsForAnotherReasonLeavesTheOldSite() throws {
        let output = Output()
        defer { output.remove() }
        _ = try write("old", to: output)
        let error = try #require(throws: ToolError.self) { try write("new", to: output, exchange: EACCES) }
        #expect(error.message.hasPrefix("cannot move the new folder into place at \(output.url.path)"))
        #expect(error.hint == "the previous contents were left untouched")
        #expect(output.files == SampleSite.complete("old"))
        #expect(output.leftovers.isEmpty)
    }

    @Test func anOutputInAFolderNotYetMadeIsWritten() throws {
        let output = Output()
        defer { output.remove() }
        let deep = output.parent.appendingPathComponent("a/b/site")
        try SiteWriter(output: deep).write(SampleSite.files("deep"))
        #expect(try filesBelow(deep) == SampleSite.complete("deep"))
    }

    /// An output that is a link to a site: the link is replaced by the new site, and the
    /// site it pointed to keeps every file, its marker included.
    @Test func anOutputThatIsALinkIsReplacedAndItsTargetKept() throws {
        let output = Output()
        defer { output.remove() }
        let target = output.parent.appendingPathComponent("elsewhere")
        try SiteWriter(output: target).write(SampleSite.files("target"))
        try FileManager.default.createSymbolicLink(at: output.url, withDestinationURL: target)
        try SiteWriter(output: output.url).write(SampleSite.files("new"))
        #expect(output.files == SampleSite.complete("new"))
        #expect(try filesBelow(target) == SampleSite.complete("target"))
        #expect(output.leftovers == [".elsewhere.lock", "elsewhere"])
    }

    /// Hooks are injected (here, by `KillAtSwapTests`' probe), never read from the environment.
    @Test func theSwapIsRealUnlessATestInjectsHooks() {
        let refused = SwapHooks(exchange: { _, _ in EINVAL })
        #expect(refused.exchange("/nonexistent-a", "/nonexistent-b") == EINVAL)
        let output = temporaryFolder("swap-real")
        #expect(SiteWriter(output: output).hooks.exchange("/nonexistent-a", "/nonexistent-b") == ENOENT)
        #expect(SwappedFolder(destination: output, marker: SiteWriter.marker).hooks.exchange("/nonexistent-a", "/nonexistent-b") == ENOENT)
    }
}
