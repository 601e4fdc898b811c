/// What a run did, recorded as a state diagram would draw it: the states it entered, in
/// order, and whether it reached the end. A chapter's ```` ```mermaid trace=NAME ```` state
/// diagram is checked against it: every state entered must be a state of the diagram, every
/// change from one to the next a transition of it (the first, from its `[*]` start; `end()`,
/// to its `[*]` end), and a `from-trace=NAME` figure draws it.
///
///     let modal = StateTrace("modal")
///     modal.enter("Presented")      // a state's ID or the name the diagram shows
///     modal.enter("Dismissing")
///     modal.enter("Dismissed")
///     modal.end()
///
/// Entering the state the run is already in records nothing, so code may report its state
/// on every change without guarding. Like `SequenceTrace`, it travels in the lesson's report;
/// a later trace with the same name replaces the earlier one.
public final class StateTrace: Sendable, CustomStringConvertible {
    public let name: String
    private let storage = LockedList<TraceStep>()
    private let dropped = Counter()

    public init(_ name: String) {
        self.name = name
        TraceRegistry.shared.register(self)
    }

    /// Records that the run entered `state`; nothing when it is the state the run is in.
    public func enter(_ state: String) {
        if case .state(state)? = storage.elements.last { return }
        append(.state(state))
    }

    /// Records that the run reached the diagram's final state, `[*]`.
    public func end() {
        append(.end)
    }

    private func append(_ step: TraceStep) {
        if storage.count < SequenceTrace.maximumSteps { storage.append(step) } else { dropped.increment() }
    }

    /// The states entered so far, oldest first.
    public var states: [String] { recorded.visitedStates }

    /// Empties the trace, e.g. before the scenario it is meant to describe.
    public func clear() {
        storage.removeAll()
        dropped.reset()
    }

    /// The trace as the report carries it.
    public var recorded: RecordedTrace {
        RecordedTrace(name: name, steps: storage.elements, droppedSteps: dropped.value)
    }

    /// The run as a Mermaid `stateDiagram-v2`, for printing or for a `from-trace` figure.
    public func mermaid(title: String? = nil) -> String { recorded.mermaid(title: title) }

    public var description: String {
        storage.elements.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}

extension StateTrace: RecordingTrace {}
