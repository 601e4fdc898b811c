/// A tiny ordered log that lessons record into (“coordinator.start”, “push Detail”), so a
/// check can compare the exact sequence of what happened with what the chapter claims.
public final class EventTrace: Sendable, CustomStringConvertible {
    private let storage = LockedList<String>()

    public init() {}

    public func record(_ event: String) { storage.append(event) }

    /// Everything recorded so far, oldest first.
    public var events: [String] { storage.elements }

    /// Empties the trace, e.g. between two scenarios of one lesson.
    public func clear() { storage.removeAll() }

    public var description: String {
        events.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
