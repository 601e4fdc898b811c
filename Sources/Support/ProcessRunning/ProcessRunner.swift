// Containment model. Every run is bounded, whatever the program does:
// - time: a wall-clock limit, then SIGTERM to the child's own process group and SIGKILL after a
//   grace period; when the main process ends, whatever is left of its group is SIGKILLed;
// - resources: RLIMIT_CPU, RLIMIT_AS, RLIMIT_FSIZE and no core dumps, set in the child before
//   exec; and, where control groups can be used (`TreeLimit`), a cap on the memory and the
//   number of processes of the whole tree, whose every process is killed when the run ends;
// - output: stdout, stderr and the fd-3 report are read with poll on the calling thread and kept
//   up to a cap each (the rest is counted); pipes held open by escaped processes are given up on;
// - inheritance: an explicit environment, stdin from /dev/null, no other descriptors, a private
//   working folder (unless one is given) and a private TMPDIR.
// `.contained` adds bubblewrap: a minimal read-only view of the system (`SandboxView`), private
// size-capped tmpfs mounts for /tmp and the working folder, fresh /dev and /proc, no network, a
// new PID namespace (its processes die with it), no capabilities. Without a working bwrap,
// contained runs still get every bound above but run uncontained in a private host folder,
// removed after the run whatever it holds; `result.sandboxed` is false and `Sandbox.notice`
// says why.

import CProcessSpawn
import Diagnostics
import Foundation

/// Runs tools and untrusted programs contained and bounded (see the model above).
package enum ProcessRunner {
    /// Throws ToolError only when the program cannot be started (not found, not executable); every way it ends is a Termination.
    package static func run(_ request: ProcessRequest) throws(ToolError) -> ProcessResult {
        LeftoverSweep.runOnce()
        let program = try ExecutableLookup.resolve(request.executable, environment: request.environment)
        let given = try givenWorkingDirectory(of: request)

        var environment = request.environment
        var path = program
        var arguments = [request.executable] + request.arguments
        let directory: String
        var scratch: ScratchFolder?
        defer { scratch?.remove() }
        var sandboxed = false
        if case .contained(let writable, let readable, let hidden) = request.sandbox, let bubblewrap = Sandbox.bubblewrapPath {
            var command = BubblewrapCommand(
                program: program, arguments: request.arguments, workingDirectory: given, writable: writable,
                readable: readable, hidden: hidden, environment: environment,
                temporaryFolderBytes: request.limits.temporaryFolderBytes)
            if environment["HOME"] == nil { environment["HOME"] = command.workingDirectoryInside }
            if environment["TMPDIR"] == nil { environment["TMPDIR"] = SandboxView.temporaryFolder }
            command.environment = environment
            path = bubblewrap
            arguments = command.command(bubblewrap: bubblewrap)
            // bwrap changes into the working folder inside; outside it starts at the root.
            directory = "/"
            sandboxed = true
        } else {
            let folder = try ScratchFolder.create()
            scratch = folder
            directory = given ?? folder.path
            if environment["HOME"] == nil { environment["HOME"] = directory }
            if environment["TMPDIR"] == nil { environment["TMPDIR"] = folder.temporaryPath }
        }

        // Declared after the folder, so it is emptied (every process killed) before the folder goes.
        let group = TreeLimit.group(for: request.limits)
        defer { group?.remove() }
        let start = monotonicSeconds()
        let child: SpawnedChild
        do {
            child = try ChildSpawner.spawn(
                path: path, arguments: arguments, environment: environment, directory: directory,
                limits: request.limits, cgroupDescriptors: group?.joinDescriptors ?? [],
                opensReportChannel: request.opensReportChannel)
        } catch {
            throw startFailure(error, executable: request.executable, workingDirectory: directory)
        }
        if let greeting = request.channelGreeting, let channel = child.report { send(greeting + "\n", to: channel) }
        let outcome = ChildMonitor.watch(child, limits: request.limits, startedAt: start, stopTree: group.map { group in
            { group.killAll() }
        })
        let outOfMemory = group?.sawOutOfMemoryKill ?? false
        return ProcessResult(
            termination: termination(of: outcome, limits: request.limits, sandboxed: sandboxed, outOfMemory: outOfMemory),
            standardOutput: outcome.standardOutput, standardError: outcome.standardError,
            report: outcome.report, seconds: monotonicSeconds() - start, sandboxed: sandboxed,
            treeLimited: group != nil, peakMemoryBytes: group?.peakMemoryBytes)
    }

    /// The request's working folder, symlinks resolved (mounts and `pwd` follow real paths).
    private static func givenWorkingDirectory(of request: ProcessRequest) throws(ToolError) -> String? {
        guard let url = request.workingDirectory else { return nil }
        let path = BubblewrapCommand.resolved(url)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError(
                "cannot start '\(request.executable)': its working folder \(path) does not exist",
                hint: "create the folder first, or pass no working folder to run in a private one")
        }
        return path
    }

    private static func startFailure(_ failure: SpawnFailure, executable: String, workingDirectory: String) -> ToolError {
        switch failure.stage {
        case CPS_STAGE_CHDIR:
            ToolError("cannot start '\(executable)': cannot enter \(workingDirectory): \(failure.reason)")
        case CPS_STAGE_CGROUP:
            ToolError(
                "cannot start '\(executable)': it could not join its control group: \(failure.reason)",
                hint: "another program may be changing this machine's control groups; try again")
        case CPS_STAGE_EXEC:
            ToolError(
                "cannot start '\(executable)': \(failure.reason)",
                hint: "check that it is a program for this system and that it has execute permission")
        default:
            ToolError(
                "cannot start '\(executable)': \(failure.reason)",
                hint: "the system may be out of processes or file descriptors; try again")
        }
    }

    /// Reads the wait status. bubblewrap reports a program killed by signal n as exit status
    /// 128 + n (as shells do), so inside the sandbox such statuses are read back as signals.
    /// When the kernel's OOM killer struck in the run's group and the run did not succeed, the
    /// cap is the reason, whichever process it chose (the program, a child, bwrap).
    static func termination(of outcome: MonitorOutcome, limits: ProcessLimits, sandboxed: Bool, outOfMemory: Bool = false) -> Termination {
        if outcome.stoppedOnTimeout { return .timedOut(afterSeconds: limits.wallSeconds) }
        guard let status = outcome.status else { return .exited(-1) }
        var signal = cps_term_signal(status)
        let code = cps_exit_code(status)
        if signal == 0 && sandboxed && code > 128 && code < 128 + 65 { signal = code - 128 }
        if outOfMemory, signal != 0 || code != 0, let bytes = limits.treeMemoryBytes {
            return .memoryLimitExceeded(bytes: bytes)
        }
        guard signal != 0 else { return .exited(code) }
        if let cpu = limits.cpuSeconds {
            if signal == SIGXCPU || (signal == SIGKILL && outcome.cpuSeconds >= Double(cpu)) {
                return .cpuLimitExceeded(seconds: cpu)
            }
        }
        return .signalled(ProcessSignal(number: signal))
    }

    /// Writes the greeting into the channel's buffer. It is small (a nonce), so it fits; a
    /// child that never reads it simply never gets it.
    private static func send(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { SystemCall.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
