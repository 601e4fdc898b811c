import MarkupWriting
import MermaidModel

/// Draws labels as plain `<text>` with one `<tspan>` per line (never `foreignObject`), a
/// nested `<tspan>` per styled run, and a line across the label for each `<hr>`.
enum TextDrawing {
    enum Anchor: String { case start, middle, end }

    /// How far `<sup>` text rises and `<sub>` text drops, in user units. Shifts are written
    /// as `dy` (and undone on the next run), which every browser honours; Firefox ignores
    /// `baseline-shift`.
    static let superscriptRise = 4.9
    static let subscriptDrop = 2.8

    /// Draws `label` with its block of lines vertically centred on `centreY`, the whole
    /// `<text>` on one line of the SVG. `style` (a node's text colour) comes first.
    static func draw(_ label: Label, x: Double, centreY: Double, anchor: Anchor = .middle,
        paint: Paint = .text, style: String? = nil, into svg: inout MarkupWriter)
    {
        let count = Double(max(1, label.lines.count))
        // A line's baseline sits about 0.35 em below its visual centre.
        let firstBaseline = centreY - (count - 1) / 2 * TextMetrics.lineHeight + TextMetrics.fontSize * 0.35
        var attributes = style.map { [Attribute("style", $0)] } ?? []
        attributes += [Attribute("x", svgNumber(x)), Attribute("y", svgNumber(firstBaseline)), Attribute("text-anchor", anchor.rawValue)]
        attributes += paint.attributes.filter { $0.name != "stroke" }
        let lineX = svgNumber(x)
        svg.line { text in
            text.open("text", attributes)
            // Where the pen's baseline is, below the first line's.
            var penY = 0.0
            for (index, line) in label.lines.enumerated() where !label.rules.contains(index) {
                let lineY = Double(index) * TextMetrics.lineHeight
                text.open("tspan", [Attribute("x", lineX), Attribute("dy", svgNumber(lineY - penY))])
                penY = lineY
                for run in line {
                    let runY = lineY + offset(of: run.shift)
                    let runAttributes = styleAttributes(of: run) + (runY == penY ? [] : [Attribute("dy", svgNumber(runY - penY))])
                    penY = runY
                    if runAttributes.isEmpty {
                        text.text(run.text)
                    } else {
                        text.element("tspan", runAttributes, text: run.text)
                    }
                }
                text.close("tspan")
            }
            text.close("text")
        }
        guard !label.rules.isEmpty else { return }
        let width = max(TextMetrics.width(of: label), 24)
        let left = anchor == .start ? x : anchor == .middle ? x - width / 2 : x - width
        for index in label.rules.sorted() {
            let y = firstBaseline - TextMetrics.fontSize * 0.35 + Double(index) * TextMetrics.lineHeight
            svg.element("line", [
                Attribute("x1", svgNumber(left)), Attribute("y1", svgNumber(y)), Attribute("x2", svgNumber(left + width)),
                Attribute("y2", svgNumber(y)),
            ] + Paint.line.attributes)
        }
    }

    /// A run's baseline below the line's.
    private static func offset(of shift: Label.Run.Shift) -> Double {
        switch shift {
        case .none: 0
        case .sub: subscriptDrop
        case .sup: -superscriptRise
        }
    }

    /// Presentation attributes for a run's styling (none for plain text).
    private static func styleAttributes(of run: Label.Run) -> [Attribute] {
        var attributes: [Attribute] = []
        if run.isBold { attributes.append(Attribute("font-weight", "bold")) }
        if run.isItalic { attributes.append(Attribute("font-style", "italic")) }
        if run.isCode { attributes.append(Attribute("font-family", TextMetrics.monospaceFamily)) }
        if run.fontSize != TextMetrics.fontSize { attributes.append(Attribute("font-size", svgNumber(run.fontSize))) }
        let decorations = (run.isUnderlined ? ["underline"] : []) + (run.isStruck ? ["line-through"] : [])
        if !decorations.isEmpty { attributes.append(Attribute("text-decoration", decorations.joined(separator: " "))) }
        return attributes
    }
}
