import Foundation
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Nothing is clipped at the SVG's edge (issue 23): every drawn rect, circle, line, polygon,
/// path and text lies inside the root `viewBox`. Text is measured with the renderer's own
/// `TextMetrics`, from the baseline up by an ascent and down by a descent.
@Suite("Everything drawn lies inside the viewBox")
struct ViewBoxContainmentTests {
    static let sequences = [
        // A self-message on the last lifeline, numbered into three digits.
        "sequenceDiagram\nautonumber 98\nA->>B: hello\nB->>B: a rather long self message on the last lifeline\nB->>B: again",
        "sequenceDiagram\nparticipant A\nparticipant B\nNote right of B: a note to the right of the last participant",
        "sequenceDiagram\nparticipant A\nparticipant B\nNote left of A: a note to the left of the first participant\nA->>B: x",
        "sequenceDiagram\nA->>B: short\nB->>C: a long message text that goes to the last lifeline and then some",
        "sequenceDiagram\nC->>A: a long message text from the last lifeline back to the first one",
        "sequenceDiagram\nautonumber\nactor U as User\nU->>+S: go\nS->>S: self with a bar\nS-->>-U: done\nloop every time\nU->>U: loop on the first\nend",
        "sequenceDiagram\ntitle A title much wider than the two participants below it\nA->>B: x",
        "sequenceDiagram\nbox Aqua A group with a long title\nparticipant A\nend\nA->>A: self",
    ]

    static let flowcharts = [
        "flowchart LR\nA --> B\nB -->|a rather long label on a loop| B\nA -->|x| A",
        "flowchart TD\nA -->|a long edge label at the chart's edge| B\nA --> C",
        "flowchart TD\nA((start)) --> B{decide}\nB -->|yes| C[(store)]\nB -->|no| D>flag]\nC --> C",
        "flowchart LR\nsubgraph S [A long subgraph title over a small node]\ndirection TB\nx\nend\nS -->|into| y",
        "flowchart LR\nsubgraph TOP\ndirection TB\nsubgraph B1\ndirection RL\ni1 --> f1\nend\nsubgraph B2\ndirection BT\ni2 --> f2\nend\nend\nA --> TOP --> B\nB1 --> B2",
        "flowchart BT\nA -- a label on a long edge --> B\nB --> A",
    ]

    @Test("Sequence diagrams", arguments: sequences)
    func sequence(source: String) throws {
        try expectContained(source)
    }

    @Test("Flowcharts, with edge labels and self-loops at the edge", arguments: flowcharts)
    func flowchart(source: String) throws {
        try expectContained(source)
    }

    func expectContained(_ source: String) throws {
        let svg = try render(source)
        let geometry = SVGGeometry(svg)
        let viewBox = try #require(geometry.viewBox)
        #expect(geometry.boxes.count > 3, "found drawn elements")
        for (element, box) in geometry.boxes {
            // Half a stroke may reach past a shape; 1 unit of slack covers it.
            #expect(viewBox.insetBy(-1).contains(box), "\(element) at \(box) outside \(viewBox)\n\(source)")
        }
    }

    @Test("Self-loop labels in a sideways chart sit on their loops, clear of each other", arguments: ["LR", "RL"])
    func sidewaysLoopLabels(direction: String) throws {
        let chart = try Diagrams.parseFlowchart(mermaid: "flowchart \(direction)\nA --> B\nB -->|a rather long label on a loop| B\nA -->|x| A")
        let placed = try GraphvizLayout.layout(chart)
        var labels: [Rect] = []
        for edge in placed.edges where edge.edge.from == edge.edge.to {
            let label = try #require(edge.edge.label), centre = try #require(edge.labelCentre)
            let width = TextMetrics.width(of: label) + 8, height = TextMetrics.height(of: label) + 2
            let rect = Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
            let loopTop = try #require(edge.points.map(\.y).min())
            #expect(rect.maxY <= loopTop + 1 && rect.maxY >= loopTop - 12, "label \(rect) just above its loop at \(loopTop)")
            labels.append(rect)
        }
        try #require(labels.count == 2)
        #expect(labels[0].maxX <= labels[1].x || labels[1].maxX <= labels[0].x, "labels apart: \(labels)")
        #expect(placed.bounds.height < 130, "no room left above the labels: \(placed.bounds)")
    }

    @Test("The checker itself catches a shape past the edge")
    func checkerCatchesOverflow() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect x="90" y="0" width="20" height="10"/><text x="95" y="20" text-anchor="start">wide text</text></svg>"#
        let geometry = SVGGeometry(svg)
        let viewBox = try #require(geometry.viewBox)
        #expect(geometry.boxes.count == 2)
        #expect(geometry.boxes.allSatisfy { !viewBox.contains($0.box) })
    }
}

