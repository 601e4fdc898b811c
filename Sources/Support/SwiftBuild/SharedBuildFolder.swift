import Diagnostics
import Foundation
import ProcessRunning

/// A SwiftPM build folder several packages may build in, one after another, so the libraries
/// they all depend on (the workbook's runtime) are compiled once and stay warm: a package whose
/// dependencies are already built there compiles only its own targets.
///
/// Two things make sharing safe. SwiftPM locks the folder for one build, but the products of
/// a build (`debug/NAME`) are overwritten by the next package's build of a product of the same
/// name; so a build holds this folder's own lock until its caller has read what it needs.
/// And SwiftPM 6.3 may reuse the build plan it cached for the previous package (`debug.yaml`,
/// `description.json`): the first build of a new package then does nothing and leaves the
/// other package's program in place. So when the package differs from the last one built
/// here, those cached plans are removed first, and SwiftPM plans again (about a second).
///
/// The lock is a `FileLock` on a file in the folder.
package struct SharedBuildFolder: Sendable {
    package let url: URL

    package init(_ url: URL) {
        self.url = url.standardizedFileURL
    }

    var lockFile: URL { url.appendingPathComponent("workbook-build.lock") }
    /// Touched when a build here ends; its modification time is when the last one ended.
    var lastBuildFile: URL { url.appendingPathComponent("workbook-last-build") }

    /// When the last build in this folder ended, by any package; nil before the first. Read
    /// under the lock, it bounds when that build's compiler jobs started (see `BuildInput`).
    func lastBuildEnd() -> Date? { BuildInput.modified(lastBuildFile) }

    /// (Re)creates the empty file, which dates it now.
    func recordBuildEnd() {
        _ = FileManager.default.createFile(atPath: lastBuildFile.path, contents: nil)
    }
    /// The package folder of the last build, written under the lock.
    var lastPackageFile: URL { url.appendingPathComponent("workbook-last-package") }

    /// Where SwiftPM puts a debug product.
    package func product(_ name: String) -> URL { url.appendingPathComponent("debug/\(name)") }

    /// Runs `body` (the build of `packageFolder`, and what reads its products) alone in the
    /// folder, after waiting for whoever holds it first.
    package func exclusively<T>(building packageFolder: URL, _ body: () throws(ToolError) -> T) throws(ToolError) -> T {
        try exclusively { () throws(ToolError) -> T in
            let package = packageFolder.standardizedFileURL.path
            if (try? String(contentsOf: lastPackageFile, encoding: .utf8)) != package {
                forgetCachedPlans()
                try? Data(package.utf8).write(to: lastPackageFile, options: .atomic)
            }
            return try body()
        }
    }

    /// Removes SwiftPM's cached build plans; the products and compiled modules stay.
    func forgetCachedPlans() {
        let manager = FileManager.default
        try? manager.removeItem(at: url.appendingPathComponent("debug.yaml"))
        for triple in (try? manager.contentsOfDirectory(atPath: url.path)) ?? [] {
            try? manager.removeItem(at: url.appendingPathComponent("\(triple)/debug/description.json"))
        }
    }

    private func exclusively<T>(_ body: () throws(ToolError) -> T) throws(ToolError) -> T {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot create the build folder \(url.path): \(error.localizedDescription)",
                hint: "check that \(url.deletingLastPathComponent().path) is writable")
        }
        let lock = try FileLock(file: lockFile)
        defer { lock.close() }
        _ = try lock.lock(wait: true)
        return try body()
    }
}
