import Foundation

/// Writes the source files a nested `swift build` compiles (a submission, a runner, a lesson,
/// a mutant schema) so that the Swift driver sees every change.
///
/// On Linux the driver compares a source file's modification time with the one its last
/// build recorded, both cut to whole seconds (swift-driver's `lastModificationTime`). A file
/// rewritten in the same second as the version it last compiled therefore looks unchanged:
/// the module is re-emitted from the new text but the old object file is linked, so a grade
/// runs the previous submission's code and a lesson the previous text. A changed file is
/// given a modification time in a later whole second than both the clock and the file it
/// replaces (at most a second or two ahead of the clock while writes come faster than one
/// a second).
package enum BuildInput {
    /// Writes `data` to `url` unless the file already holds exactly it (unchanged files keep
    /// their times, and so the incremental build). Returns whether the file was written.
    @discardableResult
    package static func write(_ data: Data, to url: URL) throws -> Bool {
        let manager = FileManager.default
        let previous = modified(url)
        if previous != nil, (try? Data(contentsOf: url)) == data { return false }
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        try manager.setAttributes([.modificationDate: laterSecond(than: previous)], ofItemAtPath: url.path)
        return true
    }

    /// Dates each file in a later whole second than both the clock and its own time, so the
    /// driver compiles it again: for files that depend on another module of the package.
    /// The driver takes an imported module as unchanged when its modification time, in whole
    /// seconds, is before the start of the last build of the files importing it; a module
    /// re-emitted within the second that build started in is missed, and the importing files
    /// keep code compiled against its old interface. Only a caller whose build may begin in
    /// the second the folder's previous build ended needs this (see `PackageBuild.beforeBuilding`).
    package static func redate(_ urls: [URL]) throws {
        for url in urls {
            try FileManager.default.setAttributes([.modificationDate: laterSecond(than: modified(url))], ofItemAtPath: url.path)
        }
    }

    /// The modification times of `root` and every folder below it: taken before files are
    /// added or removed, for `redateFolders`, since adding or removing a file sets its folder's
    /// time back to the clock, behind a later second given to it before.
    package static func folderDates(under root: URL) -> [String: Date] {
        let top = root.standardizedFileURL.path
        var dates: [String: Date] = [:]
        dates[top] = modified(root)
        let walker = FileManager.default.enumerator(atPath: top)
        while let relative = walker?.nextObject() as? String {
            guard (walker?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory else { continue }
            dates[top + "/" + relative] = walker?.fileAttributes?[.modificationDate] as? Date
        }
        return dates
    }

    /// Dates the folders holding `files` (added or removed ones), and every folder above them up
    /// to `root`, in a later whole second than the clock and than each folder's time in
    /// `datedBefore` (`folderDates`, taken before the change). SwiftPM plans a build again when
    /// a target's source folder changes, but a folder that gained or lost a file within the
    /// second of the last plan was taken as unchanged: the next build still listed a removed
    /// file ("missing inputs") or left out a new one.
    package static func redateFolders(holding files: [URL], upTo root: URL, datedBefore: [String: Date]) throws {
        let top = root.standardizedFileURL.path
        var folders: Set<String> = []
        for file in files {
            var folder = file.standardizedFileURL.deletingLastPathComponent().path
            while folder.hasPrefix(top) && folders.insert(folder).inserted && folder != top {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        for folder in folders.sorted() {
            let url = URL(fileURLWithPath: folder)
            let previous = [datedBefore[folder], modified(url)].compactMap { $0 }.max()
            guard FileManager.default.fileExists(atPath: folder) else { continue }
            try FileManager.default.setAttributes([.modificationDate: laterSecond(than: previous)], ofItemAtPath: folder)
        }
    }

    /// Whether a build starting now may begin within the whole second `previousBuildEnded` fell in.
    package static func sameSecond(as previousBuildEnded: Date?, now: Date = Date()) -> Bool {
        guard let previousBuildEnded else { return false }
        return now.timeIntervalSince1970.rounded(.down) <= previousBuildEnded.timeIntervalSince1970.rounded(.down)
    }

    /// The file's modification time; nil when it does not exist.
    static func modified(_ url: URL) -> Date? {
        try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    /// The start of the whole second after both now and `previous`.
    static func laterSecond(than previous: Date?, now: Date = Date()) -> Date {
        let seconds = max(now.timeIntervalSince1970, previous?.timeIntervalSince1970 ?? 0).rounded(.down)
        return Date(timeIntervalSince1970: seconds + 1)
    }
}
