import Foundation
import ProcessRunning
import FolderOutput
import Testing

/// A writer cleans up only after writers that are gone: a killed build's staging folder is
/// removed by the next build, a running one's never is.
@Suite struct LeftoverTests {
    private func plant(_ name: String, in output: Output, marker: Bool = false) throws {
        let folder = output.parent.appendingPathComponent(name)
        try SampleSite.write(SampleSite.files("leftover"), into: folder)
        if marker { try Data().write(to: folder.appendingPathComponent(SiteWriter.marker)) }
    }

    @Test func aDeadWritersLeftoversAreRemovedAndALiveWritersKept() throws {
        let output = Output()
        defer { output.remove() }
        try SiteWriter(output: output.url).write(SampleSite.files("old"))
        let dead = FolderOwner(pid: try deadProcessID(), startTime: 1, token: "dead")
        let live = FolderOwner.current()
        var names = [
            ".site.staging-\(dead.tag)",
            ".site.previous-\(dead.tag)",
            ".site.staging-\(try deadProcessID())",  // the name earlier versions gave
            ".site.staging-\(live.tag)",
            ".site.staging-notes",  // not a name we give: never touched
        ]
        #if os(Linux)
        // Our own process ID, but a process that started at another time: the ID was reused.
        let reused = FolderOwner(pid: live.pid, startTime: live.startTime + 1, token: "beef")
        names.append(".site.staging-\(reused.tag)")
        #endif
        for name in names { try plant(name, in: output, marker: name.contains("previous")) }

        try SiteWriter(output: output.url).write(SampleSite.files("new"))
        #expect(output.files == SampleSite.complete("new"))
        #expect(output.leftovers == [".site.staging-\(live.tag)", ".site.staging-notes"].sorted())
    }

    @Test func cleaningReportsWhatItRemovedAndKept() throws {
        let output = Output()
        defer { output.remove() }
        let dead = FolderOwner(pid: try deadProcessID(), startTime: 0, token: "1")
        let live = FolderOwner.current()
        try plant(".site.staging-\(dead.tag)", in: output)
        try plant(".site.staging-\(live.tag)", in: output)
        let cleanup = Leftovers(destination: output.url, marker: SiteWriter.marker).clean()
        #expect(cleanup.removed == [".site.staging-\(dead.tag)"])
        #expect(cleanup.kept == [".site.staging-\(live.tag)"])
        #expect(cleanup.restored == nil)
    }

    /// The fallback's window: killed between its two renames, a writer leaves no site and
    /// the old one aside. The next writer puts it back first, so even if that writer fails,
    /// the old site is where it was. The same for `.site.previous-PID`, the name earlier
    /// versions stranded the old site under.
    @Test(arguments: [false, true])
    func anOldSiteMovedAsideIsPutBackByTheNextWriter(legacyName: Bool) throws {
        let output = Output()
        defer { output.remove() }
        let dead = FolderOwner(pid: try deadProcessID(), startTime: 0, token: "2")
        try SiteWriter(output: output.url).write(SampleSite.files("old"))
        let aside = ".site.previous-" + (legacyName ? "\(dead.pid)" : dead.tag)
        try FileManager.default.moveItem(at: output.url, to: output.parent.appendingPathComponent(aside))

        #expect(throws: Stop.self) {
            try SwappedFolder(destination: output.url, marker: SiteWriter.marker).write(markerText: "") { _ in throw Stop() }
        }
        #expect(output.files == SampleSite.complete("old"))
        #expect(output.leftovers.isEmpty)
    }

    /// The old folder's marker goes first when it is removed, so one found without it may be
    /// partly removed: it is never put back.
    @Test func anOldSiteWithoutItsMarkerIsRemovedNotPutBack() throws {
        let output = Output()
        defer { output.remove() }
        let dead = FolderOwner(pid: try deadProcessID(), startTime: 0, token: "3")
        try plant(".site.previous-\(dead.tag)", in: output, marker: false)
        let cleanup = Leftovers(destination: output.url, marker: SiteWriter.marker).clean()
        #expect(cleanup.restored == nil)
        #expect(!output.exists)
        #expect(output.leftovers.isEmpty)
    }

    @Test func ownersAreReadBackFromFolderNames() throws {
        let owner = FolderOwner(pid: 1234, startTime: 98765, token: "1a2b")
        #expect(owner.tag == "1234-98765-1a2b")
        #expect(FolderOwner(tag: "1234-98765-1a2b") == owner)
        #expect(FolderOwner(tag: "1234") == FolderOwner(pid: 1234, startTime: 0, token: ""))
        for bad in ["", "notes", "0", "-1", "12-x-ab", "12-3-", "12-3-xyz", "12-3-ab-cd"] {
            #expect(FolderOwner(tag: Substring(bad)) == nil, "\(bad)")
        }
        let current = FolderOwner.current()
        #expect(current.pid == getpid())
        #expect(current.token != FolderOwner.current().token, "two writers in one process get two folders")
        #expect(FolderOwner(tag: Substring(current.tag)) == current)
    }

    @Test func aProcessIsAliveUntilItEndsOrItsIDIsReused() throws {
        let current = FolderOwner.current()
        #expect(current.isAlive)
        #expect(!FolderOwner(pid: try deadProcessID(), startTime: 0, token: "").isAlive)
        #if os(Linux)
        #expect(current.startTime > 0)
        #expect(!FolderOwner(pid: current.pid, startTime: current.startTime + 1, token: "").isAlive)
        // Another user's process makes kill(pid, 0) fail with EPERM: it is alive all the same.
        #expect(FolderOwner(pid: 1, startTime: 0, token: "").isAlive)
        #endif
    }

    @Test func theStatusFieldsAreCountedFromTheLastParenthesis() {
        let fields = (4...52).map(String.init).joined(separator: " ")
        let status = ProcessStatus.parse("42 (a (b) c) S \(fields)")
        // Field 22 is the 20th after the state: 4…21 are fields 4…21, so field 22 reads "22".
        #expect(status?.startTime == 22)
        #expect(status?.isZombie == false)
        #expect(ProcessStatus.parse("42 (x) Z \(fields)")?.isZombie == true)
        #expect(ProcessStatus.parse("garbage") == nil)
    }
}
