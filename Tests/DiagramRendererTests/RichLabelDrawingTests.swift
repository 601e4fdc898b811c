import Diagnostics
import Foundation
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Rich labels in the SVG: styled `<tspan>`s, rules as lines, boxes measured for the
/// styled text, plain text for screen readers, and warnings handed back by `Diagrams.render`.
@Suite("Rich label drawing")
struct RichLabelDrawingTests {
    /// Supported tags of every kind, in both diagram kinds.
    static let taggedSources = [
        """
        flowchart LR
          A["<b>bold</b> <strong>strong</strong> <i>it</i> <em>em</em> <code>code</code>"] -->|<u>under</u> <s>struck</s>| B[x<sub>2</sub> y<sup>3</sup> <small>fine</small>]
          subgraph S [<B>Title</B><br/>second]
            C[<b><i>both</i></b><hr>below]
          end
        """,
        """
        sequenceDiagram
          participant A as <b>Alice</b>
          A->>B: <i>hello</i> <code>run()</code>
          note over A: <u>note</u><br>x<sup>2</sup>
          loop <em>every</em> tick
            B-->>A: <s>old</s> <small>new</small>
          end
        """,
    ]

    @Test("Each tag's styling appears as presentation attributes on the run's <tspan>")
    func styling() throws {
        let svg = try render(Self.taggedSources[0])
        for expected in [
            #"<tspan font-weight="bold">bold</tspan>"#, #"<tspan font-weight="bold">strong</tspan>"#,
            #"<tspan font-style="italic">it</tspan>"#, #"<tspan font-style="italic">em</tspan>"#,
            #"<tspan font-family="SFMono-Regular, Menlo, Consolas, &apos;Liberation Mono&apos;, &apos;DejaVu Sans Mono&apos;, monospace">code</tspan>"#,
            #"<tspan text-decoration="underline">under</tspan>"#, #"<tspan text-decoration="line-through">struck</tspan>"#,
            #"<tspan font-size="10.5" dy="2.8">2</tspan>"#, #"<tspan font-size="10.5" dy="-4.9">3</tspan>"#,
            #"<tspan font-size="11.9">fine</tspan>"#, #"<tspan font-weight="bold" font-style="italic">both</tspan>"#,
            #"<tspan font-weight="bold">Title</tspan>"#,
        ] {
            #expect(svg.contains(expected), "\(expected)")
        }
        let sequenceSVG = try render(Self.taggedSources[1])
        for expected in [
            #"<tspan font-weight="bold">Alice</tspan>"#, #"<tspan font-style="italic">hello</tspan>"#,
            #"<tspan text-decoration="underline">note</tspan>"#, #"<tspan font-style="italic">every</tspan>"#,
            #"<tspan text-decoration="line-through">old</tspan>"#,
        ] {
            #expect(sequenceSVG.contains(expected), "\(expected)")
        }
    }

    @Test("A shifted run's baseline is restored for the run and the line after it")
    func shiftRestored() throws {
        let svg = try render("flowchart TD\n  A[x<sup>2</sup> after<br>next]")
        #expect(svg.contains(#"x<tspan font-size="10.5" dy="-4.9">2</tspan><tspan dy="4.9"> after</tspan></tspan><tspan x="#))
        #expect(svg.contains(#"dy="18">next</tspan>"#))
    }

    @Test("No tag is ever printed as text, and entities are escaped exactly once", arguments: taggedSources)
    func noTagsAsText(source: String) throws {
        let svg = try render(source)
        #expect(SVGInspection(svg).parsed)
        for name in ["b", "strong", "i", "em", "code", "u", "s", "sub", "sup", "small", "br", "hr", "B"] {
            #expect(!svg.contains("&lt;\(name)&gt;") && !svg.contains("&lt;/\(name)&gt;") && !svg.contains("&lt;\(name)/"), "\(name)")
        }
        #expect(!svg.contains("&amp;lt;") && !svg.contains("&amp;amp;"))
    }

