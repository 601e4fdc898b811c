#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a lesson's report reaches the workbook's verifier without passing through anything
/// the lesson's own code prints. The verifier starts the lesson with a socket on file
/// descriptor 3 (and `WORKBOOK_REPORT_CHANNEL=3` to say so) and sends a random nonce on it;
/// `beginLesson()` — the first statement of every generated lesson, before any listing runs —
/// reads the nonce, moves the socket off the well-known descriptor and drops the variable,
/// and `finishLesson` writes `NONCE JSON` there. The nonce is never in an environment or a
/// command line, so nothing in the sandbox can read it from `/proc`; a listing that prints a
/// report, or writes to descriptor 3, does not know it, so its forgery is rejected. A lesson
/// run by hand (`swift run LESSON`) has no channel and just prints.
enum ReportChannel {
    static let announcement = "WORKBOOK_REPORT_CHANNEL"
    static let descriptor: Int32 = 3

    /// The private descriptor and nonce, once `open()` has taken them.
    nonisolated(unsafe) private static var taken: (descriptor: Int32, nonce: String)?

    /// Takes the channel out of reach of lesson code: reads the nonce the verifier sent, then
    /// moves the socket to a high, close-on-exec descriptor.
    static func open() {
        guard taken == nil, let raw = getenv(announcement), String(cString: raw) == "\(descriptor)" else { return }
        unsetenv(announcement)
        guard fcntl(descriptor, F_GETFD) != -1, let nonce = readLine(from: descriptor), !nonce.isEmpty else { return }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 200)
        guard moved >= 0 else { return }
        close(descriptor)
        taken = (moved, nonce)
    }

    /// One line, byte by byte so nothing after it is consumed; nil on end of file or error.
    private static func readLine(from fd: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 256 {
            let count = read(fd, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }

    /// Writes the report line; false when the lesson was not started with a channel.
    static func send(_ json: String) -> Bool {
        guard let (fd, nonce) = taken else { return false }
        var bytes = Array((nonce + " " + json + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
