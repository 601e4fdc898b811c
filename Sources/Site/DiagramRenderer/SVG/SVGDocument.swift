import MarkupWriting

/// The root `<svg>` every diagram shares: accessible name and description first, a
/// `viewBox` with the natural size beside it (`DiagramSizing`), and a style sheet scoped to
/// this diagram's IDs. Each diagram is written twice from the same drawing: for the page,
/// painted through the page's custom properties, and standalone (`DiagramSVG`). The root is
/// one image (`role="img"`, valid HTML where Mermaid's `graphics-document document` is not):
/// its title names it and its description says everything the picture shows, node by node.
struct SVGDocument {
    /// Unique per diagram on a page; every ID in the SVG starts with it.
    var idPrefix: String
    /// What a screen reader calls this image: `sequence diagram`, `flowchart`, `state diagram`.
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

    /// The page's copy and the standalone copy, drawn by the same `body`.
    func render(body: (inout MarkupWriter) -> Void) -> DiagramSVG {
        DiagramSVG(
            page: document(standalone: false, body: body), standalone: document(standalone: true, body: body), naturalWidth: bounds.width)
    }

    /// The standalone copy differs only in its paint: the light colours written out, on a
    /// white background, with a light colour scheme (a browser in dark mode would otherwise
    /// show it on a dark canvas it was never drawn for).
    private func document(standalone: Bool, body: (inout MarkupWriter) -> Void) -> String {
        let id = idPrefix
        var svg = MarkupWriter.svg()
        let viewBox = [bounds.x, bounds.y, bounds.width, bounds.height].map(svgNumber).joined(separator: " ")
        svg.open("svg", [
            Attribute("xmlns", "http://www.w3.org/2000/svg"),
            Attribute("id", id),
            Attribute("class", "diagram"),
            Attribute("viewBox", viewBox),
            Attribute("width", svgNumber(bounds.width)),
            Attribute("height", svgNumber(bounds.height)),
        ] + (standalone ? [Attribute("style", "color-scheme:light")] : []) + [
            Attribute("role", "img"),
            Attribute("aria-roledescription", roleDescription),
            Attribute("aria-labelledby", "\(id)-title"),
            Attribute("aria-describedby", "\(id)-desc"),
            Attribute("font-family", TextMetrics.fontFamily),
            Attribute("font-size", svgNumber(TextMetrics.fontSize)),
        ])
        svg.element("title", [Attribute("id", "\(id)-title")], text: title)
        svg.element("desc", [Attribute("id", "\(id)-desc")], text: description)
        svg.element("style", [], text: Paint.styleSheet(rootID: id, standalone: standalone))
        svg.open("defs")
        for marker in ArrowMarker.allCases {
            marker.define(in: &svg, prefix: id)
        }
        svg.close("defs")
        if standalone {
            svg.element("rect", [
                Attribute("class", "background"), Attribute("x", svgNumber(bounds.x)), Attribute("y", svgNumber(bounds.y)),
                Attribute("width", svgNumber(bounds.width)), Attribute("height", svgNumber(bounds.height)), Attribute("fill", "#ffffff"),
            ])
        }
        body(&svg)
        svg.close("svg")
        return svg.output
    }
}

/// Arrow heads, defined once per diagram and referenced by `marker-end`/`marker-start`.
enum ArrowMarker: String, CaseIterable {
    case filled, open, cross, circle

    /// How far an arrowhead reaches back from its line's end (`markerWidth`), in user units.
    static let length = 8.0

    func id(prefix: String, atStart: Bool) -> String {
        "\(prefix)-\(rawValue)-\(atStart ? "start" : "end")"
    }

    func reference(prefix: String, atStart: Bool) -> String {
        "url(#\(id(prefix: prefix, atStart: atStart)))"
    }

    func define(in svg: inout MarkupWriter, prefix: String) {
        for atStart in [false, true] {
            svg.open("marker", [
                Attribute("id", id(prefix: prefix, atStart: atStart)), Attribute("viewBox", "0 0 10 10"), Attribute("refX", self == .circle ? "5" : "9"),
                Attribute("refY", "5"), Attribute("markerWidth", svgNumber(Self.length)), Attribute("markerHeight", svgNumber(Self.length)), Attribute("markerUnits", "userSpaceOnUse"),
                Attribute("orient", atStart ? "auto-start-reverse" : "auto"),
            ])
            switch self {
            case .filled:
                svg.element("path", [Attribute("d", "M0,0 L10,5 L0,10 z")] + Paint.head.attributes)
            case .open:
                svg.element("path", [Attribute("d", "M0,0 L10,5 L0,10"), Attribute("fill", "none"), Attribute("class", "line"), Attribute("stroke", "#4a5568"), Attribute("stroke-width", "1.5")])
            case .cross:
                svg.element("path", [Attribute("d", "M1,1 L9,9 M1,9 L9,1"), Attribute("fill", "none"), Attribute("class", "line"), Attribute("stroke", "#4a5568"), Attribute("stroke-width", "1.5")])
            case .circle:
                svg.element("circle", [Attribute("cx", "5"), Attribute("cy", "5"), Attribute("r", "4")] + Paint.head.attributes)
            }
            svg.close("marker")
        }
    }
}

/// One diagram's two SVG documents: `page`, inline in a page and painted by its theme, and
/// `standalone`, a file of its own in light colours that a page links to as "full size".
package struct DiagramSVG: Sendable, Equatable {
    package var page: String
    package var standalone: String
    /// Its width at one CSS pixel per user unit (the `viewBox` width).
    package var naturalWidth: Double
}
