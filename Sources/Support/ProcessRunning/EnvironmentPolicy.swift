import Foundation

/// Children never inherit the whole environment: tokens, credentials and settings of the person
/// running the toolchain stay out of lessons and submissions. Callers name what passes through.
package enum EnvironmentPolicy {
    /// The variables in `names` that `environment` has, plus `extra` (which wins).
    package static func allowList(
        _ names: [String], adding extra: [String: String] = [:],
        from environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        var result: [String: String] = [:]
        for name in names {
            if let value = environment[name] { result[name] = value }
        }
        result.merge(extra) { _, added in added }
        return result
    }

    /// For lessons and submissions. HOME and TMPDIR are left out on purpose: the runner points
    /// them at the run's working folder and private temporary folder.
    package static let untrustedNames: [String] = ["PATH", "LANG", "LC_ALL", "TZ"]

    /// What `swift build` and `swiftc` need on Linux and macOS: finding the toolchain and the
    /// SDK, a home and cache folders for SwiftPM's and clang's caches, locale and temporary folder.
    package static let toolNames: [String] = [
        "PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "TZ", "TMPDIR",
        "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "SDKROOT", "DEVELOPER_DIR", "TOOLCHAINS",
        "SWIFT_EXEC", "LD_LIBRARY_PATH",
    ]

    /// What a tool gets: `toolNames` from `environment`, and a TMPDIR that stays the same from
    /// run to run (the caller's, or the system's temporary folder). Left to the runner, TMPDIR
    /// would be the run's own fresh folder, and SwiftPM keys its build commands by their
    /// environment, so every build would relink: about a second of every grade.
    package static func tool(from environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var result = allowList(toolNames, from: environment)
        if result["TMPDIR"] == nil { result["TMPDIR"] = NSTemporaryDirectory() }
        return result
    }
}
