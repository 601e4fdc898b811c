import Foundation

/// The modification times of the files being watched. Foundation offers no inotify on Linux,
/// so `workbook watch` and `serve` poll: a snapshot every interval, compared with the last.
package struct FileSnapshot: Equatable, Sendable {
    /// Path → modification time, for every regular file at or below the watched paths.
    private(set) var times: [String: Date] = [:]

    /// Files are taken as they are; folders are walked whole; missing paths are skipped
    /// (a file deleted since the last snapshot counts as changed).
    package init(_ paths: [URL]) {
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                times[path.path] = Self.modified(path.path)
                continue
            }
            let walker = fileManager.enumerator(at: path, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = walker?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    times[url.path] = Self.modified(url.path)
                }
            }
        }
    }

    /// The paths added, removed or modified since `earlier`, sorted.
    package func changes(since earlier: FileSnapshot) -> [String] {
        Set(times.keys).union(earlier.times.keys).filter { times[$0] != earlier.times[$0] }.sorted()
    }

    /// When the newest of `paths` was saved: where the latency to a result is measured from.
    /// A removed file has no time, so then it is now.
    package func saveTime(of paths: [String]) -> Date {
        paths.compactMap { times[$0] }.max() ?? Date()
    }

    package var count: Int { times.count }

    private static func modified(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
