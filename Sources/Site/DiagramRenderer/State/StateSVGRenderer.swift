import MarkupWriting
import MermaidModel

/// Draws a laid-out state diagram, back to front: composite frames (outer first) and their
/// regions, transitions, states, notes, then transition labels on top.
///
/// Start is a filled dot, end a ringed dot, choice a diamond, fork and join a bar; states
/// are rounded boxes and composites titled rounded frames, painted like flowchart nodes and
/// subgraphs so the page's dark theme restyles them the same way.
struct StateSVGRenderer {
    let diagram: StateDiagram
    let layout: StateLayout
    let prefix: String

    func render() -> DiagramSVG {
        SVGDocument(for: diagram, idPrefix: prefix, bounds: layout.bounds).render { svg in
            svg.element("g", [Attribute("class", "composites")]) { svg in
                for frame in layout.frames { drawFrame(frame, &svg) }
            }
            svg.element("g", [Attribute("class", "transitions")]) { svg in
                for transition in layout.transitions { drawTransition(transition, &svg) }
            }
            svg.element("g", [Attribute("class", "states")]) { svg in
                for placed in layout.states { drawState(placed, &svg) }
            }
            svg.element("g", [Attribute("class", "notes")]) { svg in
                for note in layout.notes { drawNote(note, &svg) }
            }
            svg.element("g", [Attribute("class", "edge-labels")]) { svg in
                for transition in layout.transitions { drawLabel(transition, &svg) }
            }
        }
    }

    private func rect(_ rect: Rect, radius: Double = 0) -> [Attribute] {
        var attributes = [Attribute("x", svgNumber(rect.x)), Attribute("y", svgNumber(rect.y)),
            Attribute("width", svgNumber(rect.width)), Attribute("height", svgNumber(rect.height))]
        if radius > 0 { attributes.append(Attribute("rx", svgNumber(radius))) }
        return attributes
    }

    private func drawFrame(_ frame: StateLayout.PlacedFrame, _ svg: inout MarkupWriter) {
        let box = frame.rect
        if let region = frame.region {
            // A concurrent region: a dashed box inside its composite, no title.
            svg.element("rect", [Attribute("id", "\(prefix)-region-\(IDNames.sanitise(frame.state.id))-\(region)")] + rect(box, radius: 4)
                + Paint.frame.attributes + [Attribute("stroke-dasharray", "4 3")])
            return
        }
        let state = frame.state
        svg.open("g", [Attribute("id", "\(prefix)-state-\(IDNames.sanitise(state.id))"), Attribute("class", (["composite"] + classNames(state)).joined(separator: " "))])
        var paint = Paint.cluster.attributes + [Attribute("stroke-width", "1.5")]
        if let style = InlineStyle.css(declarations(state).filter { $0.property != "color" }) { paint.append(Attribute("style", style)) }
        svg.element("rect", rect(box, radius: 8) + paint)
        let titleHeight = TextMetrics.height(of: state.shownName)
        TextDrawing.draw(state.shownName, x: box.x + 8, centreY: box.y + 6 + titleHeight / 2, anchor: .start, style: textColour(state), into: &svg)
        let ruleY = box.y + titleHeight + 8
        svg.element("path", [Attribute("d", "M\(svgNumber(box.x)),\(svgNumber(ruleY)) H\(svgNumber(box.maxX))"), Attribute("class", "frame"),
            Attribute("fill", "none"), Attribute("stroke", "#718096")])
        svg.close("g")
    }

    private func drawTransition(_ placed: StateLayout.PlacedTransition, _ svg: inout MarkupWriter) {
        guard let d = SplinePath.data(placed.points) else { return }
        svg.element("path", [Attribute("d", d)] + Paint.line.attributes
            + [Attribute("stroke-width", "1.5"), Attribute("marker-end", ArrowMarker.filled.reference(prefix: prefix, atStart: false))])
    }

    private func drawLabel(_ placed: StateLayout.PlacedTransition, _ svg: inout MarkupWriter) {
        guard let label = placed.transition.label, !label.isEmpty, let centre = placed.labelCentre else { return }
        let width = TextMetrics.width(of: label) + 8
        let height = TextMetrics.height(of: label) + 2
        svg.element("rect", rect(Rect(centre: centre, width: width, height: height)) + Paint.edgeLabel.attributes)
        TextDrawing.draw(label, x: centre.x, centreY: centre.y, into: &svg)
    }

    private func classNames(_ state: StateNode) -> [String] {
        state.classes.map { "class-\(IDNames.sanitise($0))" }
    }

    private func declarations(_ state: StateNode) -> [StyleDeclaration] {
        state.classes.flatMap { diagram.classDefinitions[$0] ?? [] } + state.style
    }

