/// One step of a recorded run as a sequence diagram sees it: a message from one participant
/// to another, or the name of the branch the run took (matched against an `alt`, `opt`,
/// `loop`, `critical` or `break` section label of a trace-checked diagram).
public enum TraceStep: Sendable, Equatable, Codable, CustomStringConvertible {
    case message(from: String, to: String, text: String)
    case branch(String)

    public var description: String {
        switch self {
        case let .message(from, to, text): "\(from) → \(to): \(text)"
        case let .branch(label): "[branch: \(label)]"
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
    /// The trace drawn as a Mermaid `sequenceDiagram`.
    public func mermaid(title: String? = nil) -> String { TraceMermaid.source(self, title: title) }
}
