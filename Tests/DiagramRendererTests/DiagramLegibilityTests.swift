import Foundation
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// What keeps a diagram legible (issue 14), checked in the SVG itself; how the page then
/// draws it is measured in Chromium by DiagramBrowserTests.
@Suite("Diagram legibility")
struct DiagramLegibilityTests {
    func root(_ svg: String) throws -> [String: String] {
        try #require(SVGInspection(svg).elements.first { $0.name == "svg" }?.attributes)
    }

    @Test("The SVG names its natural size and no minimum width: the page scales it to the width it has")
    func naturalWidthOnly() throws {
        let svg = try Diagrams.renderSVG(mermaid: "sequenceDiagram\nReader->>Book: open", file: "t.md", firstLine: 1, idPrefix: "d")
        let attributes = try root(svg)
        let box = try #require(attributes["viewBox"]?.split(separator: " ").compactMap { Double($0) })
        #expect(attributes["width"].flatMap(Double.init) == box[2])
        #expect(attributes["height"].flatMap(Double.init) == box[3])
        #expect(attributes["style"] == nil)
        #expect(DiagramSizing.readableScale * TextMetrics.fontSize == DiagramSizing.readableLabelPixels)
        #expect(DiagramSizing.readableWidth(natural: box[2]) == (box[2] * 11 / 14).rounded(.up))
    }

    @Test("The standalone copy is the same drawing in the light colours written out, on white")
    func standaloneCopy() throws {
        let diagram = try Diagrams.render(
            mermaid: "sequenceDiagram\nReader->>Book: open\nNote over Book: a note", file: "t.md", firstLine: 1, idPrefix: "d")
        let page = SVGInspection(diagram.svg), standalone = SVGInspection(diagram.standaloneSVG)
        #expect(standalone.root["width"] == page.root["width"] && standalone.root["viewBox"] == page.root["viewBox"])
        #expect(standalone.root["style"] == "color-scheme:light")
        #expect(!diagram.standaloneSVG.contains("var(--"), "no custom property: nothing sets them outside a page")
        #expect(diagram.standaloneSVG.contains("#d .note{fill:#fff8db;stroke:#b7950b}"))
        let background = try #require(standalone.elements.first { $0.attributes["class"] == "background" })
        #expect(background.attributes["fill"] == "#ffffff" && background.attributes["width"] == page.root["width"])
        #expect(standalone.texts == page.texts, "the same title and description")
    }

    @Test("Labels are never stroked, so a group's outline colour does not edge their glyphs")
    func labelsAreNotStroked() throws {
        let sheet = Paint.styleSheet(rootID: "d")
        let textRule = try #require(sheet.split(separator: "\n").first { $0.hasPrefix("#d text{") })
        #expect(textRule.contains("stroke:none"))
    }

    @Test("With autonumber a double-headed message's badge clears its start arrowhead", arguments: ["A<<->>B: both", "B<<->>A: both", "A<<-->>B: both"])
    func badgeClearsStartArrowhead(message: String) throws {
        let svg = try Diagrams.renderSVG(mermaid: "sequenceDiagram\nautonumber\nparticipant A\nparticipant B\n\(message)\nA->>B: one way",
            file: "t.md", firstLine: 1, idPrefix: "d")
        let elements = SVGInspection(svg).elements
        let lines = elements.filter { $0.name == "line" && $0.attributes["marker-end"] != nil }
        let circles = elements.filter { $0.name == "circle" && $0.attributes["class"] == "number" }
        try #require(lines.count == 2 && circles.count == 2)
        func number(_ value: String?) -> Double { value.flatMap(Double.init) ?? .nan }
        let start = number(lines[0].attributes["x1"]), badge = number(circles[0].attributes["cx"])
        #expect(lines[0].attributes["marker-start"] != nil)
        #expect(abs(badge - start) >= ArrowMarker.length + SequenceLayout.Metrics.numberRadius, "badge at \(badge), line starts at \(start)")
        let end = number(lines[0].attributes["x2"])
        #expect((badge - start) * (end - start) > 0, "the badge moves along the line, towards its end")
        // A one-way message keeps its badge on the sender's lifeline, as Mermaid draws it.
        #expect(number(circles[1].attributes["cx"]) == number(lines[1].attributes["x1"]))
    }
}

/// A node the author filled without naming a text colour (issue 14).
@Suite("Labels on an author's fill")
struct FillContrastTests {
    @Test("A light fill gets dark text and a dark fill white text, each at WCAG AA", arguments: [
        ("#f96", FillContrast.darkText), ("#ffcc00", FillContrast.darkText), ("rgb(255, 255, 255)", FillContrast.darkText),
        ("#333", FillContrast.lightText), ("#1d4ed8", FillContrast.lightText), ("rgb(120, 0, 0)", FillContrast.lightText),
    ])
    func readableOnFill(fill: String, expected: String) throws {
        let colour = try #require(FillContrast.labelColour(onFill: fill))
        #expect(colour == expected)
        let ratio = FillContrast.contrast(FillContrast.luminance(FillContrast.rgb(fill)!), FillContrast.luminance(FillContrast.rgb(colour)!))
        #expect(ratio >= 4.5, "\(colour) on \(fill): \(ratio):1")
    }

    @Test("Names, translucent and malformed fills are left to the theme", arguments: ["orange", "#ff996680", "#12", "rgb(1,2)", "url(#x)"])
    func unreadFills(fill: String) {
        #expect(FillContrast.labelColour(onFill: fill) == nil)
    }

    @Test("The label of a node filled by classDef is drawn in the colour that reads on the fill")
    func nodeLabelFollowsItsFill() throws {
        let svg = try Diagrams.renderSVG(mermaid: "flowchart LR\nA:::warm --> B\nclassDef warm fill:#f96\nstyle B fill:#333,color:#eee",
            file: "t.md", firstLine: 1, idPrefix: "d")
        let texts = SVGInspection(svg).elements.filter { $0.name == "text" }
        #expect(texts.first?.attributes["style"] == "fill:\(FillContrast.darkText)")
        #expect(texts.dropFirst().first?.attributes["style"] == "fill:#eee", "an author's own color wins")
    }
}
