import Diagnostics
import Foundation

/// An advisory `flock` on a lock file, taken on an open file description of its own: two
/// holders in one process exclude each other as two processes do, and the kernel lets go when
/// a holder dies, however it dies. Used by the write stage (one writer per site folder) and by
/// builds that share a SwiftPM build folder. The file is never removed: removing it would let
/// two holders lock two different files.
package struct FileLock {
    package let file: URL
    /// The open lock file; closing it (``close()``) lets go of the lock.
    package let descriptor: Int32

    /// Opens `file` for locking, creating it (but not its folder) if need be.
    package init(file: URL) throws(ToolError) {
        self.file = file
        descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ToolError("cannot create the lock file \(file.path): \(String(cString: strerror(errno)))",
                hint: "check that \(file.deletingLastPathComponent().path) exists and is writable")
        }
    }

    /// Takes the lock: waiting for it with `wait`, else true only if it was free.
    package func lock(wait: Bool) throws(ToolError) -> Bool {
        while flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EWOULDBLOCK && !wait { return false }
            throw ToolError("cannot lock \(file.path): \(String(cString: strerror(code)))",
                hint: "the file system may not support locks; use a folder on a local disk")
        }
        return true
    }

    package func close() {
        _ = SystemCall.close(descriptor)
    }
}
