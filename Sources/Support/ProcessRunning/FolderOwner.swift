#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The process a leftover-prone thing belongs to, encoded in its name: the process ID, the
/// process's start time (so a process that later got the same ID is not taken for the owner)
/// and a random token (so two of one process's things never share a name).
/// `1234-98765-1a2b3c4d` — or, in names written by earlier versions, just `1234`. The site's
/// staging folders, runs' private folders and runs' control groups are all named with it, so
/// a later process removes exactly those whose owner is gone.
package struct FolderOwner: Equatable, Sendable {
    package var pid: Int32
    /// When the process started: on Linux in clock ticks after boot (field 22 of
    /// `/proc/PID/stat`), on macOS in microseconds since 1970 (the kernel's process table,
    /// through sysctl); 0 where that cannot be read, and then only the ID is compared.
    package var startTime: UInt64
    package var token: String

    package init(pid: Int32, startTime: UInt64, token: String) {
        (self.pid, self.startTime, self.token) = (pid, startTime, token)
    }

    /// This process, with a token of its own for each call (random, or `token`, which must be
    /// hex digits, when the caller numbers its things itself).
    package static func current(token: String = String(UInt32.random(in: .min ... .max), radix: 16)) -> FolderOwner {
        let pid = getpid()
        return FolderOwner(pid: pid, startTime: ProcessStatus.read(pid)?.startTime ?? 0, token: token)
    }

    package var tag: String { "\(pid)-\(startTime)-\(token)" }

    /// Reads a tag back; nil for anything else, which is then never touched.
    package init?(tag: Substring) {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let pid = parts.first.flatMap({ Int32($0) }), pid > 0 else { return nil }
        if parts.count == 1 {
            self.init(pid: pid, startTime: 0, token: "")
            return
        }
        guard parts.count == 3, let startTime = UInt64(parts[1]), !parts[2].isEmpty,
              parts[2].allSatisfy(\.isHexDigit) else { return nil }
        self.init(pid: pid, startTime: startTime, token: String(parts[2]))
    }

    /// True while the owning process runs: its ID is in use (`kill(pid, 0)`), not by a
    /// zombie, and — where start times are known — by a process that started when the owner did.
    package var isAlive: Bool {
        if kill(pid, 0) != 0, errno != EPERM { return false }
        guard let status = ProcessStatus.read(pid) else { return true }
        if status.isZombie { return false }
        return startTime == 0 || status.startTime == startTime
    }
}

/// The two facts about a process liveness needs: from `/proc/PID/stat` on Linux, from the
/// kernel's process table (sysctl `KERN_PROC_PID`) on macOS, which has no /proc; nil elsewhere.
package struct ProcessStatus: Equatable, Sendable {
    package var isZombie: Bool
    package var startTime: UInt64

    package static func read(_ pid: Int32) -> ProcessStatus? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
        return parse(text)
        #elseif canImport(Darwin)
        var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
        var info = kinfo_proc()
        var size = MemoryLayout<kinfo_proc>.stride
        // No such process: success, with nothing written.
        guard sysctl(&name, UInt32(name.count), &info, &size, nil, 0) == 0, size > 0 else { return nil }
        let started = info.kp_proc.p_un.__p_starttime
        return ProcessStatus(
            isZombie: Int32(info.kp_proc.p_stat) == SZOMB,
            startTime: UInt64(max(0, started.tv_sec)) * 1_000_000 + UInt64(max(0, started.tv_usec)))
        #else
        return nil
        #endif
    }

    /// `PID (COMMAND) STATE … STARTTIME …`: the command may hold spaces and parentheses, so
    /// fields are counted from the last `)`; the state is field 3, the start time field 22.
    package static func parse(_ text: String) -> ProcessStatus? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let startTime = UInt64(fields[19]) else { return nil }
        return ProcessStatus(isZombie: fields[0] == "Z" || fields[0] == "X", startTime: startTime)
    }
}
