import MermaidModel

/// The DOT text for a state diagram, with the names it gave states, notes and frames.
///
/// Built like a flowchart's (`DOTGraph`): every state an empty fixed-size node measured with
/// our own metrics, declared at the top in order of first mention so `dot` breaks cycles the
/// way the source reads; composite states become clusters (concurrent regions clusters
/// inside them); transition labels fixed-size placeholders. A transition to or from a
/// composite aims at a state inside it and is clipped at its frame (`lhead`/`ltail`).
/// A note sits on its state's rank, on the side the source names, tied by an invisible edge.
struct StateDOTGraph {
    /// DOT name of each drawn state (`s0`, …); composites have none.
    var stateNames: [String: String] = [:]
    /// DOT name of each composite's cluster and a node inside it for transitions to aim at.
    var clusterNames: [String: (name: String, anchor: String)] = [:]
    /// DOT name of each concurrent region's cluster, by composite ID and region.
    var regionNames: [String: [Int: String]] = [:]
    /// DOT name of each note, by index.
    var noteNames: [String] = []
    /// Per composite, the node each region begins with (its `[*]`, else its first state), so a
    /// transition into the composite can rank the whole frame below its tail.
    var regionEntries: [String: [String]] = [:]
    /// Per composite, the node each region ends with (its `[*]` end, else its last state).
    var regionExits: [String: [String]] = [:]
    var text = ""