    @Test("<hr> draws a line across the label between its text lines")
    func ruleLine() throws {
        let svg = try render("flowchart TD\n  A[top<hr>bottom]")
        let inspection = SVGInspection(svg)
        let lines = inspection.elements.filter { $0.name == "line" && $0.attributes["class"] == "line" }
        #expect(lines.count == 1)
        guard let rule = lines.first, let y = Double(rule.attributes["y1"] ?? ""), let x1 = Double(rule.attributes["x1"] ?? ""),
            let x2 = Double(rule.attributes["x2"] ?? "")
        else { return }
        #expect(rule.attributes["y2"] == rule.attributes["y1"])
        #expect(x2 - x1 >= TextMetrics.width(of: "bottom") - 0.01)
        // Between the two text lines: the text's first baseline, and the second 36 below it.
        // The `<text>` holding "top" starts with its first baseline, `y="…"`.
        let before = svg[..<(svg.range(of: ">top</tspan>")?.lowerBound ?? svg.startIndex)]
        let textStart = before.range(of: "<text ", options: .backwards)?.upperBound ?? before.startIndex
        let yValue = before[textStart...].split(separator: " ").first { $0.hasPrefix("y=") }?.dropFirst(3).dropLast()
        let baseline = try #require(yValue.flatMap { Double($0) })
        #expect(y > baseline && y < baseline + 36)
        #expect(svg.contains(#"dy="36">bottom</tspan>"#))
    }

    @Test("Styled runs are measured as drawn: bold and code wider, small and scripts narrower")
    func measurement() throws {
        let plain = try flowchart("flowchart TD", "A[function name]").node("A")!
        let bold = try flowchart("flowchart TD", "A[<b>function name</b>]").node("A")!
        let code = try flowchart("flowchart TD", "A[<code>function name</code>]").node("A")!
        let small = try flowchart("flowchart TD", "A[<small>function name</small>]").node("A")!
        let sup = try flowchart("flowchart TD", "A[function<sup>name</sup>]").node("A")!
        let width = { (node: FlowNode) in TextMetrics.width(of: node.label) }
        #expect(width(bold) > width(plain))
        #expect(width(code) > width(plain))
        #expect(width(small) < width(plain))
        #expect(width(sup) < width(plain))
        #expect(FlowchartLayout.size(for: bold).width > FlowchartLayout.size(for: plain).width)
        #expect(FlowchartLayout.size(for: code).width > FlowchartLayout.size(for: plain).width)
        // Monospace: every character takes the same advance.
        #expect(TextMetrics.width(of: Label(markdown: "<code>iiii</code>")) == TextMetrics.width(of: Label(markdown: "<code>WWWW</code>")))
        let rule = try flowchart("flowchart TD", "A[top<hr>bottom]").node("A")!
        #expect(TextMetrics.height(of: rule.label) == 3 * TextMetrics.lineHeight)
    }

    @Test("The accessible name and description hold the text without tags or entities")
    func accessibleText() throws {
        let svg = try render("flowchart TD\n  A[<b>Start</b> &amp; go] -->|<i>next</i>| B[<div>End</div>]")
        let description = SVGInspection(svg).texts["desc"] ?? ""
        #expect(description.contains("Start & go to End: next"))
        #expect(!description.contains("<") && !description.contains("&amp;"))
        let sequenceSVG = try render("sequenceDiagram\n  title <b>Login</b> &amp; more\n  A->>B: <i>hi</i>")
        let inspection = SVGInspection(sequenceSVG)
        #expect(inspection.texts["title"] == "Login & more")
        #expect(inspection.texts["desc"]?.contains("1. A to B: hi") == true)
        let authored = try render("flowchart TD\n  accTitle: <b>Steps</b> &amp; more\n  accDescr {\n    one &lt;1&gt;\n    <i>two</i>\n  }\n  A")
        #expect(SVGInspection(authored).texts["title"] == "Steps & more")
        #expect(SVGInspection(authored).texts["desc"] == "one <1>\ntwo")
    }

    @Test("Diagrams.render returns the warnings, located in the chapter, and still draws the diagram")
    func renderedWarnings() throws {
        let source = "flowchart TD\n  A[<span>x</span>] --> B[<b>ok</b>]"
        let rendered = try Diagrams.render(mermaid: source, file: "chapter.md", firstLine: 10, idPrefix: "d")
        #expect(rendered.warnings.map(\.location) == ["chapter.md:11:5"])
        #expect(rendered.warnings.first?.severity == .warning)
        #expect(rendered.warnings.first?.description.hasPrefix("chapter.md:11:5: warning: '<span>' is not supported") == true)
        #expect(rendered.svg.contains(">x</tspan>"))
        let clean = try Diagrams.render(mermaid: "sequenceDiagram\n  A->>B: <b>fine</b>", file: "c.md", firstLine: 1, idPrefix: "d")
        #expect(clean.warnings.isEmpty)
        let sequenceWarning = try Diagrams.render(mermaid: "sequenceDiagram\n  A->>B: <p>para</p>", file: "c.md", firstLine: 1, idPrefix: "d")
        #expect(sequenceWarning.warnings.map(\.location) == ["c.md:2:10"])
    }
}
