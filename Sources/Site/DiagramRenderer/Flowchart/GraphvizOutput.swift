import Diagnostics
import Foundation

/// Graphviz's `json0` output, read once for every kind of diagram laid out with it: where each
/// named object sits, each cluster's box, and each edge's spline and label position by its
/// `id`. Graphviz puts the origin bottom-left with y up; SVG has y down, so every y is flipped
/// against the bounding box's top (`bb.ury − y`).
struct GraphvizOutput {
    /// The whole drawing, y from 0.
    let bounds: Rect
    /// Node centres by node name.
    var positions: [String: Point] = [:]
    /// Cluster boxes by cluster name.
    var clusterBoxes: [String: Rect] = [:]
    /// Edges by their `id` attribute.
    var edges: [String: (points: [Point], labelCentre: Point?)] = [:]

    init(_ data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let box = Self.numbers(root["bb"] as? String), box.count == 4
        else { throw ToolError("unexpected Graphviz output", hint: GraphvizLayout.bugHint) }
        let top = box[3]
        func flip(_ x: Double, _ y: Double) -> Point { Point(x: x, y: top - y) }
        bounds = Rect(x: box[0], y: 0, width: box[2] - box[0], height: box[3] - box[1])
        for object in root["objects"] as? [[String: Any]] ?? [] {
            guard let name = object["name"] as? String else { continue }
            if let pos = Self.numbers(object["pos"] as? String), pos.count == 2 {
                positions[name] = flip(pos[0], pos[1])
            }
            if let bb = Self.numbers(object["bb"] as? String), bb.count == 4 {
                clusterBoxes[name] = Rect(x: bb[0], y: top - bb[3], width: bb[2] - bb[0], height: bb[3] - bb[1])
            }
        }
        for edge in root["edges"] as? [[String: Any]] ?? [] {
            guard let id = edge["id"] as? String, let pos = edge["pos"] as? String else { continue }
            var labelCentre: Point?
            if let lp = Self.numbers(edge["lp"] as? String), lp.count == 2 { labelCentre = flip(lp[0], lp[1]) }
            edges[id] = (Self.splinePoints(pos).map { flip($0.x, $0.y) }, labelCentre)
        }
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
