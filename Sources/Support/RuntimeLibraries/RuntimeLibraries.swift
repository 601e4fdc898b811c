import Foundation
import SwiftBuild

/// The libraries lessons and submissions import from this package, and the one fact about them
/// that packages generated elsewhere (grading, mutants, test fixtures) need: their source files.
package enum RuntimeLibraries {
    package static let names = lessonNames + ["GradingHarness"]
    /// The libraries a lesson imports (a graded test also imports `GradingHarness`): what a
    /// lesson's program, and so its cached verdict or mutation result, depends on.
    package static let lessonNames = ["LessonKit", "NavigationSimulator"]

    /// A comment line for a generated manifest that depends on `packageRoot` by path. SwiftPM
    /// plans a path dependency's targets once and does not notice a source file added to them
    /// later (the build then fails with "cannot find … in scope"); a manifest whose text changes
    /// with the runtime libraries' file list makes it plan again.
    package static func manifestStamp(packageRoot: URL) -> String {
        "// Runtime libraries' source files: \(fileListDigest(packageRoot: packageRoot)) (a new file makes SwiftPM plan again)"
    }

    /// The platforms of a generated package that depends on the workbook's, as the workbook's own
    /// `Package.swift` names them: SwiftPM refuses a package whose deployment target is below
    /// that of a product it uses, and the workbook asks for macOS 14 (Observation).
    package static let manifestPlatforms = "platforms: [.macOS(.v14)],"

    /// Where `library`'s sources are in the package at `packageRoot` (`Sources/Runtime/NAME`).
    package static func folder(of library: String, packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent("Sources/Runtime/\(library)")
    }

    /// A stable hash of the sorted `Library/relative/path.swift` names: the same across runs and machines.
    package static func fileListDigest(packageRoot: URL) -> String {
        var list = ""
        for library in names {
            let folder = folder(of: library, packageRoot: packageRoot)
            let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
            for file in files where file.hasSuffix(".swift") { list += "\(library)/\(file)\n" }
        }
        return StableHash.hex(of: list)
    }
}
