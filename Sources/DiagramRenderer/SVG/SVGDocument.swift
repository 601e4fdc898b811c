/// The root `<svg>` every diagram shares: accessible name and description first, a
/// `viewBox` without a fixed pixel size, and a style sheet scoped to this diagram's IDs.
struct SVGDocument {
    /// Unique per diagram on a page; every ID in the SVG starts with it.
    var idPrefix: String
    /// `sequence` or `flowchart-v2`, as Mermaid names them.
    var roleDescription: String
    var title: String
    var description: String
    var bounds: Rect

    /// Makes a caller's prefix safe as an XML ID and CSS selector.
    static func sanitisePrefix(_ prefix: String) -> String {
        let cleaned = String(prefix.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        guard let first = cleaned.first, first.isLetter else { return "d" + cleaned }
        return cleaned
    }

    func render(body: (inout SVGBuilder) -> Void) -> String {
        let id = idPrefix
        var svg = SVGBuilder()
        let viewBox = [bounds.x, bounds.y, bounds.width, bounds.height].map(svgNumber).joined(separator: " ")
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("id", id),
            ("class", "diagram"),
            ("viewBox", viewBox),
            ("role", "graphics-document document"),
            ("aria-roledescription", roleDescription),
            ("aria-labelledby", "\(id)-title"),
            ("aria-describedby", "\(id)-desc"),
            ("font-family", TextMetrics.fontFamily),
            ("font-size", svgNumber(TextMetrics.fontSize)),
        ])
        svg.element("title", [("id", "\(id)-title")], text: title)
        svg.element("desc", [("id", "\(id)-desc")], text: description)
        svg.element("style", [], text: Paint.styleSheet(rootID: id))
        svg.open("defs")
        for marker in ArrowMarker.allCases {
            marker.define(in: &svg, prefix: id)
        }
        svg.close("defs")
        body(&svg)
        svg.close("svg")
        return svg.output
    }
}

/// Arrow heads, defined once per diagram and referenced by `marker-end`/`marker-start`.
enum ArrowMarker: String, CaseIterable {
    case filled, open, cross, circle

    func id(prefix: String, atStart: Bool) -> String {
        "\(prefix)-\(rawValue)-\(atStart ? "start" : "end")"
    }

    func reference(prefix: String, atStart: Bool) -> String {
        "url(#\(id(prefix: prefix, atStart: atStart)))"
    }

    func define(in svg: inout SVGBuilder, prefix: String) {
        for atStart in [false, true] {
            svg.open("marker", [
                ("id", id(prefix: prefix, atStart: atStart)), ("viewBox", "0 0 10 10"), ("refX", self == .circle ? "5" : "9"),
                ("refY", "5"), ("markerWidth", "8"), ("markerHeight", "8"), ("markerUnits", "userSpaceOnUse"),
                ("orient", atStart ? "auto-start-reverse" : "auto"),
            ])
            switch self {
            case .filled:
                svg.element("path", [("d", "M0,0 L10,5 L0,10 z")] + Paint.head.attributes)
            case .open:
                svg.element("path", [("d", "M0,0 L10,5 L0,10"), ("fill", "none"), ("class", "line"), ("stroke", "#4a5568"), ("stroke-width", "1.5")])
            case .cross:
                svg.element("path", [("d", "M1,1 L9,9 M1,9 L9,1"), ("fill", "none"), ("class", "line"), ("stroke", "#4a5568"), ("stroke-width", "1.5")])
            case .circle:
                svg.element("circle", [("cx", "5"), ("cy", "5"), ("r", "4")] + Paint.head.attributes)
            }
            svg.close("marker")
        }
    }
}

/// Draws labels as plain `<text>` with one `<tspan>` per line (never `foreignObject`).
enum TextDrawing {
    enum Anchor: String { case start, middle, end }

    /// Draws `label` with its block of lines vertically centred on `centreY`.
    static func draw(_ label: Label, x: Double, centreY: Double, anchor: Anchor = .middle,
        paint: Paint = .text, into svg: inout SVGBuilder)
    {
        let count = Double(max(1, label.lines.count))
        // A line's baseline sits about 0.35 em below its visual centre.
        let firstBaseline = centreY - (count - 1) / 2 * TextMetrics.lineHeight + TextMetrics.fontSize * 0.35
        var markup = "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(firstBaseline))\" text-anchor=\"\(anchor.rawValue)\"\(SVGBuilder.render(paint.attributes.filter { $0.0 != "stroke" }))>"
        for (index, line) in label.lines.enumerated() {
            let dy = index == 0 ? "0" : svgNumber(TextMetrics.lineHeight)
            markup += "<tspan x=\"\(svgNumber(x))\" dy=\"\(dy)\">"
            for run in line {
                var style: [(String, String)] = []
                if run.isBold { style.append(("font-weight", "bold")) }
                if run.isItalic { style.append(("font-style", "italic")) }
                markup += style.isEmpty ? SVGBuilder.escape(run.text) : "<tspan\(SVGBuilder.render(style))>\(SVGBuilder.escape(run.text))</tspan>"
            }
            markup += "</tspan>"
        }
        markup += "</text>"
        svg.raw(markup)
    }
}
