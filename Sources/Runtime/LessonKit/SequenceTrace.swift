import Foundation

/// What a run did, recorded as a sequence diagram would draw it, so a chapter's diagram
/// can be checked against it (```` ```mermaid trace=NAME ````) or drawn from it
/// (```` ```mermaid from-trace=NAME ````).
///
///     let swipe = SequenceTrace("swipe-back")
///     swipe.message("Nav", "Detail", "viewWillDisappear")
///     swipe.branch("the person lets go early")   // the `alt` section the run took
///
/// Participants are named by a diagram participant's ID or its label. Every trace made in a
/// lesson travels in the lesson's report; a later trace with the same name replaces the
/// earlier one.
public final class SequenceTrace: Sendable, CustomStringConvertible {
    /// Steps kept per trace; the rest are counted, not stored.
    public static let maximumSteps = 1_000

    public let name: String
    private let storage = LockedList<TraceStep>()

    public init(_ name: String) {
        self.name = name
        TraceRegistry.shared.register(self)
    }

    /// Records `from` sending `text` to `to` (a message to itself when both are the same).
    public func message(_ from: String, _ to: String, _ text: String) {
        append(.message(from: from, to: to, text: text))
    }

    /// Records which section of an `alt`/`opt`/`loop`/`critical`/`break` block the run
    /// entered, by the section's label as the diagram writes it.
    public func branch(_ label: String) {
        append(.branch(label))
    }

    private func append(_ step: TraceStep) {
        if storage.count < Self.maximumSteps { storage.append(step) } else { dropped.increment() }
    }

    private let dropped = Counter()

    /// Everything recorded so far, oldest first.
    public var steps: [TraceStep] { storage.elements }

    /// Empties the trace, e.g. before the scenario it is meant to describe.
    public func clear() {
        storage.removeAll()
        dropped.reset()
    }

    /// The trace as the report carries it.
    public var recorded: RecordedTrace {
        RecordedTrace(name: name, steps: steps, droppedSteps: dropped.value)
    }

    /// The trace as Mermaid source, for printing or for a `from-trace` figure.
    public func mermaid(title: String? = nil) -> String { recorded.mermaid(title: title) }

    public var description: String {
        steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}

/// A trace a lesson records: a `SequenceTrace` or a `StateTrace`.
protocol RecordingTrace: AnyObject, Sendable {
    var name: String { get }
    var recorded: RecordedTrace { get }
}

extension SequenceTrace: RecordingTrace {}

/// Every trace a lesson made, by name, for the report.
final class TraceRegistry: @unchecked Sendable {
    static let shared = TraceRegistry()
    private let lock = NSLock()
    private var traces: [any RecordingTrace] = []

    func register(_ trace: any RecordingTrace) {
        lock.lock()
        traces.removeAll { $0.name == trace.name }
        traces.append(trace)
        lock.unlock()
    }

    var recorded: [RecordedTrace] {
        lock.lock()
        defer { lock.unlock() }
        return traces.map(\.recorded)
    }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    func reset() {
        lock.lock()
        count = 0
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