    init(diagram: StateDiagram) {
        let direction = diagram.direction
        var lines = [
            "digraph G {",
            "compound=true; rankdir=\(direction.rawValue); nodesep=0.5; ranksep=0.5; pad=0; newrank=true;",
            "node [label=\"\", fixedsize=true, shape=box];",
            "edge [dir=none, arrowhead=none, arrowtail=none];",
        ]
        for (index, state) in diagram.states.enumerated() where state.kind != .composite {
            let name = "s\(index)"
            stateNames[state.id] = name
            let size = StateLayout.size(for: state, direction: direction)
            let shape = switch state.kind {
            case .start, .end: "circle"
            case .choice: "diamond"
            default: "box"
            }
            lines.append("\(name) [width=\(DOTGraph.inches(size.width)), height=\(DOTGraph.inches(size.height)), shape=\(shape)];")
        }
        for (index, note) in diagram.notes.enumerated() {
            let size = StateLayout.size(for: note)
            noteNames.append("m\(index)")
            lines.append("m\(index) [width=\(DOTGraph.inches(size.width)), height=\(DOTGraph.inches(size.height))];")
        }
        var clusterCount = 0
        /// Emits the members of `scope`; returns the first node inside, for transitions to aim at.
        func emit(_ scope: StateScope, indent: String, sameRank: Bool) -> String? {
            var names: [String] = []
            var anchor: String?
            for state in diagram.members(of: scope) {
                if state.kind == .composite {
                    let inner = emitComposite(state, indent: indent)
                    anchor = anchor ?? inner
                } else if let name = stateNames[state.id] {
                    names.append(name)
                    anchor = anchor ?? name
                }
            }
            for (index, note) in diagram.notes.enumerated() where noteScope(note, in: diagram) == scope {
                names.append(noteNames[index])
            }
            if !names.isEmpty {
                lines.append(indent + (sameRank ? "{rank=same; " : "") + names.joined(separator: "; ") + (sameRank ? "}" : ";"))
            }
            return anchor
        }
        func emitComposite(_ state: StateNode, indent: String) -> String {
            let name = "cluster_\(clusterCount)"
            clusterCount += 1
            let title = StateLayout.titleSize(of: state)
            lines.append("\(indent)subgraph \(name) {")
            lines.append("\(indent)  label=\(DOTGraph.placeholder(width: title.width, height: title.height)); labeljust=l; margin=12;")
            let across = state.direction.map { DOTGraph.crosses($0, direction) } ?? false
            var anchor: String?
            if state.regionCount > 1 {
                // `dot` lays sibling clusters out last-declared first; declared in reverse,
                // the regions read in source order (left to right, or top to bottom in LR).
                for region in (0..<state.regionCount).reversed() {
                    let regionName = "\(name)_\(region)"
                    regionNames[state.id, default: [:]][region] = regionName
                    lines.append("\(indent)  subgraph \(regionName) {")
                    lines.append("\(indent)    label=\"\"; margin=10;")
                    let inner = emit(StateScope(composite: state.id, region: region), indent: indent + "    ", sameRank: across)
                    anchor = anchor ?? inner
                    if inner == nil { lines.append("\(indent)    \(regionName)_p [width=0.5, height=0.3, style=invis];") }
                    lines.append("\(indent)  }")
                }
            } else {
                anchor = emit(StateScope(composite: state.id), indent: indent + "  ", sameRank: across)
            }
            for region in 0..<state.regionCount {
                let scope = StateScope(composite: state.id, region: region)
                let simple = diagram.members(of: scope).filter { $0.kind != .composite }.compactMap { stateNames[$0.id] }
                if let entry = stateNames[scope.pseudoStateID(start: true)] ?? simple.first { regionEntries[state.id, default: []].append(entry) }
                if let exit = stateNames[scope.pseudoStateID(start: false)] ?? simple.last { regionExits[state.id, default: []].append(exit) }
            }
            let resolved = anchor ?? "\(name)_p"
            if anchor == nil { lines.append("\(indent)  \(resolved) [width=0.5, height=0.3, style=invis];") }
            clusterNames[state.id] = (name, resolved)
            lines.append("\(indent)}")
            return resolved
        }
        _ = emit(.root, indent: "", sameRank: false)
        for (index, transition) in diagram.transitions.enumerated() {
            guard let tail = endpoint(transition.from), let head = endpoint(transition.to) else { continue }
            var attributes = ["id=\"t\(index)\""]
            let fromAncestors = Set([transition.from] + diagram.ancestors(of: transition.from))
            let toAncestors = Set([transition.to] + diagram.ancestors(of: transition.to))
            if let cluster = clusterNames[transition.from], !toAncestors.contains(transition.from) {
                attributes.append("ltail=\(cluster.name)")
            }
            if let cluster = clusterNames[transition.to], !fromAncestors.contains(transition.to) {
                attributes.append("lhead=\(cluster.name)")
            }
            if let label = transition.label, !label.isEmpty {
                attributes.append("label=" + DOTGraph.placeholder(width: TextMetrics.width(of: label) + 8, height: TextMetrics.height(of: label) + 2))
            }
            lines.append("\(tail) -> \(head) [\(attributes.joined(separator: ", "))];")
            // Graphviz ranks nodes, not frames: without these a frame the transition enters could
            // start above the transition's tail, its other regions level with it, and a state
            // the transition leaves a frame for could sit beside the frame rather than after it.
            // Leaving is ranked only when no transition leads straight back into the frame:
            // ranking both ways tangled the layout of such a cycle.
            if clusterNames[transition.to] != nil, !fromAncestors.contains(transition.to) {
                for entry in regionEntries[transition.to] ?? [] where entry != head {
                    lines.append("\(tail) -> \(entry) [style=invis, weight=0];")
                }
            }
            if clusterNames[transition.from] != nil, !toAncestors.contains(transition.from),
                !diagram.transitions.contains(where: { $0.from == transition.to && Self.isWithin($0.to, transition.from, in: diagram) })
            {
                for exit in regionExits[transition.from] ?? [] where exit != tail {
                    lines.append("\(exit) -> \(head) [style=invis, weight=0];")
                }
            }
        }
        for (index, note) in diagram.notes.enumerated() {
            guard let target = endpoint(note.target) else { continue }
            let noteName = noteNames[index]
            // Ranks run across the page in TB and BT charts, so "beside" is the same rank;
            // in LR and RL charts it is the next rank over.
            let noteAfter = (note.side == .right) != (direction == .rightToLeft)
            let (tail, head) = noteAfter ? (target, noteName) : (noteName, target)
            if direction == .topToBottom || direction == .bottomToTop, clusterNames[note.target] == nil {
                lines.append("{rank=same; \(target); \(noteName)}")
                lines.append("\(tail) -> \(head) [style=invis, minlen=0];")
            } else {
                lines.append("\(tail) -> \(head) [style=invis];")
            }
        }
        lines.append("}")
        text = lines.joined(separator: "\n")
    }

    /// Whether `id` is `composite` or inside it.
    static func isWithin(_ id: String, _ composite: String, in diagram: StateDiagram) -> Bool {
        id == composite || diagram.ancestors(of: id).contains(composite)
    }

    /// Notes sit in their state's scope; a note on a composite sits beside its frame.
    private func noteScope(_ note: StateNote, in diagram: StateDiagram) -> StateScope {
        diagram.state(note.target)?.scope ?? .root
    }

    private func endpoint(_ id: String) -> String? {
        stateNames[id] ?? clusterNames[id]?.anchor
    }
}
