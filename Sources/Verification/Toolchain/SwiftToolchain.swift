import Diagnostics
import Foundation
import ProcessRunning

/// The Swift tools verification drives, each run through the contained process runner
/// with a time limit and the tools' environment allow-list. Builds use their own scratch
/// folder when asked, because SwiftPM locks its build folder: a build started from inside
/// `swift test` on the same folder would wait forever.
package struct SwiftToolchain: Sendable {
    var packageRoot: URL
    package var scratchPath: URL
    /// How long one `swift build` may take.
    package var buildSeconds: Double = 900
    /// How long one `swiftc -typecheck` may take.
    var typecheckSeconds: Double = 120

    package init(packageRoot: URL, scratchPath: URL? = nil) {
        self.packageRoot = packageRoot
        self.scratchPath = scratchPath ?? packageRoot.appendingPathComponent(".build")
    }

    /// Where built products and module files land.
    var binPath: URL { scratchPath.appendingPathComponent("debug") }
    var modulesPath: URL { binPath.appendingPathComponent("Modules") }

    /// One incremental `swift build`: of one product, or of the whole package when several
    /// lessons need building (one SwiftPM start instead of one per lesson).
    package func build(product: String?) throws(ToolError) -> ProcessResult {
        var arguments = ["build", "--package-path", packageRoot.path, "--scratch-path", scratchPath.path]
        if let product { arguments += ["--product", product] }
        return try run("swift", arguments, seconds: buildSeconds)
    }

    /// Type-checks one file against the modules the package has built, without linking.
    func typecheck(_ file: URL) throws(ToolError) -> ProcessResult {
        try run("swiftc", [
            "-typecheck", "-swift-version", "6", "-I", modulesPath.path, "-module-name", "CompileFailCheck",
            file.path,
        ], seconds: typecheckSeconds, in: packageRoot)
    }

    /// `Swift version 6.3.1 (…)`, shown next to verified lessons.
    package func version() -> String {
        let result = try? run("swift", ["--version"], seconds: 30)
        return result?.combinedText.split(separator: "\n").first.map(String.init) ?? "unknown Swift"
    }

    /// Identifies the installed compiler without starting it: its resolved path, size and
    /// modification time. Part of every verification fingerprint.
    package static func identity() -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            return FileStamp.of(candidate.resolvingSymlinksInPath())
        }
        return "no swiftc"
    }

    private func run(_ tool: String, _ arguments: [String], seconds: Double, in directory: URL? = nil)
        throws(ToolError) -> ProcessResult
    {
        let request = ProcessRequest(
            executable: tool, arguments: arguments, workingDirectory: directory ?? packageRoot,
            environment: EnvironmentPolicy.tool(),
            limits: .tool(seconds: seconds), sandbox: .none, opensReportChannel: false)
        do {
            return try ProcessRunner.run(request)
        } catch {
            throw ToolError(error.message, hint: "check that the Swift toolchain is installed and on PATH")
        }
    }
}
