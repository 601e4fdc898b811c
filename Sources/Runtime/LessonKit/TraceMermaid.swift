/// Draws a recorded trace as a Mermaid `sequenceDiagram`: participants in order of first
/// appearance, one `->>` per message, a note for each branch the run took.
enum TraceMermaid {
    static func source(_ trace: RecordedTrace, title: String?) -> String {
        var order: [String] = []
        for (from, to, _) in trace.messages {
            for name in [from, to] where !order.contains(name) { order.append(name) }
        }
        var ids: [String: String] = [:]
        var lines = ["sequenceDiagram"]
        lines.append("    accTitle: " + escaped(title ?? "What the lesson recorded for trace \(trace.name)"))
        for (index, name) in order.enumerated() {
            if isPlainID(name) {
                ids[name] = name
                lines.append("    participant \(name)")
            } else {
                let id = "P\(index + 1)"
                ids[name] = id
                lines.append("    participant \(id) as \(escaped(name))")
            }
        }
        var lastSender = order.first
        for step in trace.steps {
            switch step {
            case let .message(from, to, text):
                lines.append("    \(ids[from]!)->>\(ids[to]!): \(escaped(text))")
                lastSender = from
            case let .branch(label):
                if let anchor = lastSender.flatMap({ ids[$0] }) { lines.append("    Note over \(anchor): \(escaped(label))") }
            case .state, .end:
                break
            }
        }
        if trace.droppedSteps > 0, let anchor = order.first.flatMap({ ids[$0] }) {
            lines.append("    Note over \(anchor): … \(trace.droppedSteps) more steps not recorded")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name Mermaid takes as a participant ID as it is.
    static func isPlainID(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        let reserved: Set<String> = ["end", "participant", "actor", "Note", "note", "loop", "alt", "else", "opt", "par", "and",
            "rect", "critical", "option", "break", "box", "autonumber", "activate", "deactivate", "title"]
        return !reserved.contains(name)
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Text with the characters that end or start Mermaid syntax written as entity codes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
