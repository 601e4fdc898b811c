import Diagnostics
import Foundation
import ProcessRunning

/// The Swift toolchain as verification drives it over the book's own package: lesson builds,
/// type-checks of `compile_fail` listings, the compiler's version and identity. Builds use
/// their own scratch folder when asked (see ``PackageBuild/scratchPath``).
package struct SwiftToolchain: Sendable {
    package var packageRoot: URL
    package var scratchPath: URL
    /// How long one `swift build` may take.
    package var buildSeconds: Double = 900
    /// How long one `swiftc -typecheck` may take.
    package var typecheckSeconds: Double = 120

    package init(packageRoot: URL, scratchPath: URL? = nil) {
        self.packageRoot = packageRoot
        self.scratchPath = scratchPath ?? packageRoot.appendingPathComponent(".build")
    }

    /// Where built products and module files land.
    package var binPath: URL { scratchPath.appendingPathComponent("debug") }
    package var modulesPath: URL { binPath.appendingPathComponent("Modules") }

    /// One incremental `swift build`: of one product, or of the whole package when several
    /// lessons need building (one SwiftPM start instead of one per lesson).
    package func build(product: String?) throws(ToolError) -> ProcessResult {
        try PackageBuild(packageFolder: packageRoot, scratchPath: scratchPath, product: product, seconds: buildSeconds).run()
    }

    /// Type-checks one file against the modules the package has built, without linking.
    package func typecheck(_ file: URL) throws(ToolError) -> ProcessResult {
        try SwiftTool.run("swiftc", [
            "-typecheck", "-swift-version", "6", "-I", modulesPath.path, "-module-name", "CompileFailCheck",
            file.path,
        ], seconds: typecheckSeconds, in: packageRoot)
    }

    /// `Swift version 6.3.1 (…)`, shown next to verified lessons.
    package func version() -> String {
        let result = try? SwiftTool.run("swift", ["--version"], seconds: 30, in: packageRoot)
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
}
