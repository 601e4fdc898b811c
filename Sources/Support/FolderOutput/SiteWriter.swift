import Diagnostics
import Foundation
import ProcessRunning

/// The write stage: puts a finished site in place in one swap. Every file goes into a fresh
/// folder beside the output, and only when all are written does that folder replace the
/// old site. A failure at any point leaves the previous site exactly as it was; for
/// concurrent builds and kills, see `SwappedFolder`.
package struct SiteWriter: Sendable {
    /// Marks a folder as built by the workbook, so `--output` never replaces anything else.
    package static let marker = ".workbook-site"

    package let output: URL
    /// How long a build waits for another build writing the same output.
    package var lockTimeout: TimeInterval = 60
    /// The real exchange, unless a test injects a refusal or a pause.
    package var hooks = SwapHooks()
    /// Called once if another build is writing the output, with its process ID when known.
    package var waiting: @Sendable (Int32?) -> Void = { _ in }

    package init(output: URL) { self.output = output }

    @discardableResult
    package func write(_ files: [String: Data]) throws -> SwapMethod {
        var folder = SwappedFolder(destination: output, marker: Self.marker)
        (folder.lockTimeout, folder.hooks, folder.waiting) = (lockTimeout, hooks, waiting)
        return try folder.write(markerText: "") { staging in
            let fileManager = FileManager.default
            let paths = files.keys.sorted()
            do {
                for folder in Set(paths.map { staging.appendingPathComponent($0).deletingLastPathComponent() }) {
                    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
                }
                let failures = paths.parallelMap(limit: ProcessInfo.processInfo.activeProcessorCount) { _, path in
                    Result { try StagedFile.write(files[path]!, to: staging.appendingPathComponent(path)) }
                }
                for failure in failures { try failure.get() }
            } catch {
                throw ToolError("cannot write the site into \(output.deletingLastPathComponent().path): \(error.localizedDescription)",
                    hint: "check that the folder is writable; the previous site was left untouched")
            }
        }
    }
}
