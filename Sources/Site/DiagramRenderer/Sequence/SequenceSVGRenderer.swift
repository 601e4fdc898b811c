import MarkupWriting
import MermaidModel

/// Draws a laid-out sequence diagram. Back to front: boxes, rect shading, lifelines,
/// frames, activation bars, messages, notes, then the participants on top.
struct SequenceSVGRenderer {
    typealias Metrics = SequenceLayout.Metrics
    let diagram: SequenceDiagram
    let layout: SequenceLayout
    let prefix: String

    func render() -> DiagramSVG {
        SVGDocument(for: diagram, idPrefix: prefix, bounds: layout.bounds).render { svg in
            drawBoxes(&svg)
            if let title = layout.title {
                TextDrawing.draw(title.label, x: title.centre.x, centreY: title.centre.y, into: &svg)
            }
            for frame in layout.frames where frame.kind == .rect { drawShading(frame, &svg) }
            drawLifelines(&svg)
            for frame in layout.frames where frame.kind != .rect { drawFrame(frame, &svg) }
            svg.open("g", [Attribute("class", "activations")])
            for bar in layout.activations { svg.element("rect", rectAttributes(bar.rect) + Paint.activation.attributes) }
            svg.close("g")
            svg.open("g", [Attribute("class", "messages")])
            layout.messages.forEach { drawMessage($0, &svg) }
            svg.close("g")
            for note in layout.notes {
                svg.element("rect", rectAttributes(note.rect) + Paint.note.attributes)
                TextDrawing.draw(note.note.text, x: note.rect.midX, centreY: note.rect.midY, into: &svg)
            }
            svg.open("g", [Attribute("class", "participants")])
            for column in layout.columns {
                // A created participant's box stands on the message that creates it; a destroyed
                // one has no box at the bottom, its lifeline ends in a cross instead.
                drawParticipant(column, top: column.createdAt.map { $0 - layout.headerHeight / 2 } ?? layout.headerTop, &svg)
                if let end = column.destroyedAt {
                    drawDestruction(at: Point(x: column.x, y: end), &svg)
                } else {
                    drawParticipant(column, top: layout.footerTop, &svg)
                }
            }
            svg.close("g")
        }
    }

    private func rectAttributes(_ rect: Rect, radius: Double = 0) -> [Attribute] {
        var attributes = [Attribute("x", svgNumber(rect.x)), Attribute("y", svgNumber(rect.y)), Attribute("width", svgNumber(rect.width)), Attribute("height", svgNumber(rect.height))]
        if radius > 0 { attributes.append(Attribute("rx", svgNumber(radius))) }
        return attributes
    }

    private func drawBoxes(_ svg: inout MarkupWriter) {
        for placed in layout.boxes {
            var attributes = rectAttributes(placed.rect, radius: 4) + Paint.participantBox.attributes
            if let colour = placed.box.colour, CSSColours.isSafeValue(colour) {
                attributes.append(Attribute("style", "fill:\(colour);fill-opacity:0.35"))
            }
            svg.element("rect", attributes)
            if let title = placed.box.title {
                TextDrawing.draw(title, x: placed.rect.midX, centreY: placed.rect.y + TextMetrics.lineHeight / 2 + 4, into: &svg)
            }
        }
    }

    private func drawShading(_ frame: SequenceLayout.PlacedFrame, _ svg: inout MarkupWriter) {
        var attributes = rectAttributes(frame.rect) + [Attribute("class", "shading"), Attribute("fill", "#e8eef8")]
        if let colour = frame.colour, CSSColours.isSafeValue(colour) { attributes.append(Attribute("style", "fill:\(colour)")) }
        svg.element("rect", attributes)
    }

    private func drawLifelines(_ svg: inout MarkupWriter) {
        svg.open("g", [Attribute("class", "lifelines")])
        for column in layout.columns {
            let top = column.createdAt.map { $0 + layout.headerHeight / 2 } ?? layout.headerTop + layout.headerHeight
            svg.element("line", [
                Attribute("x1", svgNumber(column.x)), Attribute("y1", svgNumber(top)),
                Attribute("x2", svgNumber(column.x)), Attribute("y2", svgNumber(column.destroyedAt ?? layout.footerTop)),
                Attribute("stroke-dasharray", "4 3"),
            ] + Paint.lifeline.attributes)
        }
        svg.close("g")
    }

    private func drawFrame(_ frame: SequenceLayout.PlacedFrame, _ svg: inout MarkupWriter) {
        svg.open("g", [Attribute("class", "frame-\(frame.kind.rawValue)")])
        svg.element("rect", rectAttributes(frame.rect) + Paint.frame.attributes)
        let keyword = Label(plain: frame.kind.rawValue)
        let tabWidth = TextMetrics.width(of: keyword) + 16
        let tabHeight = TextMetrics.lineHeight + 4
        let x = frame.rect.x
        let y = frame.rect.y
        svg.element("path", [Attribute("d", "M\(svgNumber(x)),\(svgNumber(y)) h\(svgNumber(tabWidth)) v\(svgNumber(tabHeight - 6)) l-6,6 H\(svgNumber(x)) z")] + Paint.frameTab.attributes)
        TextDrawing.draw(keyword, x: x + 8, centreY: y + tabHeight / 2, anchor: .start, into: &svg)
        for (index, section) in frame.sections.enumerated() {
            if index > 0 {
                svg.element("line", [Attribute("x1", svgNumber(x)), Attribute("y1", svgNumber(section.dividerY)), Attribute("x2", svgNumber(frame.rect.maxX)),
                    Attribute("y2", svgNumber(section.dividerY)), Attribute("stroke-dasharray", "5 3")] + Paint.frame.attributes)
            }
            guard !section.label.isEmpty else { continue }
            let text = Label(lines: section.label.lines.enumerated().map { $0.offset == 0 ? [.init("[")] + $0.element : $0.element }
                .enumerated().map { $0.offset == section.label.lines.count - 1 ? $0.element + [.init("]")] : $0.element },
                rules: section.label.rules)
            let labelX = index == 0 ? x + tabWidth + 8 : x + 8
            TextDrawing.draw(text, x: labelX, centreY: section.dividerY + TextMetrics.height(of: text) / 2 + 3, anchor: .start, into: &svg)
        }
        svg.close("g")
    }

