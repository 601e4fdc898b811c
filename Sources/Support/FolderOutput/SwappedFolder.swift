import Diagnostics
import Foundation
import ProcessRunning

/// A folder that is written whole or not at all — the site, the learner edition: everything
/// goes into a staging folder beside it, and only once that is complete and checked does it
/// replace the destination. It only ever replaces a folder that carries its marker file — one
/// it wrote itself — or an empty one.
///
/// The guarantees, for any number of writers and kills:
/// - one writer per destination at a time (`FolderLock`); the others wait up to
///   `lockTimeout` and then fail naming the process that holds it;
/// - the destination is always the old folder or the complete new one: the swap is one
///   atomic exchange (`SwapMethod.exchanged`); where the file system refuses that, two
///   renames, and a writer killed between them leaves the old folder aside, which the next
///   writer puts back first;
/// - leftovers are removed by the next writer, but only those whose owner process is gone
///   (`Leftovers`, `FolderOwner`).
package struct SwappedFolder: Sendable {
    package let destination: URL
    /// The file at the root that says "written by this tool", e.g. `.workbook-learner-edition`.
    package let marker: String
    /// How long a second writer waits for the first before it gives up.
    package var lockTimeout: TimeInterval = 60
    /// What is writing, for the message a waiting writer gives up with: "another build …".
    package var activity = "build"
    /// The real exchange, unless a test injects a refusal or a pause.
    package var hooks = SwapHooks()
    /// Called once if another writer holds the lock, with its process ID when known.
    package var waiting: @Sendable (Int32?) -> Void = { _ in }

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

    /// Holding the lock: cleans up after dead writers, runs `fill` on a fresh staging folder,
    /// writes the marker (`markerText`) and swaps the staging folder into place, then removes
    /// the old folder. If anything throws, the staging folder is removed and the destination
    /// is exactly as it was.
    @discardableResult
    package func write(markerText: String, fill: (URL) throws -> Void) throws -> SwapMethod {
        // Once before the lock, so that refusing a foreign folder leaves no lock file beside it.
        try checkReplaceable()
        return try FolderLock.holding(destination, timeout: lockTimeout, activity: activity, waiting: waiting) {
            let leftovers = Leftovers(destination: destination, marker: marker)
            leftovers.clean()
            try checkReplaceable()
            let owner = FolderOwner.current()
            let staging = leftovers.url(.staging, of: owner)
            let fileManager = FileManager.default
            do {
                try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
                try fill(staging)
                try Data(markerText.utf8).write(to: staging.appendingPathComponent(marker))
            } catch {
                try? fileManager.removeItem(at: staging)
                throw error
            }
            hooks.reached(.staged)
            let swap = FolderSwap(staging: staging, destination: destination, previous: leftovers.url(.previous, of: owner), hooks: hooks)
            let (method, old): (SwapMethod, URL?)
            do {
                (method, old) = try swap.perform()
            } catch {
                try? fileManager.removeItem(at: staging)
                throw error
            }
            hooks.reached(.swapped)
            if let old { leftovers.remove(old, hooks: hooks) }
            return method
        }
    }
}
