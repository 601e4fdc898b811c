import LessonKit
import MermaidModel

/// Reads a sequence diagram as the runs it describes and asks whether a recorded trace is
/// one of them. Messages must follow in order, participant to participant with the same text;
/// notes and activations say nothing about a run. `alt` and `critical` take one of their
/// sections, `opt` and `break` at most one pass, `loop` one pass or more, `par` its sections
/// in the order written; `rect` only shades. A `branch` step of the trace whose label is one of
/// a block's section labels picks that section, so a run that took the other branch of an
/// `alt` fails even when both branches send similar messages.
package enum TraceMatcher {
    package enum Verdict: Sendable, Equatable {
        case matches
        case differs(TraceMismatch)
        /// The diagram nests so many choices that checking gave up.
        case tooComplex
    }

    /// Matches `trace` against `diagram`; `endLine` is the chapter line reported when the
    /// trace goes on after the diagram's last message.
    package static func match(_ diagram: SequenceDiagram, _ trace: RecordedTrace, endLine: Int) -> Verdict {
        let search = Search(steps: trace.steps, names: ParticipantNames(diagram))
        let end = TraceMismatch.Expectation(text: "the end of the diagram", line: endLine, column: 1)
        let matched = search.items(diagram.items[...], from: 0) { position in
            if position == trace.steps.count { return true }
            search.fail(at: position, expected: end)
            return false
        }
        if matched { return .matches }
        if search.exhausted { return .tooComplex }
        return .differs(search.furthest!)
    }
}

/// Backtracking over the diagram's choices, in continuation style: each step calls `next`
/// with the trace position it reached, and returns whether the rest of the diagram matched.
private final class Search {
    let steps: [TraceStep]
    let names: ParticipantNames
    private(set) var furthest: TraceMismatch?
    private var calls = 0
    static let callLimit = 200_000
    var exhausted: Bool { calls > Self.callLimit }

    init(steps: [TraceStep], names: ParticipantNames) {
        self.steps = steps
        self.names = names
    }

    /// Remembers the failure that got furthest into the trace (the first one written, on a tie).
    func fail(at position: Int, expected: TraceMismatch.Expectation) {
        if let furthest, furthest.stepIndex >= position { return }
        furthest = TraceMismatch(
            expected: expected, stepIndex: position, found: position < steps.count ? steps[position].description : nil)
    }

    func items(_ list: ArraySlice<SequenceItem>, from position: Int, next: (Int) -> Bool) -> Bool {
        calls += 1
        guard !exhausted else { return false }
        guard let first = list.first else { return next(position) }
        let rest = list.dropFirst()
        switch first {
        case .message(let message):
            guard matches(message, at: position) else {
                fail(at: position, expected: .init(text: Self.written(message), line: message.line, column: message.column))
                return false
            }
            return items(rest, from: position + 1, next: next)
        case .note, .activate, .deactivate:
            return items(rest, from: position, next: next)
        case .block(let block):
            return self.block(block, from: position) { items(rest, from: $0, next: next) }
        }
    }

    private func block(_ block: Block, from position: Int, next: (Int) -> Bool) -> Bool {
        let sections = block.sections
        // A branch step naming one of this block's sections decides it; one naming
        // something else may belong to a block nested inside.
        if case .branch(let taken)? = position < steps.count ? steps[position] : nil,
            let chosen = sections.first(where: { TextNormal.form($0.label.plainText) == TextNormal.form(taken) })
        {
            if block.kind == .loop { return passes(chosen, from: position, next: next) }
            if block.kind == .par { return inOrder(sections[...], from: position + 1, next: next) }
            return items(chosen.items[...], from: position + 1, next: next)
        }
        switch block.kind {
        case .rect, .par:
            return inOrder(sections[...], from: position, next: next)
        case .alt, .critical:
            return sections.contains { items($0.items[...], from: position, next: next) }
        case .opt, .break:
            return items(sections[0].items[...], from: position, next: next) || next(position)
        case .loop:
            return passes(sections[0], from: position, next: next)
        }
    }

    /// One pass through a loop's body or more; a pass may begin with the loop's branch step.
    private func passes(_ body: Block.Section, from position: Int, next: (Int) -> Bool) -> Bool {
        var start = position
        if case .branch(let taken)? = position < steps.count ? steps[position] : nil,
            TextNormal.form(taken) == TextNormal.form(body.label.plainText)
        {
            start += 1
        }
        return items(body.items[...], from: start) { end in
            (end > position && self.passes(body, from: end, next: next)) || next(end)
        }
    }

    private func inOrder(_ sections: ArraySlice<Block.Section>, from position: Int, next: (Int) -> Bool) -> Bool {
        guard let first = sections.first else { return next(position) }
        return items(first.items[...], from: position) { inOrder(sections.dropFirst(), from: $0, next: next) }
    }

    private func matches(_ message: Message, at position: Int) -> Bool {
        guard position < steps.count, case let .message(from, to, text) = steps[position] else { return false }
        return names.name(from, is: message.from) && names.name(to, is: message.to)
            && TextNormal.form(text) == TextNormal.form(message.text.plainText)
    }

    /// A message in the trace's own notation, so both sides read alike:
    /// `Nav → Detail: viewWillDisappear`.
    static func written(_ message: Message) -> String {
        "\(message.from) → \(message.to): \(message.text.plainText)"
    }
}
