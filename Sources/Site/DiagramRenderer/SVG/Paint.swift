import MarkupWriting

/// The diagram's colours, each a CSS custom property with a light default.
///
/// Every painted element carries a class and the light colours as presentation attributes
/// (for viewers without CSS); the embedded style sheet then reads `var(--diagram-…, default)`
/// so a page's dark theme restyles the diagram by setting the custom properties.
enum Paint: String, CaseIterable {
    case text, node, cluster, line, head, lifeline, note, frame, frameTab, activation
    case edgeLabel, number, numberText, actor, participantBox

    /// (fill, stroke) as custom-property names and light defaults; nil means "none".
    var colours: (fill: (String, String)?, stroke: (String, String)?) {
        switch self {
        case .text: (("--diagram-text", "#1f2933"), nil)
        case .node: (("--diagram-node-fill", "#eef2f7"), ("--diagram-node-stroke", "#4a5568"))
        case .cluster: (("--diagram-cluster-fill", "#f7f9fc"), ("--diagram-cluster-stroke", "#a0aec0"))
        case .line: (nil, ("--diagram-line", "#4a5568"))
        case .head: (("--diagram-line", "#4a5568"), ("--diagram-line", "#4a5568"))
        case .lifeline: (nil, ("--diagram-lifeline", "#a0aec0"))
        case .note: (("--diagram-note-fill", "#fff8db"), ("--diagram-note-stroke", "#b7950b"))
        case .frame: (nil, ("--diagram-frame-stroke", "#718096"))
        case .frameTab: (("--diagram-frame-tab-fill", "#e2e8f0"), ("--diagram-frame-stroke", "#718096"))
        case .activation: (("--diagram-activation-fill", "#dfe7f1"), ("--diagram-node-stroke", "#4a5568"))
        case .edgeLabel: (("--diagram-background", "#ffffff"), nil)
        case .number: (("--diagram-line", "#4a5568"), nil)
        case .numberText: (("--diagram-background", "#ffffff"), nil)
        case .actor: (("--diagram-background", "#ffffff"), ("--diagram-node-stroke", "#4a5568"))
        case .participantBox: (("--diagram-box-fill", "#f1f5f9"), ("--diagram-cluster-stroke", "#a0aec0"))
        }
    }

    var className: String {
        switch self {
        case .frameTab: "frame-tab"
        case .edgeLabel: "edge-label"
        case .numberText: "number-text"
        case .participantBox: "participant-box"
        default: rawValue
        }
    }

    /// `class`, `fill` and `stroke` attributes with the light defaults.
    var attributes: [Attribute] {
        Self.attributeTable[self]!
    }

    /// Every element of a diagram is painted, so each paint's attributes are built once.
    private static let attributeTable: [Paint: [Attribute]] = Dictionary(uniqueKeysWithValues: allCases.map { paint in
        let fill = Attribute("fill", paint.colours.fill?.1 ?? "none")
        let stroke = paint.colours.stroke.map { [Attribute("stroke", $0.1)] } ?? []
        return (paint, [Attribute("class", paint.className), fill] + stroke)
    })

    /// The embedded style sheet, scoped to one diagram's root element.
    ///
    /// Text is never stroked: a node's or cluster's group carries its paint class too, and
    /// without `stroke:none` its labels inherited the outline colour, a 1 px grey edge around
    /// every glyph (about 2:1 against a cluster's fill) that lowered the labels' contrast.
    ///
    /// `standalone`: for the copy opened by itself, where no page sets the custom properties
    /// (and none should: it is always drawn light, on white) — the light colours written out.
    static func styleSheet(rootID: String, standalone: Bool = false) -> String {
        var rules = ["#\(rootID) text{font-family:\(TextMetrics.fontFamily);font-size:\(svgNumber(TextMetrics.fontSize))px;stroke:none}"]
        func colour(_ pair: (String, String)) -> String { standalone ? pair.1 : "var(\(pair.0),\(pair.1))" }
        for paint in allCases {
            var declarations: [String] = []
            if let fill = paint.colours.fill { declarations.append("fill:" + colour(fill)) }
            if let stroke = paint.colours.stroke { declarations.append("stroke:" + colour(stroke)) }
            rules.append("#\(rootID) .\(paint.className){\(declarations.joined(separator: ";"))}")
        }
        return rules.joined(separator: "\n")
    }
}