/// The boxes an SVG's drawn elements cover, outside `<defs>`.
final class SVGGeometry: NSObject, XMLParserDelegate {
    var viewBox: Rect?
    var boxes: [(element: String, box: Rect)] = []
    private var defsDepth = 0
    private var text: (x: Double, y: Double, anchor: String, lines: [(y: Double, runs: [(String, Bool)])])?
    private var boldDepth: [Bool] = []

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        _ = parser.parse()
    }

    private static func numbers(_ text: String?) -> [Double] {
        guard let text else { return [] }
        var values: [Double] = []
        var current = ""
        func flush() {
            if let value = Double(current) { values.append(value) }
            current = ""
        }
        for character in text {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) || (character == "e") {
                current.append(character)
            } else if character == "-" {
                flush()
                current = "-"
            } else {
                flush()
            }
        }
        flush()
        return values
    }

    private func number(_ attributes: [String: String], _ name: String) -> Double {
        Double(attributes[name] ?? "") ?? 0
    }

    private func add(_ element: String, _ points: [Point]) {
        guard let first = points.first else { return }
        var box = Rect(x: first.x, y: first.y, width: 0, height: 0)
        for point in points.dropFirst() { box = box.union(Rect(x: point.x, y: point.y, width: 0, height: 0)) }
        boxes.append((element, box))
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "defs" { defsDepth += 1 }
        guard defsDepth == 0 else { return }
        switch name {
        case "svg" where viewBox == nil:
            let values = Self.numbers(attributes["viewBox"])
            if values.count == 4 { viewBox = Rect(x: values[0], y: values[1], width: values[2], height: values[3]) }
        case "rect":
            boxes.append((name, Rect(x: number(attributes, "x"), y: number(attributes, "y"), width: number(attributes, "width"), height: number(attributes, "height"))))
        case "circle":
            let r = number(attributes, "r")
            boxes.append((name, Rect(x: number(attributes, "cx") - r, y: number(attributes, "cy") - r, width: 2 * r, height: 2 * r)))
        case "line":
            add(name, [Point(x: number(attributes, "x1"), y: number(attributes, "y1")), Point(x: number(attributes, "x2"), y: number(attributes, "y2"))])
        case "polygon":
            let values = Self.numbers(attributes["points"])
            add(name, stride(from: 0, to: values.count - 1, by: 2).map { Point(x: values[$0], y: values[$0 + 1]) })
        case "path":
            add(name, Self.pathPoints(attributes["d"] ?? ""))
        case "text":
            text = (number(attributes, "x"), number(attributes, "y"), attributes["text-anchor"] ?? "start", [])
            boldDepth = [attributes["font-weight"] == "bold"]
        case "tspan":
            guard var current = text else { return }
            if let dy = attributes["dy"] {
                let y = (current.lines.last?.y ?? current.y) + (Double(dy) ?? 0)
                current.lines.append((y, []))
                text = current
            }
            boldDepth.append(attributes["font-weight"] == "bold" || (boldDepth.last ?? false))
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard var current = text else { return }
        if current.lines.isEmpty { current.lines.append((current.y, [])) }
        current.lines[current.lines.count - 1].runs.append((string, boldDepth.last ?? false))
        text = current
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "defs" { defsDepth -= 1 }
        if name == "tspan" { boldDepth.removeLast() }
        guard name == "text", let current = text else { return }
        text = nil
        for line in current.lines {
            let width = line.runs.reduce(0) { $0 + TextMetrics.width(of: $1.0, bold: $1.1) }
            let left = switch current.anchor {
            case "middle": current.x - width / 2
            case "end": current.x - width
            default: current.x
            }
            let size = TextMetrics.fontSize
            boxes.append(("text \"\(line.runs.map(\.0).joined())\"", Rect(x: left, y: line.y - 0.8 * size, width: width, height: size)))
        }
    }

    /// The end and control points of a path (absolute and relative M, L, H, V, C, A, Z).
    /// An arc contributes its end point and its radii around its chord's middle, which bounds it.
    static func pathPoints(_ d: String) -> [Point] {
        var points: [Point] = []
        var current = Point(x: 0, y: 0), start = current
        var scanner = d[...]
        while let commandIndex = scanner.firstIndex(where: { $0.isLetter }) {
            let command = scanner[commandIndex]
            let rest = scanner[scanner.index(after: commandIndex)...]
            let end = rest.firstIndex(where: { $0.isLetter && $0 != "e" }) ?? rest.endIndex
            let values = numbers(String(rest[..<end]))
            scanner = rest[end...]
            let relative = command.isLowercase
            func point(_ x: Double, _ y: Double) -> Point {
                relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            switch command.uppercased() {
            case "M", "L":
                for index in stride(from: 0, to: values.count - 1, by: 2) {
                    current = point(values[index], values[index + 1])
                    if command.uppercased() == "M", index == 0 { start = current }
                    points.append(current)
                }
            case "H":
                for value in values { current = Point(x: relative ? current.x + value : value, y: current.y); points.append(current) }
            case "V":
                for value in values { current = Point(x: current.x, y: relative ? current.y + value : value); points.append(current) }
            case "C":
                // The curve, sampled: its control points may lie well outside it.
                for index in stride(from: 0, to: values.count - 5, by: 6) {
                    let p0 = current, p1 = point(values[index], values[index + 1]), p2 = point(values[index + 2], values[index + 3])
                    let p3 = point(values[index + 4], values[index + 5])
                    for step in 1...20 {
                        let t = Double(step) / 20, u = 1 - t
                        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                        points.append(Point(x: a * p0.x + b * p1.x + c * p2.x + e * p3.x, y: a * p0.y + b * p1.y + c * p2.y + e * p3.y))
                    }
                    current = p3
                }
            case "A":
                for index in stride(from: 0, to: values.count - 6, by: 7) {
                    let target = point(values[index + 5], values[index + 6])
                    let middle = Point(x: (current.x + target.x) / 2, y: (current.y + target.y) / 2)
                    let rx = values[index], ry = values[index + 1]
                    points += [Point(x: middle.x - rx, y: middle.y - ry), Point(x: middle.x + rx, y: middle.y + ry), target]
                    current = target
                }
            case "Z":
                current = start
            default: break
            }
        }
        return points
    }
}
