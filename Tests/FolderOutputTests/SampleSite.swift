import Foundation
import FolderOutput
import WorkbookTestSupport

/// A site the size of the one in issue 12's report: chapter pages, the CSS and 300 images,
/// each file saying which build wrote it.
enum SampleSite {
    static func files(_ build: String) -> [String: Data] {
        var files: [String: Data] = ["index.html": Data("<p>index of \(build)</p>".utf8), "style.css": Data("/* \(build) */".utf8)]
        for chapter in 1...10 { files["chapter-\(chapter).html"] = Data("<p>chapter \(chapter) of \(build)</p>".utf8) }
        for image in 1...300 { files["images/\(image).png"] = Data("image \(image) of \(build)".utf8) }
        return files
    }

    /// What a complete site of `build` is on disk: its files and the marker.
    static func complete(_ build: String) -> [String: Data] {
        files(build).merging([SiteWriter.marker: Data()]) { $1 }
    }

    /// Writes half the files, calls `halfway`, then writes the rest.
    static func write(_ files: [String: Data], into folder: URL, halfway: () -> Void = {}) throws {
        let paths = files.keys.sorted()
        for (index, path) in paths.enumerated() {
            if index == paths.count / 2 { halfway() }
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files[path]!.write(to: url)
        }
    }
}

/// A fresh output path whose parent holds nothing else, so leftovers are easy to list; removed
/// with its parent.
struct Output {
    let parent = temporaryFolder("site-output")
    var url: URL { parent.appendingPathComponent("site") }

    init() { try! FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true) }

    func remove() { try? FileManager.default.removeItem(at: parent) }

    /// Everything beside the site but the lock file.
    var leftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).filter { $0 != "site" && $0 != ".site.lock" }.sorted()
    }

    var files: [String: Data] { (try? filesBelow(url)) ?? [:] }

    var exists: Bool { FileManager.default.fileExists(atPath: url.path) }
}

/// A value set on one thread and read on another.
final class Shared<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}

/// A process ID that no process has: one that just ended and was reaped.
func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}

struct Stop: Error {}
