#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a lesson's report reaches the workbook's verifier without passing through anything
/// the lesson's own code prints. The verifier starts the lesson with a pipe on file
/// descriptor 3 and a random nonce in `WORKBOOK_REPORT_NONCE`; `beginLesson()` — the first
/// statement of every generated lesson, before any listing runs — takes both away from the
/// environment and the well-known descriptor, and `finishLesson` writes `NONCE JSON` there.
/// A listing that prints a report, or writes to descriptor 3, does not know the nonce, so
/// its forgery is rejected; a lesson run by hand (`swift run LESSON`) has no channel and
/// just prints.
enum ReportChannel {
    static let nonceVariable = "WORKBOOK_REPORT_NONCE"
    static let descriptor: Int32 = 3

    /// The private descriptor and nonce, once `open()` has taken them.
    nonisolated(unsafe) private static var taken: (descriptor: Int32, nonce: String)?

    /// Moves the channel out of reach of lesson code: the nonce leaves the environment and
    /// descriptor 3 is duplicated to a high, close-on-exec one and closed.
    static func open() {
        guard taken == nil, let raw = getenv(nonceVariable) else { return }
        let nonce = String(cString: raw)
        unsetenv(nonceVariable)
        guard !nonce.isEmpty, fcntl(descriptor, F_GETFD) != -1 else { return }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 200)
        guard moved >= 0 else { return }
        close(descriptor)
        taken = (moved, nonce)
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

/// The first statement of every generated lesson: takes the verifier's report channel (if
/// any) before listing code runs. Harmless when the lesson is run by hand.
public func beginLesson() {
    ReportChannel.open()
}
