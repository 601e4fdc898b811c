import MarkupWriting
import MermaidModel

/// Draws the fourteen node shapes inside the box the layout reserved for them.
enum NodeShapeDrawing {
    /// Draws `shape` filling `rect`; returns the y the label should be centred on.
    static func draw(_ shape: NodeShape, in rect: Rect, attributes: [Attribute], into svg: inout MarkupWriter) -> Double {
        let x = rect.x, y = rect.y, w = rect.width, h = rect.height
        func box(radius: Double) {
            svg.element("rect", [Attribute("x", svgNumber(x)), Attribute("y", svgNumber(y)), Attribute("width", svgNumber(w)), Attribute("height", svgNumber(h)),
                Attribute("rx", svgNumber(radius))] + attributes)
        }
        func polygon(_ points: [(Double, Double)]) {
            svg.element("polygon", [Attribute("points", points.map { "\(svgNumber($0.0)),\(svgNumber($0.1))" }.joined(separator: " "))] + attributes)
        }
        let slant = h / 2
        switch shape {
        case .rectangle: box(radius: 0)
        case .roundedRectangle: box(radius: 8)
        case .stadium: box(radius: h / 2)
        case .subroutine:
            box(radius: 0)
            svg.element("path", [Attribute("d", "M\(svgNumber(x + 8)),\(svgNumber(y)) v\(svgNumber(h)) M\(svgNumber(rect.maxX - 8)),\(svgNumber(y)) v\(svgNumber(h))"),
                Attribute("fill", "none")] + attributes.filter { $0.name != "fill" })
        case .cylinder:
            let ry = 8.0
            let body = h - 2 * ry
            let d = "M\(svgNumber(x)),\(svgNumber(y + ry)) a\(svgNumber(w / 2)),\(svgNumber(ry)) 0 0 0 \(svgNumber(w)),0"
                + " a\(svgNumber(w / 2)),\(svgNumber(ry)) 0 0 0 \(svgNumber(-w)),0 v\(svgNumber(body))"
                + " a\(svgNumber(w / 2)),\(svgNumber(ry)) 0 0 0 \(svgNumber(w)),0 v\(svgNumber(-body))"
            svg.element("path", [Attribute("d", d)] + attributes)
            return rect.midY + ry / 2
        case .circle:
            svg.element("circle", [Attribute("cx", svgNumber(rect.midX)), Attribute("cy", svgNumber(rect.midY)), Attribute("r", svgNumber(w / 2))] + attributes)
        case .doubleCircle:
            svg.element("circle", [Attribute("cx", svgNumber(rect.midX)), Attribute("cy", svgNumber(rect.midY)), Attribute("r", svgNumber(w / 2))] + attributes)
            svg.element("circle", [Attribute("cx", svgNumber(rect.midX)), Attribute("cy", svgNumber(rect.midY)), Attribute("r", svgNumber(w / 2 - 5))] + attributes)
        case .asymmetric:
            polygon([(x, y), (rect.maxX, y), (rect.maxX, rect.maxY), (x, rect.maxY), (x + h / 2, rect.midY)])
        case .diamond:
            polygon([(rect.midX, y), (rect.maxX, rect.midY), (rect.midX, rect.maxY), (x, rect.midY)])
        case .hexagon:
            let inset = h / 4
            polygon([(x + inset, y), (rect.maxX - inset, y), (rect.maxX, rect.midY), (rect.maxX - inset, rect.maxY), (x + inset, rect.maxY), (x, rect.midY)])
        case .leanRight:
            polygon([(x + slant, y), (rect.maxX, y), (rect.maxX - slant, rect.maxY), (x, rect.maxY)])
        case .leanLeft:
            polygon([(x, y), (rect.maxX - slant, y), (rect.maxX, rect.maxY), (x + slant, rect.maxY)])
        case .trapezoid:
            polygon([(x + slant, y), (rect.maxX - slant, y), (rect.maxX, rect.maxY), (x, rect.maxY)])
        case .invertedTrapezoid:
            polygon([(x, y), (rect.maxX, y), (rect.maxX - slant, rect.maxY), (x + slant, rect.maxY)])
        }
        return rect.midY
    }
}
