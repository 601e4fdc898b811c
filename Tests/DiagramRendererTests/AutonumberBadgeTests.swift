import Testing
@testable import DiagramRenderer

/// `autonumber` badges fit their numbers (issue 23): two-digit badges overflowed their circles.
@Suite("Autonumber badges")
struct AutonumberBadgeTests {
    /// The badges of a diagram numbered from `start`: (width, centre x, number drawn, its centre x).
    func badges(start: Int, messages: Int = 2) throws -> [(width: Double, centre: Double, text: String, textX: Double)] {
        let body = (0..<messages).map { $0 % 2 == 0 ? "A->>B: go" : "B->>B: self" }
        let svg = try render((["sequenceDiagram", "autonumber \(start)"] + body).joined(separator: "\n"))
        let elements = SVGInspection(svg).elements
        var found: [(Double, Double, String, Double)] = []
        func number(_ value: String?) -> Double { value.flatMap(Double.init) ?? .nan }
        for (index, element) in elements.enumerated() where element.attributes["class"] == "number" {
            let width = element.name == "circle" ? 2 * number(element.attributes["r"]) : number(element.attributes["width"])
            let centre = element.name == "circle" ? number(element.attributes["cx"]) : number(element.attributes["x"]) + width / 2
            let text = try #require(elements[(index + 1)...].first { $0.name == "text" })
            found.append((width, centre, "", number(text.attributes["x"])))
        }
        // The drawn numbers, in order, from the SVG text.
        let numbers = (start..<(start + messages)).map(String.init)
        return zip(found, numbers).map { ($0.0.0, $0.0.1, $0.1, $0.0.3) }
    }

    @Test("A badge is at least as wide as its number with room either side, and centred on it", arguments: [1, 9, 10, 99, 100, 998, 12345])
    func fits(start: Int) throws {
        let placed = try badges(start: start)
        try #require(placed.count == 2)
        for badge in placed {
            let textWidth = TextMetrics.width(of: badge.text)
            #expect(badge.width >= textWidth + 6, "\(badge.text): badge \(badge.width) wide for text \(textWidth)")
            #expect(abs(badge.textX - badge.centre) < 0.01, "number centred in its badge")
        }
    }

    @Test("One digit keeps Mermaid's round badge; longer numbers widen it, never narrow it")
    func widthGrowsWithLength() throws {
        let widths = try [1, 10, 100, 1000].map { try badges(start: $0, messages: 1)[0].width }
        #expect(widths[0] == 2 * SequenceLayout.Metrics.numberRadius)
        #expect(widths == widths.sorted() && Set(widths).count == 4, "\(widths)")
        let svg = try render("sequenceDiagram\nautonumber\nA->>B: one")
        #expect(SVGInspection(svg).elements.contains { $0.name == "circle" && $0.attributes["class"] == "number" })
        let wide = try render("sequenceDiagram\nautonumber 10\nA->>B: ten")
        #expect(SVGInspection(wide).elements.contains { $0.name == "rect" && $0.attributes["class"] == "number" && $0.attributes["rx"] == "9" })
    }

    @Test("A self-message's label starts past its badge, however wide")
    func selfLabelClearsBadge() throws {
        for start in [1, 100, 10000] {
            let layout = SequenceLayoutEngine.layout(try sequence("autonumber \(start)", "A->>A: think"))
            let message = try #require(layout.messages.first)
            let badge = try #require(message.badge)
            #expect(message.labelCentre.x >= badge.maxX, "label at \(message.labelCentre.x), badge ends at \(badge.maxX)")
        }
    }
}
