import MarkupWriting
import Foundation
import MermaidModel

/// Draws a laid-out flowchart: clusters, then edges, then nodes, then edge labels on top.
struct FlowchartSVGRenderer {
    let chart: Flowchart
    let layout: FlowchartLayout
    let prefix: String

    func render() -> DiagramSVG {
        let visibleEdges = layout.edges.filter { $0.edge.line != .invisible }
        return SVGDocument(for: chart, idPrefix: prefix, bounds: layout.bounds).render { svg in
            svg.element("g", [Attribute("class", "clusters")]) { svg in
                for cluster in layout.clusters { drawCluster(cluster, &svg) }
            }
            svg.element("g", [Attribute("class", "edges")]) { svg in
                for edge in visibleEdges { drawEdge(edge, &svg) }
            }
            svg.element("g", [Attribute("class", "nodes")]) { svg in
                for node in layout.nodes { drawNode(node, &svg) }
            }
            svg.element("g", [Attribute("class", "edge-labels")]) { svg in
                for edge in visibleEdges { drawEdgeLabel(edge, &svg) }
            }
        }
    }

    private func drawCluster(_ cluster: FlowchartLayout.PlacedCluster, _ svg: inout MarkupWriter) {
        let rect = cluster.rect
        let subgraph = cluster.subgraph
        let classNames = (["cluster"] + subgraph.classes.map { "class-\(IDNames.sanitise($0))" }).joined(separator: " ")
        svg.open("g", [Attribute("id", "\(prefix)-cluster-\(IDNames.sanitise(subgraph.id))"), Attribute("class", classNames)])
        // `style`/`class` on a subgraph paint its frame, as they paint a node's shape.
        let declarations = subgraph.classes.flatMap { chart.classDefinitions[$0] ?? [] } + subgraph.style
        var paint = Paint.cluster.attributes
        if let style = InlineStyle.css(declarations.filter { $0.property != "color" }) { paint.append(Attribute("style", style)) }
        svg.element("rect", [Attribute("x", svgNumber(rect.x)), Attribute("y", svgNumber(rect.y)), Attribute("width", svgNumber(rect.width)),
            Attribute("height", svgNumber(rect.height)), Attribute("rx", "4")] + paint)
        let titleHeight = TextMetrics.height(of: subgraph.title)
        let textColour = declarations.last { $0.property == "color" }?.value
            ?? declarations.last { $0.property == "fill" }.flatMap { FillContrast.labelColour(onFill: $0.value) }
        let colour = textColour.flatMap { InlineStyle.css([StyleDeclaration(property: "fill", value: $0)]) }
        TextDrawing.draw(subgraph.title, x: rect.x + 8, centreY: rect.y + 6 + titleHeight / 2, anchor: .start, style: colour, into: &svg)
        svg.close("g")
    }

    private func drawEdge(_ placed: FlowchartLayout.PlacedEdge, _ svg: inout MarkupWriter) {
        guard let d = SplinePath.data(placed.points) else { return }
        let edge = placed.edge
        var attributes: [Attribute] = [Attribute("d", d)] + Paint.line.attributes
        switch edge.line {
        case .thick: attributes.append(Attribute("stroke-width", "3"))
        case .dotted: attributes += [Attribute("stroke-width", "1.5"), Attribute("stroke-dasharray", "3 3")]
        default: attributes.append(Attribute("stroke-width", "1.5"))
        }
        if let marker = Self.marker(edge.head) { attributes.append(Attribute("marker-end", marker.reference(prefix: prefix, atStart: false))) }
        if let marker = Self.marker(edge.tail) { attributes.append(Attribute("marker-start", marker.reference(prefix: prefix, atStart: true))) }
        if let style = InlineStyle.css(edge.style) { attributes.append(Attribute("style", style)) }
        svg.element("path", attributes)
    }

    static func marker(_ end: FlowEdge.End) -> ArrowMarker? {
        switch end {
        case .none: nil
        case .arrow: .filled
        case .cross: .cross
        case .circle: .circle
        }
    }

    private func drawEdgeLabel(_ placed: FlowchartLayout.PlacedEdge, _ svg: inout MarkupWriter) {
        guard let label = placed.edge.label, !label.isEmpty, let centre = placed.labelCentre else { return }
        let width = TextMetrics.width(of: label) + 8
        let height = TextMetrics.height(of: label) + 2
        svg.element("rect", [Attribute("x", svgNumber(centre.x - width / 2)), Attribute("y", svgNumber(centre.y - height / 2)),
            Attribute("width", svgNumber(width)), Attribute("height", svgNumber(height))] + Paint.edgeLabel.attributes)
        TextDrawing.draw(label, x: centre.x, centreY: centre.y, into: &svg)
    }

    private func drawNode(_ placed: FlowchartLayout.PlacedNode, _ svg: inout MarkupWriter) {
        let node = placed.node
        let declarations = node.classes.flatMap { chart.classDefinitions[$0] ?? [] } + node.style
        svg.open("g", [Attribute("id", "\(prefix)-node-\(IDNames.sanitise(node.id))"), Attribute("class", (["node"] + node.classes.map { "class-\(IDNames.sanitise($0))" }).joined(separator: " "))])
        var paint = Paint.node.attributes + [Attribute("stroke-width", "1.5")]
        if let style = InlineStyle.css(declarations.filter { $0.property != "color" }) { paint.append(Attribute("style", style)) }
        let centreY = NodeShapeDrawing.draw(node.shape, in: placed.rect, attributes: paint, into: &svg)
        let textColour = declarations.last { $0.property == "color" }?.value
            ?? declarations.last { $0.property == "fill" }.flatMap { FillContrast.labelColour(onFill: $0.value) }
        let colour = textColour.flatMap { InlineStyle.css([StyleDeclaration(property: "fill", value: $0)]) }
        TextDrawing.draw(node.label, x: placed.rect.midX, centreY: centreY, style: colour, into: &svg)
        svg.close("g")
    }
}

/// `classDef`/`style`/`linkStyle` declarations as an inline `style`, keeping only safe ones.
enum InlineStyle {
    static func css(_ declarations: [StyleDeclaration]) -> String? {
        let safe = declarations.filter { declaration in
            declaration.property.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") }
                && CSSColours.isSafeValue(declaration.value.replacingOccurrences(of: "!important", with: ""))
        }
        guard !safe.isEmpty else { return nil }
        return safe.map { "\($0.property):\($0.value)" }.joined(separator: ";")
    }
}

/// Chapter IDs turned into safe XML ID fragments (unique enough within one diagram).
enum IDNames {
    static func sanitise(_ id: String) -> String {
        var result = ""
        for scalar in id.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_\(String(scalar.value, radix: 16))_"
            }
        }
        return result
    }
}
