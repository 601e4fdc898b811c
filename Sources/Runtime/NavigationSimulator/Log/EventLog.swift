/// The inspectable event log the reference asks for beyond its rows (so lessons can show and
/// check exact orders, e.g. that a cancelled swipe-back never calls `didShow`, row 13).
/// The ordered record of everything the simulator did: callbacks, state changes, gestures,
/// warnings. There is one log per `Simulator` (so one per process, `Simulator.shared.log`);
/// clear it between scenarios with `clear()` or `Simulator.shared.reset()`.
///
/// Callbacks are logged just *before* the simulator calls the overridable method, so an
/// override that forgets `super` still shows up, and anything the override records with
/// `note(_:)` appears right after it.
@MainActor
public final class EventLog {
    public private(set) var events: [SimulatorEvent] = []

    public init() {}

    /// Appends an event. The simulator calls this; lesson code usually calls `note(_:)`.
    public func record(_ event: SimulatorEvent) {
        events.append(event)
    }

    /// Records free text, e.g. `"coordinator.finish(Detail)"`, among the UIKit events.
    public func note(_ text: String) {
        record(.note(text))
    }

    /// Every event rendered as one line, oldest first.
    public var lines: [String] { events.map(\.description) }

    /// The lines recorded after the first `index` events, for "what did *this* call do?".
    public func lines(after index: Int) -> [String] {
        Array(lines.dropFirst(index))
    }

    /// Only the lines for which `include` returns true, e.g. only the delegate calls.
    public func lines(where include: (SimulatorEvent) -> Bool) -> [String] {
        events.filter(include).map(\.description)
    }

    public var count: Int { events.count }

    public func clear() {
        events.removeAll()
    }

    /// The log as text, one event per line.
    public var text: String { lines.joined(separator: "\n") }

    /// The log as numbered text, one event per line: `1. Detail.viewDidLoad()`.
    public var numberedText: String {
        events.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
