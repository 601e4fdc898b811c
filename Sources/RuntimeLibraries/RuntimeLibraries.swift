import Foundation

/// The libraries lessons and submissions import from this package, and the one fact about them
/// that packages generated elsewhere (grading, mutants, test fixtures) need: their source files.
package enum RuntimeLibraries {
    package static let names = ["LessonKit", "NavigationSimulator", "GradingHarness"]

    /// A comment line for a generated manifest that depends on `packageRoot` by path. SwiftPM
    /// plans a path dependency's targets once and does not notice a source file added to them
    /// later (the build then fails with "cannot find … in scope"); a manifest whose text changes
    /// with the runtime libraries' file list makes it plan again.
    package static func manifestStamp(packageRoot: URL) -> String {
        "// Runtime libraries' source files: \(fileListDigest(packageRoot: packageRoot)) (a new file makes SwiftPM plan again)"
    }

    /// FNV-1a over the sorted `Library/relative/path.swift` names: stable across runs and machines.
    package static func fileListDigest(packageRoot: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for library in names {
            let folder = packageRoot.appendingPathComponent("Sources/\(library)")
            let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
            for file in files where file.hasSuffix(".swift") {
                for byte in "\(library)/\(file)\n".utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            }
        }
        return String(hash, radix: 16)
    }
}
