import Diagnostics
import Foundation
import ProcessRunning

/// Renders items on every core and merges what they make in their own order, so the site,
/// its errors and its warnings are the same as from one item after another. Every item is
/// rendered even after one fails, so an author sees all located errors at once; any other
/// failure is thrown as it is.
enum SideBySide {
    static func render<Item: Sendable, Made: Sendable>(
        _ items: [Item], _ render: @escaping @Sendable (Int, Item) -> Result<Made, any Error>, merge: (Made) -> Void
    ) throws {
        let results = items.parallelMap(limit: ProcessInfo.processInfo.activeProcessorCount, render)
        var errors: [SourceError] = []
        for result in results {
            switch result {
            case .success(let made):
                merge(made)
            case .failure(let failure as SourceErrors):
                errors += failure.errors
            case .failure(let failure as SourceError):
                errors.append(failure)
            case .failure(let failure):
                throw failure
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
    }
}
