#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a graded test's records go: the socket the grader put on descriptor 3 (announced by
/// `WORKBOOK_REPORT_CHANNEL=3`), whose first line is a nonce the grader made for this run.
/// It is taken before the test — and so any of the submission's code — runs, and moved to a
/// high close-on-exec descriptor. Run by hand (no channel) the records are printed instead.
///
/// None of this is a secret the verdict depends on: code in this process can find the
/// descriptor and the nonce and write anything there. It can only ever write observations,
/// and the grader compares them with the reference solution's.
enum ReportChannel {
    nonisolated(unsafe) private static var taken: (descriptor: Int32, nonce: String)?

    static func open() {
        guard taken == nil, let raw = getenv("WORKBOOK_REPORT_CHANNEL"), String(cString: raw) == "3" else { return }
        unsetenv("WORKBOOK_REPORT_CHANNEL")
        guard fcntl(3, F_GETFD) != -1, let nonce = readLine(from: 3), !nonce.isEmpty else { return }
        let moved = fcntl(3, F_DUPFD_CLOEXEC, 300)
        guard moved >= 0 else { return }
        close(3)
        taken = (moved, nonce)
    }

    /// One record, as one line.
    static func send(_ record: String) {
        guard let (descriptor, nonce) = taken else {
            print(record)
            return
        }
        var bytes = Array((nonce + " " + record + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// One line, byte by byte so nothing after it is consumed; nil on end of file or error.
    private static func readLine(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 256 {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }
}
