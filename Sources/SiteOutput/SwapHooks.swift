import CFileExchange
import Foundation

/// The points of a swap at which a test may stop the writer, in order.
package enum SwapStep: String, CaseIterable, Sendable {
    /// The staging folder is complete (marker written); the destination is untouched.
    case staged
    /// The fallback only: the old folder is moved aside and the new one not yet in place.
    case betweenRenames = "between-renames"
    /// The new folder is in place; the old one still exists under a leftover's name.
    case swapped
    /// The old folder's marker is removed; the rest of it still exists.
    case removingOld = "removing-old"
}

/// What a swap calls out to, so tests can refuse the exchange or stop between steps.
package struct SwapHooks: Sendable {
    /// Exchanges two paths atomically: 0 or an errno (`cfe_exchange`).
    package var exchange: @Sendable (_ from: String, _ to: String) -> Int32
    /// Called on reaching each step.
    package var reached: @Sendable (SwapStep) -> Void

    package init(
        exchange: @escaping @Sendable (String, String) -> Int32 = { cfe_exchange($0, $1) },
        reached: @escaping @Sendable (SwapStep) -> Void = { _ in }
    ) {
        (self.exchange, self.reached) = (exchange, reached)
    }

    /// The test-only variable a child process is steered by.
    package static let variable = "WORKBOOK_TEST_SWAP"

    /// The real thing, unless `WORKBOOK_TEST_SWAP` asks otherwise — a comma-separated list of
    /// `no-exchange` (behave as on a file system that refuses the exchange) and
    /// `pause=STEP[:SECONDS]` (print `paused at STEP` to standard error and sleep, 120 s
    /// unless told, for a test to kill the process or start another).
    /// Only tests set it.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SwapHooks {
        var hooks = SwapHooks()
        guard let value = environment[variable] else { return hooks }
        for option in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if option == "no-exchange" {
                hooks.exchange = { _, _ in EINVAL }
            } else if option.hasPrefix("pause=") {
                let words = option.dropFirst(6).split(separator: ":")
                guard let step = words.first.flatMap({ SwapStep(rawValue: String($0)) }) else { continue }
                let seconds = words.dropFirst().first.flatMap { Double($0) } ?? 120
                hooks.reached = { reached in
                    guard reached == step else { return }
                    FileHandle.standardError.write(Data("paused at \(step.rawValue)\n".utf8))
                    Thread.sleep(forTimeInterval: seconds)
                }
            }
        }
        return hooks
    }
}
