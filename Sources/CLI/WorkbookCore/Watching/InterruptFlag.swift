import Dispatch
import Foundation

/// Ctrl-C for a command that loops: SIGINT no longer kills the process but raises this flag,
/// so the loop ends between runs and says so. `restore()` gives SIGINT back its default.
package final class InterruptFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private let wake = DispatchSemaphore(value: 0)
    private var source: DispatchSourceSignal?

    package init() {}

    /// Starts catching SIGINT.
    package static func install() -> InterruptFlag {
        let flag = InterruptFlag()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [flag] in flag.raise() }
        source.resume()
        flag.source = source
        return flag
    }

    package var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }

    package func raise() {
        lock.lock()
        raised = true
        lock.unlock()
        wake.signal()
    }

    /// Sleeps `seconds`, or less when interrupted; true when interrupted.
    package func sleep(_ seconds: Double) -> Bool {
        if isRaised { return true }
        _ = wake.wait(timeout: .now() + seconds)
        return isRaised
    }

    package func restore() {
        source?.cancel()
        source = nil
        signal(SIGINT, SIG_DFL)
    }
}
