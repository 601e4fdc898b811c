import Foundation

/// The Swift tools a check drives. Builds use their own scratch folder when asked, because
/// SwiftPM locks its build folder: a build started from inside `swift test` on the same
/// folder would wait forever.
public struct SwiftToolchain: Sendable {
    public var packageRoot: URL
    public var scratchPath: URL

    public init(packageRoot: URL, scratchPath: URL? = nil) {
        self.packageRoot = packageRoot
        self.scratchPath = scratchPath ?? packageRoot.appendingPathComponent(".build")
    }

    /// Where built products and module files land.
    public var binPath: URL { scratchPath.appendingPathComponent("debug") }
    public var modulesPath: URL { binPath.appendingPathComponent("Modules") }

    /// `swift build --product NAME`, incremental.
    public func build(product: String) throws -> ProcessResult {
        try ProcessRunner.run("swift", [
            "build", "--package-path", packageRoot.path, "--scratch-path", scratchPath.path,
            "--product", product,
        ])
    }

    /// Type-checks one file against the modules the package has built, without linking.
    public func typecheck(_ file: URL) throws -> ProcessResult {
        try ProcessRunner.run("swiftc", [
            "-typecheck", "-swift-version", "6", "-I", modulesPath.path, "-module-name", "CompileFailCheck",
            file.path,
        ], in: packageRoot)
    }

    /// `Swift version 6.3.1 (…)`, shown next to verified lessons.
    public func version() -> String {
        let result = try? ProcessRunner.run("swift", ["--version"])
        return result?.combinedOutput.split(separator: "\n").first.map(String.init) ?? "unknown Swift"
    }
}
