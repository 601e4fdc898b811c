/// One step of a recorded run: for a sequence diagram, a message from one participant to
/// another, or the name of the branch the run took (matched against an `alt`, `opt`, `loop`,
/// `critical` or `break` section label of a trace-checked diagram); for a state diagram
/// (`StateTrace`), a state the run entered, or its reaching the final state `[*]`.
public enum TraceStep: Sendable, Equatable, Codable, CustomStringConvertible {
    case message(from: String, to: String, text: String)
    case branch(String)
    case state(String)
    case end

    public var description: String {
        switch self {
        case let .message(from, to, text): "\(from) → \(to): \(text)"
        case let .branch(label): "[branch: \(label)]"
        case let .state(name): "→ \(name)"
        case .end: "→ [*]"
        }
    }
}

/// A trace as the lesson report carries it to the toolchain, which checks diagrams against it.
public struct RecordedTrace: Sendable, Equatable, Codable {
    public var name: String
    public var steps: [TraceStep]
    /// Steps recorded beyond `SequenceTrace.maximumSteps`, dropped so a runaway loop cannot
    /// flood the report; a diagram is never checked against a truncated trace.
    public var droppedSteps: Int

    public init(name: String, steps: [TraceStep], droppedSteps: Int = 0) {
        self.name = name
        self.steps = steps
        self.droppedSteps = droppedSteps
    }

    /// The messages alone, in order.
    public var messages: [(from: String, to: String, text: String)] {
        steps.compactMap { step in
            if case let .message(from, to, text) = step { (from, to, text) } else { nil }
        }
    }
}

extension RecordedTrace {
    /// The trace drawn as Mermaid: a `stateDiagram-v2` for a state trace, else a `sequenceDiagram`.
    public func mermaid(title: String? = nil) -> String {
        isStateTrace ? StateTraceMermaid.source(self, title: title) : TraceMermaid.source(self, title: title)
    }

    /// Whether a `StateTrace` recorded this: it holds state changes, not messages.
    public var isStateTrace: Bool {
        steps.contains { step in
            switch step {
            case .state, .end: true
            case .message, .branch: false
            }
        }
    }

    /// The states entered, in order, repeats included.
    public var visitedStates: [String] {
        steps.compactMap { step in
            if case let .state(name) = step { name } else { nil }
        }
    }
}
