import Foundation

/// How a run ended. Every ending is a value — a crash or a timeout is a result to show, not an
/// error to throw.
package enum Termination: Sendable, Equatable {
    case exited(Int32)
    case signalled(ProcessSignal)
    /// Stopped by the runner on the wall-clock limit.
    case timedOut(afterSeconds: Double)
    /// SIGXCPU, or SIGKILL after the CPU limit's hard value (RLIMIT_CPU).
    case cpuLimitExceeded(seconds: Int)
    /// The whole process tree reached its memory cap (`ProcessLimits.treeMemoryBytes`) and the
    /// kernel killed a process in it, so the run did not succeed.
    case memoryLimitExceeded(bytes: UInt64)
}

/// What a finished run left behind.
package struct ProcessResult: Sendable {
    package var termination: Termination
    package var standardOutput: CapturedOutput
    package var standardError: CapturedOutput
    /// nil unless the request opened the report channel.
    package var report: CapturedOutput?
    /// Wall-clock seconds from start to the end of the run.
    package var seconds: Double
    /// Whether it really ran inside bubblewrap (false for `.none`, and when bwrap is missing).
    package var sandboxed: Bool
    /// Whether the whole process tree was capped by a control group (the limits asked for it
    /// and `TreeLimit` is available); false means per-process limits only.
    package var treeLimited: Bool
    /// The most memory the whole tree held at once, as the control group measured it; nil when
    /// the tree was not limited or the kernel does not record it.
    package var peakMemoryBytes: UInt64?

    package init(
        termination: Termination, standardOutput: CapturedOutput, standardError: CapturedOutput,
        report: CapturedOutput?, seconds: Double, sandboxed: Bool, treeLimited: Bool = false,
        peakMemoryBytes: UInt64? = nil
    ) {
        self.termination = termination
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.report = report
        self.seconds = seconds
        self.sandboxed = sandboxed
        self.treeLimited = treeLimited
        self.peakMemoryBytes = peakMemoryBytes
    }

    package var succeeded: Bool { termination == .exited(0) }

    /// stdout then stderr, for showing what a tool said.
    package var combinedText: String {
        let output = standardOutput.text
        let error = standardError.text
        if output.isEmpty || error.isEmpty || output.hasSuffix("\n") { return output + error }
        return output + "\n" + error
    }
}
