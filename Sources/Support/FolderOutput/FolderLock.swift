#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import Foundation
import ProcessRunning

/// One writer per destination at a time: an advisory `flock` on `.NAME.lock` beside the
/// destination, held from before the first leftover is cleaned until the old folder is gone.
/// A second writer waits for it (polling, up to `timeout`) and then gives up with an error
/// that names the process holding it. The lock is a `FileLock`, so two writers in one process
/// exclude each other too, and the kernel lets go of it when its holder dies.
package enum FolderLock {
    /// `.site.lock` for `site/`.
    package static func lockFile(for destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).lock")
    }

    /// Runs `body` holding the lock on `destination`. `waiting` is called once, with the
    /// holder's process ID when it can be read, if the lock is taken.
    package static func holding<T>(
        _ destination: URL, timeout: TimeInterval, activity: String, waiting: (Int32?) -> Void = { _ in }, _ body: () throws -> T
    ) throws -> T {
        let file = lockFile(for: destination)
        // As before there was a lock: `--output` may name a folder in a folder not yet made.
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = try FileLock(file: file)
        defer { lock.close() }
        let descriptor = lock.descriptor
        let deadline = Date().addingTimeInterval(timeout)
        var waited = false
        while try !lock.lock(wait: false) {
            if Date() >= deadline { throw busy(destination, holder: holder(descriptor), timeout: timeout, activity: activity) }
            if !waited { waiting(holder(descriptor)) }
            waited = true
            usleep(50_000)
        }
        // Whoever waits reads this to name us.
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return try body()
    }

    static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func busy(_ destination: URL, holder: Int32?, timeout: TimeInterval, activity: String) -> ToolError {
        let who = holder.map { " (process \($0))" } ?? ""
        let seconds = timeout.rounded() == timeout ? "\(Int(timeout))" : "\(timeout)"
        return ToolError("another \(activity) is writing \(displayPath(destination))/\(who)",
            hint: "writers of one folder take turns, and this one waited \(seconds) s; "
                + "let the other finish\(holder.map { " (or stop process \($0))" } ?? "") and run this again")
    }

    /// Relative to the working folder when inside it: `site`, not `/home/…/site`.
    static func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let here = FileManager.default.currentDirectoryPath
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }
}
