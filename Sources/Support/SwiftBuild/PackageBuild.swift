import Diagnostics
import Foundation
import ProcessRunning

/// One `swift build` of a SwiftPM package: the book's own (lessons), a mutant package or a
/// grading package. Verification, mutation testing and grading all build through this, so
/// each reads a failure the same way (``CompilerDiagnostic/parse(_:relativeTo:)``).
package struct PackageBuild: Sendable {
    package var packageFolder: URL
    /// SwiftPM locks its build folder, so a build started from inside `swift test` on the
    /// same folder would wait for ever; nil builds in the package's own `.build`.
    package var scratchPath: URL?
    /// One product, or nil for every product of the package.
    package var product: String?
    /// How long the build may take.
    package var seconds: Double = 900
    /// Runs alone in the build folder right before SwiftPM, given when the folder's previous
    /// build ended (nil before the first): where a package must date its inputs by that
    /// (see `BuildInput.redate`).
    package var beforeBuilding: (@Sendable (_ previousBuildEnded: Date?) throws(ToolError) -> Void)?

    package init(packageFolder: URL, scratchPath: URL? = nil, product: String? = nil, seconds: Double = 900) {
        self.packageFolder = packageFolder
        self.scratchPath = scratchPath
        self.product = product
        self.seconds = seconds
    }

    /// Runs the build; the result says whether it succeeded, with the compiler's output.
    package func run() throws(ToolError) -> ProcessResult {
        try run { result throws(ToolError) in result }
    }

    /// Runs the build and then `body` with its result, both alone in the build folder (see
    /// `SharedBuildFolder`): what `body` reads of the products is this package's.
    package func run<T>(then body: (ProcessResult) throws(ToolError) -> T) throws(ToolError) -> T {
        var arguments = ["build", "--package-path", packageFolder.path]
        if let scratchPath { arguments += ["--scratch-path", scratchPath.path] }
        if let product { arguments += ["--product", product] }
        let folder = SharedBuildFolder(scratchPath ?? packageFolder.appendingPathComponent(".build"))
        return try folder.exclusively(building: packageFolder) { () throws(ToolError) -> T in
            try beforeBuilding?(folder.lastBuildEnd())
            let result = try SwiftTool.run("swift", arguments, seconds: seconds, in: packageFolder)
            folder.recordBuildEnd()
            return try body(result)
        }
    }
}
