import Foundation
import Testing
import WorkbookCore

/// The polling loop `watch` and `serve` share, stopped by an injected sleep instead of Ctrl-C.
@Suite struct SaveWatchTests {
    private func scratchFolder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("save-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    /// A modification time the next snapshot can tell apart, without waiting a second.
    private func touch(_ file: URL, by seconds: Double = 5) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(seconds)], ofItemAtPath: file.path)
    }

    @Test func snapshotsSeeEditsAdditionsAndRemovals() throws {
        let folder = try scratchFolder(["01-a.md": "a", "02-b.md": "b"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = FileSnapshot([folder])
        #expect(before.count == 2)
        try touch(folder.appendingPathComponent("01-a.md"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("02-b.md"))
        try Data("c".utf8).write(to: folder.appendingPathComponent("03-c.md"))
        let after = FileSnapshot([folder])
        #expect(after.changes(since: before).map { ($0 as NSString).lastPathComponent } == ["01-a.md", "02-b.md", "03-c.md"])
        #expect(after.changes(since: after).isEmpty)
    }

    @Test func eachSaveIsReportedOnceAndTheSleepStopsTheLoop() throws {
        let folder = try scratchFolder(["a.md": "a", "b.md": "b"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var sleeps: [Double] = []
        var files: Int?
        var saves: [[String]] = []
        // Sleep 1: nothing changed. Sleep 2: a.md saved. Sleep 3: nothing new. Sleep 4: stop.
        SaveWatch(interval: 0.25, paths: { [folder] }).run(sleep: { seconds in
            sleeps.append(seconds)
            if sleeps.count == 2 { try? touch(folder.appendingPathComponent("a.md")) }
            return sleeps.count == 4
        }, started: { files = $0 }) { save in
            saves.append(save.changed.map { ($0 as NSString).lastPathComponent })
            #expect(save.savedAt > Date())
            return true
        }
        #expect(files == 2)
        #expect(sleeps == [0.25, 0.25, 0.25, 0.25])
        #expect(saves == [["a.md"]])
    }

    @Test func onSaveCanEndTheLoopAndThePathsAreAskedAgain() throws {
        let folder = try scratchFolder(["a.md": "a", "b.md": "b"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.md"), b = folder.appendingPathComponent("b.md")
        var watched = [a]
        var sleeps = 0
        var saves: [[String]] = []
        // The first save moves the watch from a.md to b.md; a later edit of a.md goes unseen.
        SaveWatch(interval: 0, paths: { watched }).run(sleep: { _ in
            sleeps += 1
            switch sleeps {
            case 1: try? touch(a)
            case 2: try? touch(a, by: 10)
            case 3: try? touch(b)
            default: break
            }
            return sleeps > 5
        }) { save in
            saves.append(save.changed.map { ($0 as NSString).lastPathComponent })
            watched = [b]
            return saves.count < 2
        }
        #expect(saves == [["a.md"], ["b.md"]])
        #expect(sleeps == 3)
    }

    @Test func anInterruptWakesTheSleep() {
        let flag = InterruptFlag()
        #expect(!flag.sleep(0.01))
        flag.raise()
        #expect(flag.isRaised)
        #expect(flag.sleep(60))
    }
}
