import Foundation

/// The bubblewrap command line for one contained run. The order matters: bwrap mounts in
/// argument order, so the private /tmp comes before folders bound on top of it (a given working
/// folder may live in the host's /tmp), hidden paths are covered after the folders they are
/// in, and the root is made read-only last, once every mount point in it exists.
struct BubblewrapCommand {
    /// The program's real path on the host; it is shown alone at `programPath`.
    var program: String
    var arguments: [String]
    /// A host folder to bind read-write as the working folder; nil gives a private tmpfs.
    var workingDirectory: String?
    var writable: [URL] = []
    var readable: [URL] = []
    var hidden: [URL] = []
    var environment: [String: String]
    /// The size of each private tmpfs (/tmp, the working folder, /dev/shm); nil is the kernel's
    /// default, half the memory (which a cgroup still charges to the run).
    var temporaryFolderBytes: UInt64?

    /// The working folder as the program sees it.
    var workingDirectoryInside: String { workingDirectory ?? SandboxView.workingFolder }

    /// Where the program is inside: `/sandbox/bin/<its name>`.
    var programPath: String {
        SandboxView.programFolder + "/" + URL(fileURLWithPath: program).lastPathComponent
    }

    func command(bubblewrap: String) -> [String] {
        var command = [bubblewrap] + Self.isolation
        command += SandboxView.mounts(forProgram: program).flatMap(\.arguments)
        command += ["--dev", "/dev"] + tmpfs("/dev/shm") + ["--remount-ro", "/dev", "--proc", "/proc"]
        command += tmpfs(SandboxView.temporaryFolder)
        var bound: [String] = []
        if let workingDirectory {
            command += ["--bind", workingDirectory, workingDirectory]
            bound.append(workingDirectory)
        } else {
            command += tmpfs(SandboxView.workingFolder)
        }
        for url in readable {
            let path = Self.resolved(url)
            command += ["--ro-bind-try", path, path]
            bound.append(path)
        }
        for url in writable {
            let path = Self.resolved(url)
            command += ["--bind-try", path, path]
            bound.append(path)
        }
        command += ["--ro-bind", program, programPath]
        command += coverings(inside: bound)
        command += ["--remount-ro", "/", "--chdir", workingDirectoryInside, "--"]
        return command + exactEnvironment(environment, program: programPath) + [programPath] + arguments
    }

    private func tmpfs(_ path: String) -> [String] {
        (temporaryFolderBytes.map { ["--size", String($0)] } ?? []) + ["--tmpfs", path]
    }

    /// Hidden paths inside a folder the caller chose to show are covered: an empty tmpfs over a
    /// folder, /dev/null over a file. Anything else of the host is not in the view to begin with
    /// (so a grader's hidden tests under the checkout need no covering), and is not mentioned:
    /// covering it would create its path in the sandbox.
    private func coverings(inside bound: [String]) -> [String] {
        var command: [String] = []
        for url in hidden {
            let path = Self.resolved(url)
            guard bound.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            command += isDirectory.boolValue ? ["--tmpfs", path] : ["--ro-bind", "/dev/null", path]
        }
        return command
    }

    /// bwrap always sets PWD to the folder it changed into; `env -u PWD` (which then execs the
    /// program, same pid) takes it away again so the program gets exactly its environment.
    private func exactEnvironment(_ environment: [String: String], program: String) -> [String] {
        guard !program.contains("="), let env = ["/usr/bin/env", "/bin/env"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) else { return [] }
        if let given = environment["PWD"] { return [env, "PWD=\(given)"] }
        return [env, "-u", "PWD"]
    }

    /// Namespaces and capabilities: no network (loopback only), its own PIDs (its processes die
    /// with it), IPC, host name and cgroup view, no capabilities even for root.
    static let isolation = [
        "--die-with-parent", "--new-session",
        "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
        "--cap-drop", "ALL",
    ]

    /// Inside the sandbox paths are mounted as written, so symlinks must be resolved first.
    static func resolved(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
