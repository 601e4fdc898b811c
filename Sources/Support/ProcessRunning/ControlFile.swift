import Foundation

/// Reading and writing cgroup control files. They must be written with one plain write() into
/// the file itself (Foundation's atomic writes go through a temporary file, which a cgroup
/// folder refuses), and their sizes read as 0, so they are read until end of file.
enum ControlFile {
    /// 0, or the errno that says why the kernel refused.
    @discardableResult
    static func write(_ text: String, to path: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = -1
        repeat {
            written = bytes.withUnsafeBytes { SystemCall.write(descriptor, $0.baseAddress, $0.count) }
        } while written < 0 && errno == EINTR
        if written < 0 { return errno }
        return written == bytes.count ? 0 : EIO
    }

    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A number alone in a file (`memory.max_usage_in_bytes`).
    static func number(_ path: String) -> UInt64? {
        read(path).flatMap { UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// `value` in a file of `key value` lines (`memory.events`, `memory.oom_control`).
    static func number(named key: String, in path: String) -> UInt64? {
        guard let text = read(path) else { return nil }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, fields[0] == key { return UInt64(fields[1]) }
        }
        return nil
    }

    /// The pids listed in a `cgroup.procs`.
    static func processes(_ path: String) -> [pid_t] {
        (read(path) ?? "").split(separator: "\n").compactMap { pid_t($0) }
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }
}
