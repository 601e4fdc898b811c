import Foundation

/// `workbook serve`'s loop: build, serve, and rebuild on every save, with the sleep injected
/// so tests (and Ctrl-C) can stop it. What a rebuild prints stays with the caller.
extension SitePreview {
    /// Runs `rebuild` once, serves on `port` (0 picks a free one), tells `serving` the port,
    /// then reruns `rebuild` after each save (`changed` first, with paths relative to the
    /// root) and tells open pages to reload when it succeeds. False when the first build
    /// failed (nothing was served); true once `sleep` says it was interrupted.
    package func serve(
        port: Int, interval: Double, sleep: (Double) -> Bool,
        rebuild: () -> Bool, serving: (Int) -> Void, changed: ([String]) -> Void
    ) throws -> Bool {
        guard rebuild() else { return false }
        let port = try start(port: port)
        defer { stop() }
        serving(port)
        SaveWatch(interval: interval, paths: { watched }).run(sleep: sleep) { save in
            changed(save.changed.map { $0.replacingOccurrences(of: root.path + "/", with: "") })
            if rebuild() { siteChanged() }
            return true
        }
        return true
    }
}
