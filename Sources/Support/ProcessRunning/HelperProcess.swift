import CProcessSpawn
import Foundation

/// A long-lived child the parent hands one request at a time and waits for its reply, for work
/// that must not be able to take the parent down: C code that can crash or run for ever (the
/// diagram renderer's Graphviz layouts).
///
/// Requests and replies travel on the child's fd 3 (a socket pair), each as a frame: an
/// 8-byte little-endian length, then that many bytes (`HelperFrame`). The parent waits for a
/// reply only until its deadline; past it, or when the child dies, the child's whole process
/// group is killed and reaped, and the failure says which. A helper that failed is finished:
/// start a new one. Not thread-safe: one caller at a time (a pool gives each caller its own).
package final class HelperProcess {
    /// Why a request got no reply.
    package enum Failure: Error, Equatable, Sendable {
        /// The program could not be started (missing, not executable, …).
        case cannotStart(String)
        /// No reply within the deadline; the child was killed.
        case timedOut(seconds: Double)
        /// The child ended before replying: killed by `signal`, or exited with `exitCode`.
        /// `standardError` is the end of what it wrote there.
        case ended(signal: ProcessSignal?, exitCode: Int32?, standardError: String)
    }

    /// The child's process ID (also its process group's).
    package let pid: pid_t
    private let channel: Int32
    private let standardOutput: Int32
    private let standardError: Int32
    private var errorTail: [UInt8] = []
    /// Set once the child is gone; every later exchange fails with it.
    private var endReason: Failure?

    /// Starts `path` with `arguments` (argv[0] included) and `environment`, with the limits the
    /// kernel enforces per process (`limits.wallSeconds` is unused: each request has its own).
    package init(path: String, arguments: [String], environment: [String: String], limits: ProcessLimits) throws(Failure) {
        do {
            let child = try ChildSpawner.spawn(
                path: path, arguments: arguments, environment: environment, directory: nil, limits: limits,
                opensReportChannel: true)
            pid = child.pid
            channel = child.report ?? -1
            standardOutput = child.standardOutput
            standardError = child.standardError
            if let pidfd = child.pidfd { close(pidfd) }
        } catch {
            throw .cannotStart("\(path): \(error.reason)")
        }
    }

    deinit { finish() }

    /// Sends `request` and returns the child's reply, or throws why there is none.
    package func exchange(_ request: [UInt8], deadline seconds: Double) throws(Failure) -> [UInt8] {
        if let endReason { throw endReason }
        let deadline = Date().addingTimeInterval(seconds)
        var frame = HelperFrame.header(count: request.count)
        frame.append(contentsOf: request)
        try send(frame, until: deadline, seconds: seconds)
        let header = try receive(count: 8, until: deadline, seconds: seconds)
        guard let length = HelperFrame.length(of: header), length <= HelperFrame.maximumLength else {
            throw ended()
        }
        return try receive(count: length, until: deadline, seconds: seconds)
    }

    /// Kills the child's process group and reaps it; later exchanges fail.
    package func finish() {
        guard endReason == nil else { return }
        _ = reap()
        endReason = .ended(signal: nil, exitCode: nil, standardError: "")
    }

    /// Kills what is left of the child's group, reaps the child and closes the pipes; returns
    /// the child's raw wait status.
    private func reap() -> Int32 {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        var cpu = 0.0
        _ = cps_reap(pid, &status, &cpu)
        drain(standardError, keeping: true)
        for descriptor in [channel, standardOutput, standardError] where descriptor >= 0 { close(descriptor) }
        return status
    }

    private func send(_ bytes: [UInt8], until deadline: Date, seconds: Double) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            try wait(for: Int16(POLLOUT), until: deadline, seconds: seconds)
            let written = bytes[offset...].withUnsafeBytes { SystemCall.sendWithoutSignal(channel, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EAGAIN || errno == EINTR {
                continue
            } else {
                throw ended()
            }
        }
    }

    private func receive(count: Int, until deadline: Date, seconds: Double) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            try wait(for: Int16(POLLIN), until: deadline, seconds: seconds)
            let read = bytes[offset...].withUnsafeMutableBytes { recv(channel, $0.baseAddress, $0.count, 0) }
            if read > 0 {
                offset += read
            } else if read < 0, errno == EAGAIN || errno == EINTR {
                continue
            } else {
                throw ended()
            }
        }
        return bytes
    }

    /// Waits until the channel is ready for `events`, draining the child's stdout and stderr
    /// meanwhile (a child blocked on a full pipe would look hung); throws at the deadline.
    private func wait(for events: Int16, until deadline: Date, seconds: Double) throws(Failure) {
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                _ = reap()
                endReason = .timedOut(seconds: seconds)
                throw .timedOut(seconds: seconds)
            }
            var descriptors = [
                pollfd(fd: channel, events: events, revents: 0),
                pollfd(fd: standardOutput, events: Int16(POLLIN), revents: 0),
                pollfd(fd: standardError, events: Int16(POLLIN), revents: 0),
            ]
            let milliseconds = Int32(min(remaining * 1000 + 1, 60_000))
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0, errno != EINTR { throw ended() }
            drain(standardOutput, keeping: false)
            drain(standardError, keeping: true)
            if descriptors[0].revents & (events | Int16(POLLHUP) | Int16(POLLERR)) != 0 { return }
        }
    }

    private func drain(_ descriptor: Int32, keeping: Bool) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            if keeping {
                errorTail.append(contentsOf: buffer[0..<count])
                if errorTail.count > 4096 { errorTail.removeFirst(errorTail.count - 4096) }
            }
        }
    }

    /// The child stopped answering: reap it and say how it ended.
    private func ended() -> Failure {
        if let endReason { return endReason }
        // A child that closed its end is usually dying: wait a moment, so that the signal
        // reported is the one that ended it, not our SIGKILL.
        for _ in 0..<100 where cps_has_exited(pid) == 0 { usleep(2_000) }
        let status = reap()
        let signal = cps_term_signal(status)
        let code = cps_exit_code(status)
        let reason = Failure.ended(
            signal: signal > 0 ? ProcessSignal(number: signal) : nil, exitCode: code >= 0 ? code : nil,
            standardError: String(decoding: errorTail, as: UTF8.self))
        endReason = reason
        return reason
    }
}

/// The frames a `HelperProcess` and its child exchange: an 8-byte little-endian length, then
/// the bytes. The child side (which links nothing of ours) writes the same two lines of code.
package enum HelperFrame {
    /// Replies larger than this are a broken child, not a reply.
    package static let maximumLength = 256 << 20

    package static func header(count: Int) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: UInt64(count) >> (8 * UInt64($0))) }
    }

    package static func length(of header: [UInt8]) -> Int? {
        guard header.count == 8 else { return nil }
        let value = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
