import Foundation

/// A tiny ordered log that lessons record into (“coordinator.start”, “push Detail”), so a
/// check can compare the exact sequence of what happened with what the chapter claims.
public final class EventTrace: @unchecked Sendable, CustomStringConvertible {
    private let lock = NSLock()
    private var storage: [String] = []

    public init() {}

    public func record(_ event: String) {
        lock.lock()
        storage.append(event)
        lock.unlock()
    }

    /// Everything recorded so far, oldest first.
    public var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Empties the trace, e.g. between two scenarios of one lesson.
    public func clear() {
        lock.lock()
        storage.removeAll()
        lock.unlock()
    }

    public var description: String {
        events.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
