import Foundation

/// Everything about one run, spelled out: the runner adds nothing from its own process except
/// HOME and TMPDIR when `environment` lacks them (pointing at the run's own folders).
package struct ProcessRequest: Sendable {
    /// An absolute path, or a name looked up on `environment["PATH"]` (a path with a slash is
    /// taken relative to this process's current directory).
    package var executable: String
    package var arguments: [String]
    /// nil → a private working folder: a size-capped tmpfs inside the sandbox, else a fresh
    /// folder under the host's temporary folder, removed after the run. A folder given here is
    /// shown to a sandboxed program read-write, at its own path.
    package var workingDirectory: URL?
    /// Exactly what the child gets (build it with `EnvironmentPolicy`).
    package var environment: [String: String]
    package var limits: ProcessLimits
    package var sandbox: SandboxPolicy
    /// true → fd 3 in the child is one end of a socket pair; what the child writes there comes
    /// back as `result.report`.
    package var opensReportChannel: Bool
    /// Sent to the child on the report channel as soon as it starts, followed by a newline: a
    /// secret (the report's nonce) that no environment and no command line ever holds, so no
    /// other process in the sandbox can read it from `/proc`.
    package var channelGreeting: String?

    /// The defaults are those for an untrusted program: the small allow-listed environment,
    /// ten seconds, contained. Tools pass `.tool(seconds:)`, `toolNames` and `.none`.
    package init(
        executable: String, arguments: [String] = [], workingDirectory: URL? = nil,
        environment: [String: String] = EnvironmentPolicy.allowList(EnvironmentPolicy.untrustedNames),
        limits: ProcessLimits = .untrustedProgram(seconds: 10), sandbox: SandboxPolicy = .contained(),
        opensReportChannel: Bool = false, channelGreeting: String? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.limits = limits
        self.sandbox = sandbox
        self.opensReportChannel = opensReportChannel
        self.channelGreeting = channelGreeting
    }
}
