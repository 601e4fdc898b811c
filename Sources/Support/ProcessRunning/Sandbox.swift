import Foundation

/// Whether bubblewrap can contain runs on this machine. Found once per process (a trial run
/// of bwrap with the real flags and mounts), because a bwrap that is installed may still be unable to
/// create namespaces, e.g. in a container that forbids them.
package enum Sandbox {
    /// bwrap is on PATH and a trial run works; computed once, thread-safe.
    package static var isAvailable: Bool { probe.bubblewrap != nil }

    /// nil when available; else one line saying why runs are uncontained and what to do.
    package static var notice: String? { probe.notice }

    /// The bwrap to run, when available.
    static var bubblewrapPath: String? { probe.bubblewrap }

    // A `static let` is initialised lazily and exactly once, even when several threads ask at once.
    private static let probe = Probe.run()

    private struct Probe {
        var bubblewrap: String?
        var notice: String?

        static func run() -> Probe {
            #if !os(Linux)
            return Probe(notice: "note: sandboxing uses bubblewrap, which exists only on Linux, so lessons and submissions run without a sandbox")
            #else
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ExecutableLookup.fallbackPath
            let candidates = path.split(separator: ":").map { String($0) + "/bwrap" } + ["/usr/bin/bwrap"]
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                return Probe(notice: "note: bubblewrap (bwrap) is not installed, so lessons and submissions run without a sandbox; install it with apt-get install bubblewrap")
            }
            // The trial run uses the very mounts a program gets, so a view this machine cannot
            // build (a missing folder, an old bwrap without --size) is found here, once.
            let trial = BubblewrapCommand(
                program: BubblewrapCommand.resolved(URL(fileURLWithPath: "/bin/sh")), arguments: ["-c", "exit 0"],
                environment: [:], temporaryFolderBytes: 1 << 20)
            let command = trial.command(bubblewrap: found)
            let request = ProcessRequest(
                executable: found, arguments: Array(command.dropFirst()),
                environment: ["PATH": ExecutableLookup.fallbackPath], limits: .tool(seconds: 10), sandbox: .none)
            let result = try? ProcessRunner.run(request)
            if let result, result.succeeded { return Probe(bubblewrap: found) }
            let reason = result.map { firstLine($0.standardError.text) ?? "\($0.termination)" } ?? "it could not be started"
            return Probe(notice: "note: bubblewrap (bwrap) cannot create a sandbox here (\(reason)), so lessons and submissions run without a sandbox")
            #endif
        }

        private static func firstLine(_ text: String) -> String? {
            text.split(separator: "\n").first.map(String.init)
        }
    }
}
