import CProcessSpawn
import Foundation

/// What watching a child produced, before it is interpreted as a `Termination`.
struct MonitorOutcome {
    /// Raw wait status; nil if the child could not be reaped (someone else waited for it).
    var status: Int32?
    /// User + system CPU seconds of the child and the children it reaped.
    var cpuSeconds: Double
    /// The runner sent SIGTERM because the wall-clock limit passed.
    var stoppedOnTimeout: Bool
    var standardOutput: CapturedOutput
    var standardError: CapturedOutput
    var report: CapturedOutput?
}

/// Watches one child on the calling thread with `poll`: reads every pipe into capped buffers,
/// enforces the wall-clock limit (SIGTERM to the group, SIGKILL after the grace), and when the
/// child exits, kills what is left of its group and drains the pipes for a short while only —
/// a process that escaped the group cannot keep the runner waiting on a pipe it holds open.
enum ChildMonitor {
    /// How long pipes may stay open after the child exited and its group was killed.
    static let drainSeconds = 0.5
    /// How often to look for the exit when there is no pidfd to wait on.
    static let tickSeconds = 0.02

    /// `stopTree` kills everything in the run's control group, when it has one: processes that
    /// left the process group (setsid) are still in it.
    static func watch(
        _ child: SpawnedChild, limits: ProcessLimits, startedAt start: Double, stopTree: (() -> Void)? = nil
    ) -> MonitorOutcome {
        var streams = [
            CappedStream(fd: child.standardOutput, cap: limits.outputBytesPerStream),
            CappedStream(fd: child.standardError, cap: limits.outputBytesPerStream),
        ]
        if let report = child.report { streams.append(CappedStream(fd: report, cap: limits.reportBytes)) }
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)

        let deadline = start + limits.wallSeconds
        var killAt: Double?
        var stoppedOnTimeout = false
        var killed = false
        while cps_has_exited(child.pid) == 0 {
            let now = monotonicSeconds()
            if !stoppedOnTimeout && now >= deadline {
                killpg(child.pid, SIGTERM)
                stoppedOnTimeout = true
                killAt = now + max(0, limits.killGraceSeconds)
            }
            if let killAt, !killed, now >= killAt {
                killpg(child.pid, SIGKILL)
                stopTree?()
                killed = true
            }
            var wait = killed ? 0.05 : (killAt ?? deadline) - now
            if child.pidfd == nil { wait = min(wait, tickSeconds) }
            pollOnce(&streams, pidfd: child.pidfd, seconds: wait, scratch: &scratch)
        }

        // The main process is a zombie now, so its group id is still ours to signal.
        killpg(child.pid, SIGKILL)
        stopTree?()
        let drainUntil = monotonicSeconds() + drainSeconds
        while streams.contains(where: \.isOpen) {
            let left = drainUntil - monotonicSeconds()
            if left <= 0 { break }
            pollOnce(&streams, pidfd: nil, seconds: left, scratch: &scratch)
        }
        for index in streams.indices { streams[index].close() }
        if let pidfd = child.pidfd { Foundation.close(pidfd) }

        var status: Int32 = 0
        var cpuSeconds = 0.0
        let reaped = cps_reap(child.pid, &status, &cpuSeconds) == 0
        return MonitorOutcome(
            status: reaped ? status : nil, cpuSeconds: cpuSeconds, stoppedOnTimeout: stoppedOnTimeout,
            standardOutput: streams[0].captured, standardError: streams[1].captured,
            report: streams.count > 2 ? streams[2].captured : nil)
    }

    /// One `poll` over the open pipes (and the pidfd), then reads whatever is ready.
    private static func pollOnce(
        _ streams: inout [CappedStream], pidfd: Int32?, seconds: Double, scratch: inout [UInt8]
    ) {
        var entries: [pollfd] = []
        var owners: [Int] = []
        for (index, stream) in streams.enumerated() where stream.isOpen {
            entries.append(pollfd(fd: stream.fd, events: Int16(POLLIN), revents: 0))
            owners.append(index)
        }
        if let pidfd { entries.append(pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0)) }
        let milliseconds = Int32(min(max(0, (seconds * 1000).rounded(.up)), 60_000))
        let ready = entries.withUnsafeMutableBufferPointer { buffer in
            poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
        }
        guard ready > 0 else { return }
        for (position, index) in owners.enumerated() where entries[position].revents != 0 {
            streams[index].readAvailable(into: &scratch)
        }
    }
}

/// One pipe's read end and what was kept from it.
struct CappedStream {
    private(set) var fd: Int32
    let cap: Int
    private(set) var captured = CapturedOutput()

    init(fd: Int32, cap: Int) {
        self.fd = fd
        self.cap = max(0, cap)
    }

    var isOpen: Bool { fd >= 0 }

    /// Reads until the pipe is empty (it is non-blocking) or a few chunks were read, so a flood
    /// cannot keep the monitor from looking at the clock; end of file or an error closes it.
    mutating func readAvailable(into scratch: inout [UInt8], maximumReads: Int = 16) {
        var reads = 0
        while isOpen && reads < maximumReads {
            reads += 1
            let count = scratch.withUnsafeMutableBytes { buffer in read(fd, buffer.baseAddress, buffer.count) }
            if count > 0 {
                keep(scratch, count: count)
            } else if count < 0 && (errno == EINTR) {
                continue
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                return
            } else {
                close()
            }
        }
    }

    private mutating func keep(_ bytes: [UInt8], count: Int) {
        let room = max(0, cap - captured.data.count)
        let kept = min(room, count)
        if kept > 0 { captured.data.append(contentsOf: bytes[0..<kept]) }
        captured.droppedBytes += count - kept
    }

    mutating func close() {
        if fd >= 0 { Foundation.close(fd) }
        fd = -1
    }
}

/// Seconds on a clock that never jumps (unlike the wall clock when the time is set).
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
