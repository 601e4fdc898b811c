import Foundation
import ProcessRunning

/// Shared helpers: shell requests with small limits, folders that clean up after themselves,
/// and ways to prove that no process was left behind.
enum Fixture {
    /// Limits for tests: short, with no CPU or memory limit unless a test sets one.
    static func limits(seconds: Double = 5, grace: Double = 0.5, perStream: Int = 1 << 20) -> ProcessLimits {
        ProcessLimits(wallSeconds: seconds, outputBytesPerStream: perStream, reportBytes: 1 << 20, killGraceSeconds: grace)
    }

    /// `/bin/sh -c script`, uncontained unless asked, with the untrusted environment.
    static func shell(
        _ script: String, limits: ProcessLimits = Fixture.limits(), in directory: URL? = nil,
        sandbox: SandboxPolicy = .none, report: Bool = false
    ) -> ProcessRequest {
        ProcessRequest(
            executable: "/bin/sh", arguments: ["-c", script], workingDirectory: directory,
            environment: EnvironmentPolicy.allowList(EnvironmentPolicy.untrustedNames), limits: limits,
            sandbox: sandbox, opensReportChannel: report)
    }

    /// The system's python3 (not a shim that needs more of the environment).
    static let python: String = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

    /// The package root, derived from this file's place in Tests/ProcessRunningTests.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh folder under the system temporary folder, removed when `body` returns.
    static func withFolder<T>(_ body: (URL) throws -> T) rethrows -> T {
        let url = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("process-running-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }

    /// A number nobody else puts on a command line, to find a test's processes in /proc.
    static func marker() -> String { "\(Int.random(in: 100...999)).\(Int.random(in: 100_000...999_999))" }

    /// Pids of live (not zombie) processes whose command line has `argument`.
    static func processes(withArgument argument: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return words.contains(argument) && isRunning(pid)
        }
    }

    /// Waits (bounded) until no live process has `argument` on its command line: a SIGKILLed
    /// process may take a moment to finish dying after the signal was sent.
    static func noneLeft(withArgument argument: String, within seconds: Double = 3) -> Bool {
        let until = Date().addingTimeInterval(seconds)
        while Date() < until {
            if processes(withArgument: argument).isEmpty { return true }
            usleep(20_000)
        }
        return processes(withArgument: argument).isEmpty
    }

    /// True while `pid` exists and is not a zombie waiting to be reaped by init.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
        return state != "Z" && state != "X"
    }

    /// Waits (bounded) until `kill(pid, 0)` fails with ESRCH; orphans are reaped by init, which
    /// may take a moment after they died.
    static func isGone(_ pid: pid_t, within seconds: Double = 5) -> Bool {
        let until = Date().addingTimeInterval(seconds)
        while Date() < until {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits (bounded) for a file a background process writes, e.g. its pid.
    static func contents(of url: URL, within seconds: Double = 3) -> String? {
        let until = Date().addingTimeInterval(seconds)
        while Date() < until {
            if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") { return text }
            usleep(20_000)
        }
        return nil
    }

    static func pid(in url: URL) -> pid_t? {
        contents(of: url).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}

extension Fixture {
    /// `python3 -c script arguments…`, with the untrusted environment.
    static func pythonScript(
        _ script: String, arguments: [String] = [], limits: ProcessLimits = Fixture.limits(), in directory: URL? = nil,
        sandbox: SandboxPolicy = .none
    ) -> ProcessRequest {
        ProcessRequest(
            executable: python, arguments: ["-c", script] + arguments, workingDirectory: directory,
            environment: EnvironmentPolicy.allowList(EnvironmentPolicy.untrustedNames), limits: limits, sandbox: sandbox)
    }

    /// A pid that no process has: a child's, once it has been reaped.
    static func deadPid() throws -> pid_t {
        for _ in 0..<10 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/true")
            try process.run()
            process.waitUntilExit()
            let pid = process.processIdentifier
            if kill(pid, 0) != 0 && errno == ESRCH { return pid }
        }
        throw CocoaError(.featureUnsupported)
    }
}

/// A Unix socket listening at a path of the host, to prove a sandbox cannot reach such files.
/// Connections are left in the backlog (never accepted): a connect that succeeds is enough.
final class UnixListener {
    let path: String
    private let descriptor: Int32

    init?(path: String) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            return nil
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
        unlink(path)
    }
}
