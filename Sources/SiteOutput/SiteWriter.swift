import Diagnostics
import Foundation

/// The write stage: puts a finished site in place in one swap. Every file goes into a fresh
/// folder beside the output, and only when all are written does that folder replace the
/// old site. A failure at any point leaves the previous site exactly as it was.
package struct SiteWriter: Sendable {
    /// Marks a folder as built by the workbook, so `--output` never replaces anything else.
    package static let marker = ".workbook-site"

    package let output: URL

    package init(output: URL) { self.output = output }

    package func write(_ files: [String: Data]) throws {
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).building-\(pid)")
        let previous = parent.appendingPathComponent(".\(name).previous-\(pid)")

        try checkReplaceable()
        // Staging folders of builds that were interrupted (Ctrl-C) are only ever half-written.
        let leftovers = (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? []
        for leftover in leftovers where leftover.hasPrefix(".\(name).building-") {
            try? fileManager.removeItem(at: parent.appendingPathComponent(leftover))
        }
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for path in files.keys.sorted() {
                let url = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try files[path]!.write(to: url)
            }
            try Data().write(to: staging.appendingPathComponent(Self.marker))
        } catch {
            try? fileManager.removeItem(at: staging)
            throw ToolError("cannot write the site into \(parent.path): \(error.localizedDescription)",
                hint: "check that the folder is writable; the previous site was left untouched")
        }
        let hadPrevious = fileManager.fileExists(atPath: output.path)
        if hadPrevious { try fileManager.moveItem(at: output, to: previous) }
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadPrevious { try? fileManager.moveItem(at: previous, to: output) }
            try? fileManager.removeItem(at: staging)
            throw ToolError("cannot move the new site into place: \(error.localizedDescription)",
                hint: "the previous site was left untouched")
        }
        if hadPrevious { try? fileManager.removeItem(at: previous) }
    }

    /// An existing, non-empty output folder must be one we built.
    private func checkReplaceable() throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ToolError("refusing to replace \(output.path): it is a file, not a site folder",
                hint: "choose another place with --output")
        }
        guard let entries = try? fileManager.contentsOfDirectory(atPath: output.path), !entries.isEmpty else { return }
        guard entries.contains(Self.marker) else {
            throw ToolError("refusing to replace \(output.path): it was not built by the workbook",
                hint: "choose an empty or new folder with --output, or remove this one yourself")
        }
    }
}
