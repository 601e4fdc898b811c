import Foundation

/// The bubblewrap command line for one contained run. The order matters: bwrap mounts in
/// argument order, so the private /tmp comes before the folders bound on top of it (the
/// program's own folder, the working folder: either may live in the host's /tmp), and hidden
/// paths are covered last, after the folders they may be inside.
enum BubblewrapCommand {
    static func arguments(
        bubblewrap: String, program: String, arguments: [String], workingDirectory: String,
        scratchFolder: String, writable: [URL], readable: [URL] = [], hidden: [URL], environment: [String: String]
    ) -> [String] {
        var command = [bubblewrap] + isolation
        // The program's folder and `readable` come back read-only: the private /tmp would
        // otherwise hide a program built in a checkout under the host's /tmp. Mounts follow
        // real paths, so the program is started by its real path too (SwiftPM's `debug` is a
        // symlink).
        let program = resolved(URL(fileURLWithPath: program))
        let programFolder = URL(fileURLWithPath: program).deletingLastPathComponent()
        for url in [programFolder] + readable {
            command += ["--ro-bind-try", resolved(url), resolved(url)]
        }
        var bound: [String] = []
        func bind(_ path: String, optional: Bool) {
            guard !bound.contains(path) else { return }
            bound.append(path)
            command += [optional ? "--bind-try" : "--bind", path, path]
        }
        bind(workingDirectory, optional: false)
        bind(scratchFolder, optional: false)
        for url in writable { bind(resolved(url), optional: true) }
        for url in hidden {
            let path = resolved(url)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            command += isDirectory.boolValue ? ["--tmpfs", path] : ["--ro-bind", "/dev/null", path]
        }
        command += ["--chdir", workingDirectory, "--"]
        return command + exactEnvironment(environment, program: program) + [program] + arguments
    }

    /// bwrap always sets PWD to the folder it changed into; `env -u PWD` (which then execs the
    /// program, same pid) takes it away again so the program gets exactly its environment.
    private static func exactEnvironment(_ environment: [String: String], program: String) -> [String] {
        guard !program.contains("="), let env = ["/usr/bin/env", "/bin/env"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) else { return [] }
        if let given = environment["PWD"] { return [env, "PWD=\(given)"] }
        return [env, "-u", "PWD"]
    }

    /// Everything but the folders: namespaces, capabilities, the read-only root and fresh
    /// /dev, /proc and /tmp.
    static let isolation = [
        "--die-with-parent", "--new-session",
        "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
        // Root outside stays root inside; without capabilities it cannot remount / read-write.
        "--cap-drop", "ALL",
        "--ro-bind", "/", "/",
        "--dev", "/dev",
        "--proc", "/proc",
        "--tmpfs", "/tmp",
    ]

    /// Inside the sandbox paths are mounted as written, so symlinks must be resolved first.
    static func resolved(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
