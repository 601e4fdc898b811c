import Diagnostics
import Foundation

/// Lays out a state diagram with Graphviz through the same entry point as flowcharts
/// (`GraphvizLayout.run(dot:deadline:)`), and reads the positions back.
enum StateGraphvizLayout {
    static func layout(_ diagram: StateDiagram, deadline seconds: Double = LayoutDeadline.seconds) throws -> StateLayout {
        let graph = StateDOTGraph(diagram: diagram)
        let json = try GraphvizLayout.run(dot: graph.text, deadline: seconds)
        return try read(json, diagram: diagram, graph: graph)
    }

    /// Graphviz's JSON output as a `StateLayout`, y flipped to point down (as `GraphvizJSONReader` does).
    static func read(_ data: Data, diagram: StateDiagram, graph: StateDOTGraph) throws -> StateLayout {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let box = GraphvizJSONReader.numbers(root["bb"] as? String), box.count == 4
        else { throw ToolError("unexpected Graphviz output", hint: GraphvizLayout.bugHint) }
        let top = box[3]
        func flip(_ x: Double, _ y: Double) -> Point { Point(x: x, y: top - y) }
        var positions: [String: Point] = [:]
        var clusterBoxes: [String: Rect] = [:]
        for object in root["objects"] as? [[String: Any]] ?? [] {
            guard let name = object["name"] as? String else { continue }
            if let pos = GraphvizJSONReader.numbers(object["pos"] as? String), pos.count == 2 {
                positions[name] = flip(pos[0], pos[1])
            }
            if let bb = GraphvizJSONReader.numbers(object["bb"] as? String), bb.count == 4 {
                clusterBoxes[name] = Rect(x: bb[0], y: top - bb[3], width: bb[2] - bb[0], height: bb[3] - bb[1])
            }
        }
        func centred(_ centre: Point, _ size: (width: Double, height: Double)) -> Rect {
            Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
        }
        var layout = StateLayout()
        for state in diagram.states {
            if state.kind == .composite {
                if let name = graph.clusterNames[state.id]?.name, let rect = clusterBoxes[name] {
                    layout.frames.append(.init(state: state, region: nil, rect: rect))
                }
                for (region, name) in (graph.regionNames[state.id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    if let rect = clusterBoxes[name] { layout.frames.append(.init(state: state, region: region, rect: rect)) }
                }
            } else if let name = graph.stateNames[state.id], let centre = positions[name] {
                layout.states.append(.init(state: state, rect: centred(centre, StateLayout.size(for: state, direction: diagram.direction))))
            }
        }
        // States are listed in order of first mention, which can put an inner composite
        // before the one holding it; frames are drawn outermost first.
        layout.frames.sort { (diagram.ancestors(of: $0.state.id).count, $0.region ?? -1) < (diagram.ancestors(of: $1.state.id).count, $1.region ?? -1) }
        for (index, note) in diagram.notes.enumerated() {
            if let centre = positions[graph.noteNames[index]] {
                layout.notes.append(.init(note: note, rect: centred(centre, StateLayout.size(for: note))))
            }
        }
        var edgesByID: [String: [String: Any]] = [:]
        for edge in root["edges"] as? [[String: Any]] ?? [] {
            if let id = edge["id"] as? String { edgesByID[id] = edge }
        }
        for (index, transition) in diagram.transitions.enumerated() {
            guard let placed = edgesByID["t\(index)"], let pos = placed["pos"] as? String else { continue }
            let points = GraphvizJSONReader.splinePoints(pos).map { flip($0.x, $0.y) }
            var labelCentre: Point?
            if let lp = GraphvizJSONReader.numbers(placed["lp"] as? String), lp.count == 2 { labelCentre = flip(lp[0], lp[1]) }
            layout.transitions.append(.init(transition: transition, points: points, labelCentre: labelCentre))
        }
        layout.bounds = Rect(x: box[0], y: 0, width: box[2] - box[0], height: box[3] - box[1]).insetBy(-StateLayout.Metrics.margin)
        return layout
    }
}