    /// The label colour an author's `color` or fill asks for, as flowchart nodes choose it.
    private func textColour(_ state: StateNode) -> String? {
        let declarations = declarations(state)
        let colour = declarations.last { $0.property == "color" }?.value
            ?? declarations.last { $0.property == "fill" }.flatMap { FillContrast.labelColour(onFill: $0.value) }
        return colour.flatMap { InlineStyle.css([StyleDeclaration(property: "fill", value: $0)]) }
    }

    private func drawState(_ placed: StateLayout.PlacedState, _ svg: inout MarkupWriter) {
        let state = placed.state
        let box = placed.rect
        svg.open("g", [Attribute("id", "\(prefix)-state-\(IDNames.sanitise(state.id))"),
            Attribute("class", (["state", state.kind.rawValue] + classNames(state)).joined(separator: " "))])
        var paint = Paint.node.attributes + [Attribute("stroke-width", "1.5")]
        if let style = InlineStyle.css(declarations(state).filter { $0.property != "color" }) { paint.append(Attribute("style", style)) }
        switch state.kind {
        case .start:
            svg.element("circle", [Attribute("cx", svgNumber(box.midX)), Attribute("cy", svgNumber(box.midY)), Attribute("r", svgNumber(box.width / 2))] + Paint.head.attributes)
        case .end:
            svg.element("circle", [Attribute("cx", svgNumber(box.midX)), Attribute("cy", svgNumber(box.midY)), Attribute("r", svgNumber(box.width / 2))]
                + Paint.actor.attributes + [Attribute("stroke-width", "1.5")])
            svg.element("circle", [Attribute("cx", svgNumber(box.midX)), Attribute("cy", svgNumber(box.midY)), Attribute("r", svgNumber(box.width / 2 - 4))] + Paint.head.attributes)
        case .choice:
            _ = NodeShapeDrawing.draw(.diamond, in: box, attributes: paint, into: &svg)
        case .fork, .join:
            svg.element("rect", rect(box, radius: 2) + Paint.head.attributes)
        case .simple, .composite:
            svg.element("rect", rect(box, radius: 8) + paint)
            let nameHeight = TextMetrics.height(of: state.shownName)
            let descriptions = state.shownDescriptions
            if descriptions.isEmpty {
                TextDrawing.draw(state.shownName, x: box.midX, centreY: box.midY, style: textColour(state), into: &svg)
            } else {
                let nameCentre = box.y + StateLayout.Metrics.paddingY + nameHeight / 2
                TextDrawing.draw(state.shownName, x: box.midX, centreY: nameCentre, style: textColour(state), into: &svg)
                let ruleY = box.y + StateLayout.Metrics.paddingY + nameHeight + StateLayout.Metrics.ruleGap / 2
                svg.element("path", [Attribute("d", "M\(svgNumber(box.x)),\(svgNumber(ruleY)) H\(svgNumber(box.maxX))"), Attribute("class", "frame"),
                    Attribute("fill", "none"), Attribute("stroke", "#718096")])
                var top = ruleY + StateLayout.Metrics.ruleGap / 2
                for description in descriptions {
                    let height = TextMetrics.height(of: description)
                    TextDrawing.draw(description, x: box.midX, centreY: top + height / 2, style: textColour(state), into: &svg)
                    top += height
                }
            }
        }
        svg.close("g")
    }

    private func drawNote(_ placed: StateLayout.PlacedNote, _ svg: inout MarkupWriter) {
        svg.open("g", [Attribute("class", "state-note")])
        if let target = layout.states.first(where: { $0.state.id == placed.note.target })?.rect
            ?? layout.frames.first(where: { $0.state.id == placed.note.target && $0.region == nil })?.rect
        {
            let (from, to) = Self.connector(from: placed.rect, to: target)
            svg.element("path", [Attribute("d", "M\(svgNumber(from.x)),\(svgNumber(from.y)) L\(svgNumber(to.x)),\(svgNumber(to.y))")]
                + Paint.note.attributes.filter { $0.name != "fill" } + [Attribute("fill", "none"), Attribute("stroke-dasharray", "3 3")])
        }
        svg.element("rect", rect(placed.rect) + Paint.note.attributes)
        TextDrawing.draw(placed.note.text, x: placed.rect.midX, centreY: placed.rect.midY, into: &svg)
        svg.close("g")
    }

    /// A note's dashed tie to its state: between the facing sides' midpoints.
    static func connector(from note: Rect, to target: Rect) -> (Point, Point) {
        if note.x >= target.maxX { return (Point(x: note.x, y: note.midY), Point(x: target.maxX, y: target.midY)) }
        if note.maxX <= target.x { return (Point(x: note.maxX, y: note.midY), Point(x: target.x, y: target.midY)) }
        if note.y >= target.maxY { return (Point(x: note.midX, y: note.y), Point(x: target.midX, y: target.maxY)) }
        return (Point(x: note.midX, y: note.maxY), Point(x: target.midX, y: target.y))
    }
}
