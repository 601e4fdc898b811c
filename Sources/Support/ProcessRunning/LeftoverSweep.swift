import CProcessSpawn
import Foundation

/// Removes what runs of a process that died mid-run (killed, crashed, stopped in a debugger)
/// left behind: run folders in the temporary folder and control groups. Both carry their
/// owner in their name (`FolderOwner`: pid and start time, so a reused pid is not taken for
/// it); only those whose owner is gone are touched, so toolchains running side by side never
/// remove each other's. Done once, before a process's first run.
package enum LeftoverSweep {
    /// Runs the sweep the first time it is asked for; later calls do nothing.
    static func runOnce() { _ = once }

    private static let once: Void = run()

    /// One sweep, now: every run folder and run group of a dead owner is removed (processes
    /// still in such a group are killed first).
    package static func run() {
        let base = ScratchFolder.base
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
            guard let owner = ScratchFolder.owner(ofFolderNamed: name), !owner.isAlive else { continue }
            _ = cps_remove_tree(base + "/" + name)
        }
        guard case .success(let hierarchies) = CgroupHierarchy.find() else { return }
        var names: Set<String> = []
        for hierarchy in hierarchies {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: hierarchy.parent)) ?? [] {
                if let owner = RunGroup.owner(ofGroupNamed: name), !owner.isAlive { names.insert(name) }
            }
        }
        for name in names { RunGroup.leftover(named: name, in: hierarchies).remove() }
    }
}
