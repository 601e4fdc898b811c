import Foundation

/// Where the Swift runtime a contained program needs lives, found rather than assumed: a
/// toolchain may be installed anywhere (`/opt/swift`, `/usr`, a swiftly folder in a home).
enum SwiftRuntime {
    /// The runtime folders to show `program`: those its RUNPATH names that really hold a Swift
    /// runtime (so a RUNPATH pointing at `/` or a checkout shows nothing), plus the toolchain's
    /// own. Paths as the program will look for them, which may go through symlinks.
    static func folders(for program: String) -> [String] {
        var folders = ELFRunpath.folders(of: program).filter { folder in
            folder.hasPrefix("/") && !folder.contains("$") && holdsRuntime(folder)
        }
        if let toolchain = toolchainFolder, !folders.contains(toolchain) { folders.append(toolchain) }
        return folders
    }

    /// The folder beside a runtime folder `<prefix>/lib/swift/<platform>` that holds the
    /// backtracer, `<prefix>/libexec/swift/<platform>`, when there is one. The runtime starts it
    /// when a program crashes; without it a crash report names no source line.
    static func backtracerFolder(for runtime: String) -> String? {
        let url = URL(fileURLWithPath: runtime)
        let platform = url.lastPathComponent
        let prefix = url.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = prefix.appendingPathComponent("libexec/swift/\(platform)").path
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue ? folder : nil
    }

    /// The runtime this process runs on (where it loaded libswiftCore.so from), else the one
    /// beside `swift` on PATH. Found once.
    static let toolchainFolder: String? = loadedRuntimeFolder() ?? runtimeFolderBesideSwift()

    private static func holdsRuntime(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/libswiftCore.so")
    }

    /// From /proc/self/maps; nil when the runtime is linked statically or there is no /proc
    /// (off Linux, where nothing runs contained and so nothing asks).
    private static func loadedRuntimeFolder() -> String? {
        #if !os(Linux)
        return nil
        #else
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/"), line.hasSuffix("/libswiftCore.so") else { continue }
            let folder = URL(fileURLWithPath: String(line[slash...])).deletingLastPathComponent().path
            if holdsRuntime(folder) { return folder }
        }
        return nil
        #endif
    }

    /// `swift` on PATH, symlinks resolved, is `<prefix>/bin/swift…`; the runtime is
    /// `<prefix>/lib/swift/linux`.
    private static func runtimeFolderBesideSwift() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ExecutableLookup.fallbackPath
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            let runtime = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/linux").path
            if holdsRuntime(runtime) { return runtime }
        }
        return nil
    }
}
