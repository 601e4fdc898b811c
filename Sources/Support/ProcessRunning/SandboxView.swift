import Foundation

/// What of the host a contained program sees: the system's programs and libraries (read-only),
/// the Swift runtime, a handful of files from /etc — and nothing else. No home, no /work, no
/// /var or /run (where path sockets live, which a network namespace does not cover), no
/// checkout, no build folder with its object files and grading copies, not even the folder the
/// program was built in: the program file alone is shown, at `programFolder`.
enum SandboxView {
    /// One entry of the view, in bubblewrap's terms.
    enum Mount: Equatable {
        case readOnly(source: String, destination: String)
        case symlink(target: String, path: String)

        var arguments: [String] {
            switch self {
            case .readOnly(let source, let destination): ["--ro-bind", source, destination]
            case .symlink(let target, let path): ["--symlink", target, path]
            }
        }
    }

    /// Where the program file is bound, alone and read-only, as `programFolder/<its name>`.
    static let programFolder = "/sandbox/bin"
    /// The private working folder (a size-capped tmpfs, also HOME) when the request names none.
    static let workingFolder = "/sandbox/work"
    /// TMPDIR: a size-capped tmpfs too.
    static let temporaryFolder = "/tmp"

    /// /usr and the top-level names that merged-usr systems (Debian 12, Ubuntu) make symlinks
    /// into it: the links are recreated, real folders (older systems) bound.
    static let systemFolders = ["usr", "bin", "sbin", "lib", "lib64", "lib32", "libx32"]

    /// The only files of /etc a Swift program (or a shell) was seen to read: the loader's cache
    /// (without it libc is looked for in the wrong places), the local time zone, and the user and
    /// group names that `getpwuid`, `id` and `ls -l` look up. Found by tracing lessons and tests.
    static let etcFiles = ["ld.so.cache", "localtime", "passwd", "group", "nsswitch.conf"]

    /// Everything `program` sees of the host, in mount order.
    static func mounts(forProgram program: String) -> [Mount] {
        var mounts = system
        for runtime in SwiftRuntime.folders(for: program) {
            for folder in [runtime] + [SwiftRuntime.backtracerFolder(for: runtime)].compactMap({ $0 })
            where !isShown(folder, by: mounts) {
                mounts.append(.readOnly(source: BubblewrapCommand.resolved(URL(fileURLWithPath: folder)), destination: folder))
            }
        }
        return mounts
    }

    /// The part that is the same for every program; found once.
    static let system: [Mount] = {
        var mounts: [Mount] = []
        for name in systemFolders {
            let path = "/" + name
            if let target = symlinkTarget(path) {
                mounts.append(.symlink(target: target, path: path))
            } else if isDirectory(path) {
                mounts.append(.readOnly(source: path, destination: path))
            }
        }
        for name in etcFiles {
            let path = "/etc/" + name
            let real = BubblewrapCommand.resolved(URL(fileURLWithPath: path))
            guard FileManager.default.fileExists(atPath: real) else { continue }
            // /etc/localtime names its zone by where it points (`…/zoneinfo/Europe/Paris`).
            if let target = symlinkTarget(path), isShown(real, by: mounts) {
                mounts.append(.symlink(target: target, path: path))
            } else {
                mounts.append(.readOnly(source: real, destination: path))
            }
        }
        return mounts
    }()

    /// Whether `path` is inside a folder that `mounts` binds.
    private static func isShown(_ path: String, by mounts: [Mount]) -> Bool {
        mounts.contains { mount in
            guard case .readOnly(_, let destination) = mount else { return false }
            return path == destination || path.hasPrefix(destination + "/")
        }
    }

    private static func symlinkTarget(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
