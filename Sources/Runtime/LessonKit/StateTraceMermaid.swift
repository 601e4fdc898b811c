/// Draws a state trace as a `stateDiagram-v2`: each state once, each change once, in the
/// order the run first made it, from `[*]` and to `[*]` when the run ended.
enum StateTraceMermaid {
    static func source(_ trace: RecordedTrace, title: String?) -> String {
        var lines = ["stateDiagram-v2"]
        lines.append("    accTitle: " + TraceMermaid.escaped(title ?? "What the lesson recorded for trace \(trace.name)"))
        var ids: [String: String] = [:]
        let visited = Set(trace.visitedStates)
        var generated = 0
        for name in trace.visitedStates where ids[name] == nil {
            if isPlainID(name) {
                ids[name] = name
            } else {
                generated += 1
                while visited.contains("S\(generated)") { generated += 1 }
                let id = "S\(generated)"
                ids[name] = id
                lines.append("    state \"\(TraceMermaid.escaped(name).replacingOccurrences(of: "\"", with: "#quot;"))\" as \(id)")
            }
        }
        var seen: Set<String> = []
        var previous = "[*]"
        for step in trace.steps {
            let next: String
            switch step {
            case .state(let name): next = ids[name]!
            case .end: next = "[*]"
            case .message, .branch: continue
            }
            let line = "    \(previous) --> \(next)"
            if seen.insert(line).inserted { lines.append(line) }
            previous = next
        }
        if trace.droppedSteps > 0, previous != "[*]" {
            lines.append("    note right of \(previous) : … \(trace.droppedSteps) more steps not recorded")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name a state diagram takes as an ID as it is.
    static func isPlainID(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        let reserved: Set<String> = ["state", "note", "direction", "classDef", "class", "style", "accTitle", "accDescr", "hide", "scale", "click", "end"]
        return !reserved.contains(name)
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }
}
