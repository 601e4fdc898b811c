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

    package init(
        termination: Termination, standardOutput: CapturedOutput, standardError: CapturedOutput,
        report: CapturedOutput?, seconds: Double, sandboxed: Bool
    ) {
        self.termination = termination
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.report = report
        self.seconds = seconds
        self.sandboxed = sandboxed
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
