import Foundation
import ProcessRunning

/// The folders a writer keeps beside its destination, named after their owner
/// (`FolderOwner`): `.NAME.staging-OWNER`, the new folder being written (after an exchange,
/// the old folder on its way out), and `.NAME.previous-OWNER`, the old folder the fallback
/// moved aside. A writer that dies leaves them behind; the next one cleans them up, and
/// touches only those whose owner is gone.
package struct Leftovers: Sendable {
    package let parent: URL
    /// The destination's name, e.g. `site`.
    package let name: String
    /// The marker file of a complete folder.
    package let marker: String

    package init(destination: URL, marker: String) {
        (parent, name, self.marker) = (destination.deletingLastPathComponent(), destination.lastPathComponent, marker)
    }

    package enum Kind: String, CaseIterable, Sendable {
        case staging, previous
    }

    package func url(_ kind: Kind, of owner: FolderOwner) -> URL {
        parent.appendingPathComponent(".\(name).\(kind.rawValue)-\(owner.tag)")
    }

    /// What `clean` did, for tests.
    package struct Cleanup: Equatable, Sendable {
        package var removed: [String] = []
        package var kept: [String] = []
        /// The old folder put back where the destination was missing.
        package var restored: String?
    }

    /// Puts back the old folder of a writer that died between the fallback's two renames (if
    /// the destination is missing and that folder is complete), then removes every leftover
    /// of a dead owner. Leftovers of live writers and names it cannot read are left alone.
    @discardableResult
    package func clean() -> Cleanup {
        let fileManager = FileManager.default
        var cleanup = Cleanup()
        let destination = parent.appendingPathComponent(name)
        let entries = ((try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        let found = entries.compactMap { entry in parse(entry).map { (entry: entry, kind: $0.0, owner: $0.1) } }
        for (entry, kind, owner) in found {
            guard !owner.isAlive else {
                cleanup.kept.append(entry)
                continue
            }
            let url = parent.appendingPathComponent(entry)
            if kind == .previous, cleanup.restored == nil, !exists(destination),
               fileManager.fileExists(atPath: url.appendingPathComponent(marker).path),
               FolderSwap.posixRename(url.path, destination.path) == 0 {
                cleanup.restored = entry
                continue
            }
            remove(url)
            cleanup.removed.append(entry)
        }
        return cleanup
    }

    /// Removes a folder that is no longer the destination, marker first: a folder found
    /// without its marker is never put back, however far its removal got. A symbolic link
    /// (the destination was one) is removed as a link; what it points to is left alone.
    package func remove(_ folder: URL, hooks: SwapHooks = SwapHooks()) {
        let type = (try? FileManager.default.attributesOfItem(atPath: folder.path))?[.type] as? FileAttributeType
        if type != .typeSymbolicLink { try? FileManager.default.removeItem(at: folder.appendingPathComponent(marker)) }
        hooks.reached(.removingOld)
        try? FileManager.default.removeItem(at: folder)
    }

    /// The kind and owner of one of our leftovers' names, or nil.
    func parse(_ entry: String) -> (Kind, FolderOwner)? {
        for kind in Kind.allCases {
            let prefix = ".\(name).\(kind.rawValue)-"
            if entry.hasPrefix(prefix), let owner = FolderOwner(tag: entry.dropFirst(prefix.count)) { return (kind, owner) }
        }
        return nil
    }

    private func exists(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }
}
