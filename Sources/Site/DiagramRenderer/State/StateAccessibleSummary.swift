import MermaidModel

/// A state diagram in words, for screen readers when the author wrote no `accDescr`: its
/// states, what each composite holds, every transition, and the notes.
extension StateDiagram: AccessibleDiagram {
    static let roleDescription = "state diagram"
    static let kindName = "State diagram"
    var generatedSummary: String { StateAccessibleSummary.describe(self) }
}

enum StateAccessibleSummary {
    static func describe(_ diagram: StateDiagram) -> String {
        let named = diagram.namedStates
        var lines = ["State diagram with \(named.count) state\(named.count == 1 ? "" : "s"): \(named.map { name($0) }.joined(separator: ", "))."]
        for composite in named where composite.kind == .composite {
            let members = diagram.states.filter { $0.scope.composite == composite.id && !$0.isPseudoState }
            guard !members.isEmpty else { continue }
            let regions = composite.regionCount > 1 ? " in \(composite.regionCount) concurrent regions" : ""
            lines.append("\(name(composite)) contains\(regions): \(members.map { name($0) }.joined(separator: ", ")).")
        }
        for transition in diagram.transitions {
            let from = endpoint(transition.from, in: diagram)
            let to = endpoint(transition.to, in: diagram)
            let text = transition.label?.plainText ?? ""
            lines.append("\(from) to \(to)\(text.isEmpty ? "" : ": \(text)")")
        }
        for note in diagram.notes {
            let target = diagram.state(note.target).map { name($0) } ?? note.target
            lines.append("Note on \(target): \(note.text.plainText)")
        }
        return lines.joined(separator: "\n")
    }

    static func name(_ state: StateNode) -> String {
        state.shownName.plainText
    }

    /// Pseudo-states by what they are: `start`, `end`, `choice c`, `fork f`, `join j`.
    static func endpoint(_ id: String, in diagram: StateDiagram) -> String {
        guard let state = diagram.state(id) else { return id }
        let within = state.scope.composite.flatMap { diagram.state($0) }.map { " of \(name($0))" } ?? ""
        switch state.kind {
        case .start: return "start" + within
        case .end: return "end" + within
        case .choice, .fork, .join: return "\(state.kind.rawValue) \(state.id)"
        case .simple, .composite: return name(state)
        }
    }
}
