import Diagnostics
import Foundation
import SiteServing

/// `workbook serve`'s site: built into `destination`, served on 127.0.0.1 only, and open pages
/// told to reload after each rebuild; `serve(port:interval:sleep:…)` is the loop that notices saves.
package struct SitePreview: Sendable {
    package let root: URL
    package let destination: URL
    /// nil: rebuilds skip verification, so a save shows in about a second.
    package let verification: CheckOptions?
    private let server: SiteServer

    package init(root: URL, destination: URL, verification: CheckOptions?) {
        self.root = root
        self.destination = destination
        self.verification = verification
        server = SiteServer(folder: destination)
    }

    /// What a save can change: the chapters, the exercises and the settings.
    package var watched: [URL] {
        ["chapters", "exercises", "workbook.json"].map { root.appendingPathComponent($0) }
    }

    /// One build into `destination`; when it throws, the previous site stays, as every build
    /// guarantees.
    package func rebuild(events: @escaping @Sendable (PipelineEvent) -> Void = { _ in }) throws -> BuildSummary {
        try Workbook.load(root: root).build(BuildOptions(output: destination, verification: verification), events: events)
    }

    /// Starts serving on `port` (0 picks a free one) and returns the port.
    package func start(port: Int) throws -> Int {
        do {
            try server.start(port: port)
        } catch let failure as SiteServer.Failure {
            throw ToolError(failure.description, hint: "choose another port with --port N (0 picks a free one)")
        }
        return server.port
    }

    /// Tells open pages to reload.
    package func siteChanged() { server.siteChanged() }

    package func stop() { server.stop() }
}
