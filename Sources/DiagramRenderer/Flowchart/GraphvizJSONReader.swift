import Diagnostics
import Foundation

/// Reads Graphviz's JSON output back into a `FlowchartLayout`.
///
/// Graphviz puts the origin bottom-left with y up; SVG has y down, so every y is flipped
/// against the bounding box's top (`bb.ury − y`).
struct GraphvizJSONReader {
    let chart: Flowchart
    let graph: DOTGraph
    /// Sizes of the subgraphs `graph` drew as boxes.
    var boxes: [String: (width: Double, height: Double)] = [:]

    func read(_ data: Data) throws -> FlowchartLayout {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let box = Self.numbers(root["bb"] as? String), box.count == 4
        else { throw ToolError("unexpected Graphviz output", hint: GraphvizLayout.bugHint) }
        let top = box[3]
        func flip(_ x: Double, _ y: Double) -> Point { Point(x: x, y: top - y) }
        let objects = root["objects"] as? [[String: Any]] ?? []
        var positions: [String: Point] = [:]
        var clusterBoxes: [String: Rect] = [:]
        for object in objects {
            guard let name = object["name"] as? String else { continue }
            if let pos = Self.numbers(object["pos"] as? String), pos.count == 2 {
                positions[name] = flip(pos[0], pos[1])
            }
            if let bb = Self.numbers(object["bb"] as? String), bb.count == 4 {
                clusterBoxes[name] = Rect(x: bb[0], y: top - bb[3], width: bb[2] - bb[0], height: bb[3] - bb[1])
            }
        }
        var layout = FlowchartLayout()
        for node in chart.nodes {
            guard let name = graph.nodeNames[node.id], let centre = positions[name] else { continue }
            let size = FlowchartLayout.size(for: node)
            layout.nodes.append(.init(node: node, rect: Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)))
        }
        func addClusters(_ list: [Subgraph], depth: Int) {
            for subgraph in list {
                if let name = graph.clusterNames[subgraph.id]?.name, let rect = clusterBoxes[name] {
                    layout.clusters.append(.init(subgraph: subgraph, rect: rect, depth: depth))
                } else if let name = graph.boxNames[subgraph.id], let centre = positions[name], let size = boxes[subgraph.id] {
                    // A subgraph laid out on its own: its frame is its box; what it holds is added later.
                    layout.clusters.append(.init(subgraph: subgraph, rect: Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height), depth: depth))
                    continue
                }
                addClusters(subgraph.subgraphs, depth: depth + 1)
            }
        }
        addClusters(chart.subgraphs, depth: 0)
        var edgesByID: [String: [String: Any]] = [:]
        for edge in root["edges"] as? [[String: Any]] ?? [] {
            if let id = edge["id"] as? String { edgesByID[id] = edge }
        }
        for (index, edge) in chart.edges.enumerated() {
            guard let placed = edgesByID["e\(index)"], let pos = placed["pos"] as? String else { continue }
            var points = Self.splinePoints(pos).map { flip($0.x, $0.y) }
            if graph.reversedEdges.contains(index) { points.reverse() }
            var labelCentre: Point?
            if let lp = Self.numbers(placed["lp"] as? String), lp.count == 2 { labelCentre = flip(lp[0], lp[1]) }
            if let height = graph.sidewaysLoopLabels[index], let centre = labelCentre, let label = edge.label {
                // Graphviz centred a box as tall as the label is wide above the loop: sit the
                // label on the loop instead.
                let reserved = TextMetrics.width(of: label) + 8
                labelCentre = Point(x: centre.x, y: centre.y + reserved / 2 - height / 2)
            }
            layout.edges.append(.init(edge: edge, points: points, labelCentre: labelCentre, index: index))
        }
        layout.bounds = Rect(x: box[0], y: 0, width: box[2] - box[0], height: box[3] - box[1]).insetBy(-FlowchartLayout.Metrics.margin)
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
                rects.append(Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height))
            }
        }
        guard let first = rects.first else { return layout.bounds }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    /// `"x,y"` or `"llx,lly,urx,ury"` → numbers.
    static func numbers(_ text: String?) -> [Double]? {
        guard let text else { return nil }
        // Graphviz writes no spaces; only a number that does not parse as it is gets trimmed.
        let values = text.split(separator: ",").compactMap { Double($0) ?? Double($0.trimmingCharacters(in: .whitespaces)) }
        return values.isEmpty ? nil : values
    }

    /// Spline control points; `s,x,y` / `e,x,y` arrow endpoints are dropped because
    /// Graphviz drew no arrows (we asked for none), so the spline reaches the node itself.
    static func splinePoints(_ pos: String) -> [Point] {
        let firstSpline = pos.split(separator: ";").first ?? ""
        return firstSpline.split(separator: " ").compactMap { token -> Point? in
            if token.hasPrefix("s,") || token.hasPrefix("e,") { return nil }
            guard let values = numbers(String(token)), values.count == 2 else { return nil }
            return Point(x: values[0], y: values[1])
        }
    }
}
