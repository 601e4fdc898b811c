import Diagnostics
import Foundation

/// A folder that is written whole or not at all — the site, the learner edition: everything
/// goes into a staging folder beside it, and only once that is complete and checked does it
/// replace the destination. It only ever replaces a folder that carries its marker file — one
/// it wrote itself — or an empty one.
package struct SwappedFolder: Sendable {
    package let destination: URL
    /// The file at the root that says "written by this tool", e.g. `.workbook-learner-edition`.
    package let marker: String

    package init(destination: URL, marker: String) { (self.destination, self.marker) = (destination, marker) }

    /// Throws unless the destination is absent, empty, or one of ours.
    package func checkReplaceable() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw ToolError("refusing to replace \(destination.path): it is a file, not a folder",
                hint: "choose another place with --output")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        guard entries.isEmpty || entries.contains(marker) else {
            throw ToolError("refusing to replace \(destination.path): it is not empty and was not written by the workbook (it has no \(marker))",
                hint: "choose an empty or new folder with --output, or remove this one yourself")
        }
    }

    /// Runs `fill` on a fresh staging folder, then `check` on the result, then writes the
    /// marker (`markerText`) and swaps the staging folder into place. If anything throws, the
    /// staging folder is removed and the destination is exactly as it was.
    package func write(markerText: String, fill: (URL) throws -> Void) throws {
        try checkReplaceable()
        let fileManager = FileManager.default
        let parent = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).staging-\(pid)")
        let previous = parent.appendingPathComponent(".\(name).previous-\(pid)")
        // Staging folders of interrupted runs are only ever half-written.
        for leftover in (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? []
        where leftover.hasPrefix(".\(name).staging-") {
            try? fileManager.removeItem(at: parent.appendingPathComponent(leftover))
        }
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            try fill(staging)
            try Data(markerText.utf8).write(to: staging.appendingPathComponent(marker))
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        let hadPrevious = fileManager.fileExists(atPath: destination.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: destination, to: previous) }
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            if hadPrevious, !fileManager.fileExists(atPath: destination.path) { try? fileManager.moveItem(at: previous, to: destination) }
            try? fileManager.removeItem(at: staging)
            throw ToolError("cannot move the new folder into place at \(destination.path): \(error.localizedDescription)",
                hint: "the previous contents were left untouched")
        }
        if hadPrevious { try? fileManager.removeItem(at: previous) }
    }
}
