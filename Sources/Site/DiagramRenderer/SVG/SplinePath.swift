/// Graphviz's routed edges as SVG path data: a B-spline's control points (`1 + 3n` of them)
/// become cubic Béziers, anything else a polyline.
enum SplinePath {
    static func data(_ points: [Point]) -> String? {
        guard let first = points.first else { return nil }
        var d = "M\(svgNumber(first.x)),\(svgNumber(first.y))"
        if (points.count - 1) % 3 == 0, points.count > 1 {
            for index in stride(from: 1, to: points.count, by: 3) {
                d += " C" + points[index..<(index + 3)].map { "\(svgNumber($0.x)),\(svgNumber($0.y))" }.joined(separator: " ")
            }
        } else {
            d += points.dropFirst().map { " L\(svgNumber($0.x)),\(svgNumber($0.y))" }.joined()
        }
        return d
    }
}
