#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import Foundation
import ProcessRunning

/// How the new folder took the destination's place.
package enum SwapMethod: Equatable, Sendable {
    /// One atomic exchange (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)`
    /// on macOS, both in CFileExchange): at no moment is the destination
    /// missing or mixed.
    case exchanged
    /// There was no destination yet: one atomic rename.
    case renamed
    /// The file system refused the exchange: the old folder was renamed aside, then the new
    /// one into place. A kill between the two leaves no destination; the next writer puts
    /// the old folder back before doing anything else.
    case renamedTwice
}

/// Puts a complete staging folder in the destination's place.
struct FolderSwap {
    var staging: URL
    var destination: URL
    /// Where the fallback moves the old folder.
    var previous: URL
    var hooks: SwapHooks

    /// errnos that mean "this kernel or file system cannot exchange", not "this exchange failed".
    static let refusals: Set<Int32> = [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP]

    /// Swaps, and returns how and where the old folder now is (nil when there was none).
    func perform() throws -> (method: SwapMethod, old: URL?) {
        var status = stat()
        guard lstat(destination.path, &status) == 0 else {
            try rename(staging, to: destination)
            return (.renamed, nil)
        }
        let code = hooks.exchange(staging.path, destination.path)
        if code == 0 { return (.exchanged, staging) }
        guard Self.refusals.contains(code) else { throw failure(code) }
        try rename(destination, to: previous)
        hooks.reached(.betweenRenames)
        do {
            try rename(staging, to: destination)
        } catch {
            _ = Self.posixRename(previous.path, destination.path)
            throw error
        }
        return (.renamedTwice, previous)
    }

    private func rename(_ from: URL, to: URL) throws {
        if Self.posixRename(from.path, to.path) != 0 { throw failure(errno) }
    }

    /// rename(2), which replaces an empty folder but never a full one.
    static func posixRename(_ from: String, _ to: String) -> Int32 {
        SystemCall.rename(from, to)
    }

    private func failure(_ code: Int32) -> ToolError {
        ToolError("cannot move the new folder into place at \(destination.path): \(String(cString: strerror(code)))",
            hint: "the previous contents were left untouched")
    }
}
