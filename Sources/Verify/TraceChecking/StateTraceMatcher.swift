import LessonKit
import MermaidModel

/// Checks a recorded state trace against a state diagram: every state the run entered must
/// be a state of the diagram, and every change from one to the next a transition of it.
///
/// A transition counts as the diagram draws it, read as a state machine: one leaving a
/// composite state leaves from any state inside it; one entering a composite enters the state
/// its `[*]` starts in (so the run may name either); choice, fork and join points are passed
/// through. The run's first state must be one the top-level `[*]` leads to (when the diagram
/// draws one), and a trace that records `end()` must end where a transition reaches the
/// top-level `[*]` end.
package enum StateTraceMatcher {
    /// The first place the run and the diagram part ways, or nil when the run is one of the diagram's.
    package static func mismatch(_ diagram: StateDiagram, _ trace: RecordedTrace) -> TraceMismatch? {
        let machine = Machine(diagram)
        let steps = trace.steps
        var current: String?
        let rootStart = StateScope.root.pseudoStateID(start: true)
        for (index, step) in steps.enumerated() {
            func found(_ to: String) -> String {
                let from = current.map { machine.shown($0) } ?? "[*]"
                return "step \(index + 1) of \(steps.count): \(from) → \(to)"
            }
            switch step {
            case .state(let name):
                guard let id = machine.id(named: name) else {
                    let names = diagram.namedStates.map { machine.shown($0.id) }.joined(separator: ", ")
                    return TraceMismatch(expected: .init(text: "no state named '\(name)'; the diagram's states are \(names)",
                        line: diagram.headerLine, column: 1), stepIndex: index, found: found(name))
                }
                if let from = current {
                    if !machine.allows(from: from, to: id) { return machine.missing(from: from, stepIndex: index, found: found(machine.shown(id))) }
                } else if diagram.state(rootStart) != nil, !machine.allows(from: rootStart, to: id) {
                    return machine.missing(from: rootStart, stepIndex: index, found: found(machine.shown(id)))
                }
                current = id
            case .end:
                let from = current ?? rootStart
                if !machine.reachesEnd(from: from) { return machine.missing(from: from, stepIndex: index, found: found("[*]")) }
                current = nil
            case .message, .branch:
                return TraceMismatch(expected: .init(text: "a state change", line: diagram.headerLine, column: 1),
                    stepIndex: index, found: "step \(index + 1) of \(steps.count): \(step)")
            }
        }
        return nil
    }
}

/// The diagram read as a state machine: names, transitions by source, and scopes.
private struct Machine {
    let diagram: StateDiagram
    var idByName: [String: String] = [:]
    var outgoing: [String: [StateTransition]] = [:]

    init(_ diagram: StateDiagram) {
        self.diagram = diagram
        for state in diagram.namedStates {
            idByName[state.id] = state.id
            for label in [state.shownName, state.title] {
                let name = TextNormal.form(label.plainText)
                if idByName[name] == nil { idByName[name] = state.id }
            }
        }
        for transition in diagram.transitions { outgoing[transition.from, default: []].append(transition) }
    }

    func id(named name: String) -> String? {
        idByName[name] ?? idByName[TextNormal.form(name)]
    }

    func shown(_ id: String) -> String {
        guard let state = diagram.state(id) else { return id }
        return state.isPseudoState ? (state.kind == .start || state.kind == .end ? "[*]" : state.id) : state.shownName.plainText
    }

    /// Every state a transition leaving `from` can land in, passing through choice, fork and join points.
    func targets(leaving from: String) -> Set<String> {
        var sources = [from] + diagram.ancestors(of: from)
        var seen = Set(sources)
        var landed: Set<String> = []
        while let source = sources.popLast() {
            for transition in outgoing[source] ?? [] {
                let target = transition.to
                guard let state = diagram.state(target) else { continue }
                switch state.kind {
                case .choice, .fork, .join:
                    if seen.insert(target).inserted { sources.append(target) }
                default:
                    landed.insert(target)
                }
            }
        }
        return landed
    }

    /// `to` and the composites entering which lands in `to` through their `[*]` starts.
    func entries(of to: String) -> Set<String> {
        var result: Set<String> = [to]
        var current = to
        while let state = diagram.state(current), let composite = state.scope.composite {
            let start = state.scope.pseudoStateID(start: true)
            guard diagram.state(start) != nil, targets(leaving: start).contains(current) else { break }
            result.insert(composite)
            current = composite
        }
        return result
    }

    func allows(from: String, to: String) -> Bool {
        let entries = entries(of: to)
        // Entering a composite's first state from the composite itself.
        if entries.contains(from), from != to { return true }
        return !targets(leaving: from).isDisjoint(with: entries)
    }

    func reachesEnd(from: String) -> Bool {
        targets(leaving: from).contains(StateScope.root.pseudoStateID(start: false))
    }

    /// The mismatch for a change the diagram does not draw, at the line that names its source.
    func missing(from: String, stepIndex: Int, found: String) -> TraceMismatch {
        let state = diagram.state(from)
        let landed = targets(leaving: from)
        let targets = diagram.states.filter { landed.contains($0.id) }.map { shown($0.id) }
        let text = targets.isEmpty ? "no transition leaves \(shown(from))"
            : "transitions from \(shown(from)) go to " + targets.joined(separator: ", ")
        return TraceMismatch(expected: .init(text: text, line: state?.line ?? diagram.headerLine, column: state?.column ?? 1),
            stepIndex: stepIndex, found: found)
    }
}