    private func drawMessage(_ placed: SequenceLayout.PlacedMessage, _ svg: inout MarkupWriter) {
        let arrow = placed.message.arrow
        var attributes: [Attribute] = Paint.line.attributes + [Attribute("stroke-width", "1.5")]
        if arrow.line == .dotted { attributes.append(Attribute("stroke-dasharray", "5 4")) }
        let marker: ArrowMarker? = switch arrow.head {
        case .none: nil
        case .filled: .filled
        case .open: .open
        case .cross: .cross
        }
        if let marker {
            attributes.append(Attribute("marker-end", marker.reference(prefix: prefix, atStart: false)))
            if arrow.isBidirectional { attributes.append(Attribute("marker-start", marker.reference(prefix: prefix, atStart: true))) }
        }
        let y = placed.y
        if placed.message.isSelfMessage {
            let x = placed.fromX
            let d = "M\(svgNumber(x)),\(svgNumber(y)) H\(svgNumber(x + Metrics.selfLoopWidth)) V\(svgNumber(y + Metrics.selfLoopHeight)) H\(svgNumber(x + 2))"
            svg.element("path", [Attribute("d", d)] + attributes)
        } else {
            svg.element("line", [Attribute("x1", svgNumber(placed.fromX)), Attribute("y1", svgNumber(y)), Attribute("x2", svgNumber(placed.toX)), Attribute("y2", svgNumber(y))] + attributes)
        }
        if let number = placed.message.number, let badge = placed.badge {
            if badge.width > badge.height {
                svg.element("rect", rectAttributes(badge, radius: badge.height / 2) + Paint.number.attributes)
            } else {
                svg.element("circle", [Attribute("cx", svgNumber(badge.midX)), Attribute("cy", svgNumber(badge.midY)), Attribute("r", svgNumber(badge.height / 2))] + Paint.number.attributes)
            }
            TextDrawing.draw(Label(plain: String(number)), x: badge.midX, centreY: badge.midY, paint: .numberText, into: &svg)
        }
        TextDrawing.draw(placed.message.text, x: placed.labelCentre.x, centreY: placed.labelCentre.y, anchor: placed.labelAnchor, into: &svg)
    }

    /// The cross that ends a destroyed participant's lifeline.
    private func drawDestruction(at centre: Point, _ svg: inout MarkupWriter) {
        let r = 9.0
        let d = "M\(svgNumber(centre.x - r)),\(svgNumber(centre.y - r)) l\(svgNumber(2 * r)),\(svgNumber(2 * r))"
            + " M\(svgNumber(centre.x + r)),\(svgNumber(centre.y - r)) l\(svgNumber(-2 * r)),\(svgNumber(2 * r))"
        svg.open("g", [Attribute("class", "destroyed")])
        svg.element("path", [Attribute("d", d)] + Paint.line.attributes + [Attribute("stroke-width", "2")])
        svg.close("g")
    }

    private func drawParticipant(_ column: SequenceLayout.Column, top: Double, _ svg: inout MarkupWriter) {
        let participant = column.participant
        if participant.kind == .actor {
            let cx = column.x
            let head = top + 7
            svg.open("g", [Attribute("class", "actor-figure")])
            svg.element("circle", [Attribute("cx", svgNumber(cx)), Attribute("cy", svgNumber(head)), Attribute("r", "6")] + Paint.actor.attributes)
            let stick = "M\(svgNumber(cx)),\(svgNumber(head + 6)) v12 M\(svgNumber(cx - 10)),\(svgNumber(head + 11)) h20 M\(svgNumber(cx)),\(svgNumber(head + 18)) l-8,9 M\(svgNumber(cx)),\(svgNumber(head + 18)) l8,9"
            svg.element("path", [Attribute("d", stick)] + Paint.line.attributes + [Attribute("stroke-width", "1.5")])
            svg.close("g")
            let labelTop = top + Metrics.actorFigureHeight
            TextDrawing.draw(participant.label, x: cx, centreY: labelTop + (layout.headerHeight - Metrics.actorFigureHeight) / 2, into: &svg)
        } else {
            let rect = Rect(x: column.x - column.boxWidth / 2, y: top, width: column.boxWidth, height: layout.headerHeight)
            svg.element("rect", rectAttributes(rect, radius: 3) + Paint.node.attributes)
            TextDrawing.draw(participant.label, x: rect.midX, centreY: rect.midY, into: &svg)
        }
    }
}
