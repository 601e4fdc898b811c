import MermaidModel

/// Generated descriptions for diagrams without `accDescr`, so screen-reader users get the
/// content of the picture, not just its kind.
enum AccessibleSummary {
    static func describe(_ diagram: SequenceDiagram) -> String {
        let names = diagram.participants.map { $0.label.plainText }
        var lines = ["Sequence diagram with \(names.count) participant\(names.count == 1 ? "" : "s"): \(names.joined(separator: ", "))."]
        let label = Dictionary(diagram.participants.map { ($0.id, $0.label.plainText) }, uniquingKeysWith: { first, _ in first })
        for (index, message) in diagram.allMessages.enumerated() {
            let from = label[message.from] ?? message.from
            let to = label[message.to] ?? message.to
            let text = message.text.plainText
            // `create`/`destroy` change who takes part, which the picture shows and the words must say.
            let lifecycle = message.createsTarget ? " (creates \(to))"
                : message.destroys.map { " (ends \(label[$0] ?? $0))" } ?? ""
            lines.append("\(message.number ?? index + 1). \(from) to \(to)\(text.isEmpty ? "" : ": \(text)")\(lifecycle)")
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ chart: Flowchart) -> String {
        let label = Dictionary(chart.nodes.map { ($0.id, $0.label.plainText) }, uniquingKeysWith: { first, _ in first })
        var lines = ["Flowchart with \(chart.nodes.count) node\(chart.nodes.count == 1 ? "" : "s"): \(chart.nodes.map { $0.label.plainText }.joined(separator: ", "))."]
        let titles = Dictionary(chart.allSubgraphs.map { ($0.id, $0.title.plainText) }, uniquingKeysWith: { first, _ in first })
        for edge in chart.edges where edge.line != .invisible {
            let from = label[edge.from] ?? titles[edge.from] ?? edge.from
            let to = label[edge.to] ?? titles[edge.to] ?? edge.to
            let text = edge.label?.plainText ?? ""
            lines.append("\(from) to \(to)\(text.isEmpty ? "" : ": \(text)")")
        }
        return lines.joined(separator: "\n")
    }
}

/// What every diagram offers for its SVG's accessible name and description.
protocol AccessibleDiagram {
    /// What a screen reader announces instead of "image": `sequence diagram`, `flowchart`.
    static var roleDescription: String { get }
    /// The name when the author gave neither `title` nor `accTitle`.
    static var kindName: String { get }
    var title: String? { get }
    var accessibleTitle: String? { get }
    var accessibleDescription: String? { get }
    /// The content in words, for when the author wrote no `accDescr`.
    var generatedSummary: String { get }
}

extension SequenceDiagram: AccessibleDiagram {
    static let roleDescription = "sequence diagram"
    static let kindName = "Sequence diagram"
    var generatedSummary: String { AccessibleSummary.describe(self) }
}

extension Flowchart: AccessibleDiagram {
    static let roleDescription = "flowchart"
    static let kindName = "Flowchart"
    var generatedSummary: String { AccessibleSummary.describe(self) }
}

extension AccessibleDiagram {
    /// The accessible name: the author's `accTitle`, else its `title`, else its kind.
    var accessibleName: String { accessibleTitle ?? title ?? Self.kindName }
}

extension SVGDocument {
    /// The document for a diagram: the author's accessible title and description when given,
    /// else its title and a generated summary.
    init(for diagram: some AccessibleDiagram, idPrefix: String, bounds: Rect) {
        let kind = type(of: diagram)
        self.init(
            idPrefix: idPrefix, roleDescription: kind.roleDescription,
            title: diagram.accessibleName,
            description: diagram.accessibleDescription ?? diagram.generatedSummary, bounds: bounds)
    }
}
