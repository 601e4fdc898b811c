import Diagnostics
import Foundation
import MermaidModel

/// Reads Graphviz's JSON output back into a `FlowchartLayout`.
struct GraphvizJSONReader {
    let chart: Flowchart
    let graph: DOTGraph
    /// Sizes of the subgraphs `graph` drew as boxes.
    var boxes: [String: (width: Double, height: Double)] = [:]

    func read(_ data: Data) throws -> FlowchartLayout {
        let output = try GraphvizOutput(data)
        let positions = output.positions
        let clusterBoxes = output.clusterBoxes
        var layout = FlowchartLayout()
        for node in chart.nodes {
            guard let name = graph.nodeNames[node.id], let centre = positions[name] else { continue }
            let size = FlowchartLayout.size(for: node)
            layout.nodes.append(.init(node: node, rect: Rect(centre: centre, width: size.width, height: size.height)))
        }
        func addClusters(_ list: [Subgraph], depth: Int) {
            for subgraph in list {
                if let name = graph.clusterNames[subgraph.id]?.name, let rect = clusterBoxes[name] {
                    layout.clusters.append(.init(subgraph: subgraph, rect: rect, depth: depth))
                } else if let name = graph.boxNames[subgraph.id], let centre = positions[name], let size = boxes[subgraph.id] {
                    // A subgraph laid out on its own: its frame is its box; what it holds is added later.
                    layout.clusters.append(.init(subgraph: subgraph, rect: Rect(centre: centre, width: size.width, height: size.height), depth: depth))
                    continue
                }
                addClusters(subgraph.subgraphs, depth: depth + 1)
            }
        }
        addClusters(chart.subgraphs, depth: 0)
        for (index, edge) in chart.edges.enumerated() {
            guard let placed = output.edges["e\(index)"] else { continue }
            var points = placed.points
            if graph.reversedEdges.contains(index) { points.reverse() }
            var labelCentre = placed.labelCentre
            if let height = graph.sidewaysLoopLabels[index], let centre = labelCentre, let label = edge.label {
                // Graphviz centred a box as tall as the label is wide above the loop: sit the
                // label on the loop instead.
                let reserved = TextMetrics.width(of: label) + 8
                labelCentre = Point(x: centre.x, y: centre.y + reserved / 2 - height / 2)
            }
            layout.edges.append(.init(edge: edge, points: points, labelCentre: labelCentre, index: index))
        }
        layout.bounds = output.bounds.insetBy(-FlowchartLayout.Metrics.margin)
        if !graph.sidewaysLoopLabels.isEmpty { layout.bounds = Self.drawnExtent(of: layout).insetBy(-FlowchartLayout.Metrics.margin) }
        return layout
    }

    /// What a layout draws: nodes, frames, splines (their control points bound them) and labels.
    /// (The room Graphviz kept above sideways loop labels is left out.)
    static func drawnExtent(of layout: FlowchartLayout) -> Rect {
        var rects = layout.nodes.map(\.rect) + layout.clusters.map(\.rect)
        for edge in layout.edges {
            rects += edge.points.map { Rect(x: $0.x, y: $0.y, width: 0, height: 0) }
            if let label = edge.edge.label, let centre = edge.labelCentre {
                let width = TextMetrics.width(of: label) + 8, height = TextMetrics.height(of: label) + 2
                rects.append(Rect(centre: centre, width: width, height: height))
            }
        }
        guard let first = rects.first else { return layout.bounds }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }
}
