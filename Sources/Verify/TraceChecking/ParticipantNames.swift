import MermaidModel

/// Which trace names stand for which diagram participant: a lesson may use a participant's
/// ID (`Nav`) or its label (`UINavigationController`).
struct ParticipantNames {
    private var idByName: [String: String] = [:]

    init(_ diagram: SequenceDiagram) {
        for participant in diagram.participants {
            idByName[participant.id] = participant.id
            let label = TextNormal.form(participant.label.plainText)
            if idByName[label] == nil { idByName[label] = participant.id }
        }
    }

    /// Whether the trace's `name` is the diagram's participant `id`.
    func name(_ name: String, is id: String) -> Bool {
        idByName[TextNormal.form(name)] == id
    }
}

/// Labels compared as people read them: runs of spaces (or a line break) are one space.
enum TextNormal {
    static func form(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
