import Diagnostics
import Foundation
import MermaidModel

/// Lays out a state diagram with Graphviz through the same entry point as flowcharts
/// (`GraphvizLayout.run(dot:deadline:)`), and reads the positions back.
enum StateGraphvizLayout {
    static func layout(
        _ diagram: StateDiagram, deadline seconds: Double = LayoutDeadline.seconds, layouts: DiagramLayouts = .uncached
    ) throws -> StateLayout {
        let graph = StateDOTGraph(diagram: diagram)
        let json = try GraphvizLayout.run(dot: graph.text, deadline: seconds, layouts: layouts)
        return try read(json, diagram: diagram, graph: graph)
    }

    /// Graphviz's JSON output as a `StateLayout`.
    static func read(_ data: Data, diagram: StateDiagram, graph: StateDOTGraph) throws -> StateLayout {
        let output = try GraphvizOutput(data)
        let positions = output.positions
        let clusterBoxes = output.clusterBoxes
        func centred(_ centre: Point, _ size: (width: Double, height: Double)) -> Rect {
            Rect(centre: centre, width: size.width, height: size.height)
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
        for (index, transition) in diagram.transitions.enumerated() {
            guard let placed = output.edges["t\(index)"] else { continue }
            layout.transitions.append(.init(transition: transition, points: placed.points, labelCentre: placed.labelCentre))
        }
        layout.bounds = output.bounds.insetBy(-StateLayout.Metrics.margin)
        return layout
    }
}
