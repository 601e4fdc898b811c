import Foundation

/// Polls `condition` every 50 ms for up to `seconds`: how tests wait for a background loop
/// (a watcher, a server, a killed build) without a fixed sleep.
package func eventually(within seconds: Double = 60, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return condition()
}

/// The exit status a background thread hands back.
package final class LockedStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int32

    package init(_ initial: Int32 = -1) { stored = initial }

    package var value: Int32 {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
