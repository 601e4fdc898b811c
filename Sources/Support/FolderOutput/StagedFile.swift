import Foundation
import ProcessRunning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One new file in a staging folder, written with plain POSIX calls. Foundation's
/// `Data.write(to:)` flushes every file to disk on its own, which made writing the site a
/// tenth of a build; the staging folder is swapped in whole or not at all (`SwappedFolder`),
/// so a killed build still leaves no half-written site, and, like other site generators, the
/// page cache decides when the bytes reach the disk.
enum StagedFile {
    struct WriteFailed: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "\(path): \(String(cString: strerror(code)))" }
    }

    static func write(_ data: Data, to url: URL) throws {
        let path = url.path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteFailed(path: path, code: errno) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = SystemCall.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteFailed(path: path, code: errno)
                }
                offset += written
            }
        }
    }
}
