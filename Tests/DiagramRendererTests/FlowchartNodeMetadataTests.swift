import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Mermaid 11.3's node metadata, `A@{ shape: …, label: … }`, onto the shapes the renderer draws.
@Suite("Flowchart node metadata")
struct FlowchartNodeMetadataTests {
    @Test("Every Mermaid name and alias of a drawn shape maps onto it", arguments: [
        ("rect", NodeShape.rectangle), ("proc", .rectangle), ("process", .rectangle), ("rectangle", .rectangle),
        ("rounded", .roundedRectangle), ("event", .roundedRectangle),
        ("stadium", .stadium), ("terminal", .stadium), ("pill", .stadium),
        ("fr-rect", .subroutine), ("subprocess", .subroutine), ("subproc", .subroutine),
        ("framed-rectangle", .subroutine), ("subroutine", .subroutine),
        ("cyl", .cylinder), ("cylinder", .cylinder), ("db", .cylinder), ("database", .cylinder),
        ("circle", .circle), ("circ", .circle), ("dbl-circ", .doubleCircle), ("double-circle", .doubleCircle),
        ("diam", .diamond), ("decision", .diamond), ("diamond", .diamond), ("question", .diamond),
        ("hex", .hexagon), ("hexagon", .hexagon), ("prepare", .hexagon),
        ("lean-r", .leanRight), ("lean-right", .leanRight), ("in-out", .leanRight),
        ("lean-l", .leanLeft), ("lean-left", .leanLeft), ("out-in", .leanLeft),
        ("trap-b", .trapezoid), ("trapezoid-bottom", .trapezoid), ("priority", .trapezoid), ("trapezoid", .trapezoid),
        ("trap-t", .invertedTrapezoid), ("trapezoid-top", .invertedTrapezoid), ("inv-trapezoid", .invertedTrapezoid),
        ("manual", .invertedTrapezoid), ("odd", .asymmetric),
    ])
    func shapeNames(name: String, shape: NodeShape) throws {
        let chart = try flowchart("flowchart LR", "A@{ shape: \(name) } --> B")
        #expect(chart.node("A")?.shape == shape)
        #expect(chart.node("A")?.label.plainText == "A", "without a label the ID is shown")
        #expect(chart.node("B")?.shape == .rectangle)
    }

    @Test("Shape and label on one line, with or without spaces, and quoted labels holding commas and brackets")
    func oneLine() throws {
        let chart = try flowchart("flowchart TD",
            "A@{ shape: rect, label: \"Text, with [brackets]\" }", "B@{shape: diam}", "C@{ label: 'Single quoted', shape: hex }")
        #expect(chart.nodes.map(\.shape) == [.rectangle, .diamond, .hexagon])
        #expect(chart.nodes.map(\.label.plainText) == ["Text, with [brackets]", "B", "Single quoted"])
    }

    @Test("Metadata may span lines, and a quoted label's line break breaks the label")
    func multiLine() throws {
        let chart = try flowchart("flowchart TD",
            "A@{", "  shape: cyl", "  label: \"first line", "     second line\"", "}", "A --> B")
        let node = try #require(chart.node("A"))
        #expect(node.shape == .cylinder)
        #expect(node.label.plainLines == ["first line", "second line"])
        #expect(chart.edges.map(\.from) == ["A"])
    }

    @Test("Metadata in a chain, after a bracket shape and a class, and in an & group")
    func inChains() throws {
        let chart = try flowchart("flowchart LR",
            "A@{shape: circle} --> B[Old]@{ shape: stadium, label: New } & C:::hot@{ shape: diam }",
            "classDef hot fill:#f96")
        #expect(chart.edges.map { "\($0.from)->\($0.to)" } == ["A->B", "A->C"])
        #expect(chart.node("A")?.shape == .circle)
        #expect(chart.node("B")?.shape == .stadium)
        #expect(chart.node("B")?.label.plainText == "New")
        #expect(chart.node("C")?.shape == .diamond)
        #expect(chart.node("C")?.classes == ["hot"])
    }

    @Test("Keys that only size pictures are ignored; icons and images are located errors")
    func otherKeys() throws {
        let chart = try flowchart("flowchart TD", "A@{ shape: rect, label: \"x\", w: 60, h: 60, pos: t, constraint: on, form: square }")
        #expect(chart.node("A")?.shape == .rectangle)
        let icon = try #require(parseError("flowchart TD\nA@{ icon: \"fa:user\", label: \"User\" }"))
        #expect((icon.line, icon.column) == (2, 5))
        #expect(icon.message.contains("icon"))
        #expect(icon.hint != nil)
        let image = try #require(parseError("flowchart TD\nB --> A@{ img: \"https://example.com/x.png\" }"))
        #expect((image.line, image.column) == (2, 11))
    }

    @Test("A Mermaid shape the workbook does not draw is named, with what is drawn", arguments: ["doc", "cloud", "bolt", "notch-rect"])
    func undrawnShape(name: String) throws {
        let error = try #require(parseError("flowchart TD\nA@{ shape: \(name) }"))
        #expect((error.line, error.column) == (2, 12))
        #expect(error.message.contains("'\(name)'"))
        #expect(error.message.contains("not drawn"))
        #expect(error.hint?.contains("diam") == true)
    }

    @Test("Unknown or miscased shapes, a missing colon and an unclosed '@{' are located errors", arguments: [
        ("A@{ shape: blob }", 2, 12, "no such shape 'blob'"),
        ("A@{ shape: Rect }", 2, 12, "lowercase"),
        ("A@{ shape rect }", 2, 5, "key: value"),
        ("A@{ shape: rect", 2, 2, "never closed"),
        ("A@{ shape: rect, label: \"open }", 2, 2, "never closed"),
    ])
    func errors(body: String, line: Int, column: Int, message: String) throws {
        let error = try #require(parseError("flowchart TD\n" + body))
        #expect((error.line, error.column) == (line, column), "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test("A node given its shape by metadata renders as that shape")
    func renders() throws {
        let svg = try render("flowchart LR\n  Start@{ shape: circle, label: \"Go\" } --> Check@{ shape: diam, label: \"OK?\" }")
        let inspection = SVGInspection(svg)
        #expect(inspection.parsed)
        let shapes = inspection.elements.filter { $0.name != "g" && $0.attributes["class"] == "node" }.map(\.name)
        #expect(shapes == ["circle", "polygon"], "a circle, then the decision's diamond")
        #expect(svg.contains(">Go<") && svg.contains(">OK?<"))
    }
}

@Suite("Flowchart node metadata over lines")
struct FlowchartNodeMetadataBlockTests {
    @Test("A YAML block label keeps its lines; commas and braces in quotes and block text are text")
    func blockScalars() throws {
        let chart = try flowchart("flowchart TB",
            "A@{", "  label: |", "    This is a", "    multiline, string", "  shape: hex", "}",
            "B@{", "  label: \"with } and, comma\"", "}", "C@{ label: User's page }")
        #expect(chart.node("A")?.label.plainLines == ["This is a", "multiline, string"])
        #expect(chart.node("A")?.shape == .hexagon)
        #expect(chart.node("B")?.label.plainText == "with } and, comma")
        #expect(chart.node("C")?.label.plainText == "User's page")
    }
}
