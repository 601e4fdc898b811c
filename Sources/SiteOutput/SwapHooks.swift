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
    /// `no-exchange` (behave as on a file system that refuses the exchange), `pause=STEP`
    /// (print `paused at STEP` to standard error and sleep there for up to 120 s, for a test
    /// to kill the process or start another) and `resume=PATH` (end the pause as soon as
    /// PATH exists). Only tests set it.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SwapHooks {
        var hooks = SwapHooks()
        guard let value = environment[variable] else { return hooks }
        var pause: SwapStep?
        var resume: String?
        for option in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if option == "no-exchange" {
                hooks.exchange = { _, _ in EINVAL }
            } else if option.hasPrefix("pause=") {
                pause = SwapStep(rawValue: String(option.dropFirst(6)))
            } else if option.hasPrefix("resume=") {
                resume = String(option.dropFirst(7))
            }
        }
        if let pause {
            hooks.reached = { [resume] reached in
                guard reached == pause else { return }
                FileHandle.standardError.write(Data("paused at \(pause.rawValue)\n".utf8))
                let deadline = Date().addingTimeInterval(120)
                while Date() < deadline, !(resume.map { FileManager.default.fileExists(atPath: $0) } ?? false) {
                    Thread.sleep(forTimeInterval: 0.05)
                }
            }
        }
        return hooks
    }
}
