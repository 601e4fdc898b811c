import Foundation

/// The polling loop behind `workbook watch` and `workbook serve`: snapshot the watched files,
/// sleep, compare, and hand each batch of saves to the caller. The sleep is injected (an
/// `InterruptFlag`'s on the command line, a counter in tests) so the loop can always be stopped.
package struct SaveWatch {
    /// Seconds between two snapshots.
    package var interval: Double
    /// The files and folders to watch; asked again after every save, since an edit can move
    /// what a lesson depends on.
    package var paths: () -> [URL]

    package init(interval: Double, paths: @escaping () -> [URL]) {
        self.interval = interval
        self.paths = paths
    }

    /// One batch of saves: the paths added, removed or modified (sorted), and when the newest
    /// of them was saved.
    package struct Save {
        package var changed: [String]
        package var savedAt: Date
    }

    /// Takes the first snapshot and reports its file count to `started`, then polls until
    /// `sleep(interval)` says it was interrupted or `onSave` returns false. A save made while
    /// `onSave` runs still counts: the baseline is the snapshot taken before it.
    package func run(sleep: (Double) -> Bool, started: (_ files: Int) -> Void = { _ in }, onSave: (Save) -> Bool) {
        var current = paths()
        var snapshot = FileSnapshot(current)
        started(snapshot.count)
        while !sleep(interval) {
            let now = FileSnapshot(current)
            let changed = now.changes(since: snapshot)
            guard !changed.isEmpty else { continue }
            guard onSave(Save(changed: changed, savedAt: now.saveTime(of: changed))) else { return }
            let next = paths()
            snapshot = next == current ? now : FileSnapshot(next)
            current = next
        }
    }
}
