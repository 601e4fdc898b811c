import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Flowchart syntax real diagrams write and Mermaid accepts: links continued on the next
/// line, `.` and `-` in IDs, quoted labels over several lines, subgraph titles followed by
/// words, and `style`/`class` on subgraphs.
@Suite("Flowchart syntax as written")
struct FlowchartWrittenSyntaxTests {
    private func pairs(_ chart: Flowchart) -> [String] { chart.edges.map { "\($0.from)->\($0.to)" } }

    @Test("A link at the end of a line takes its target from the next line")
    func operatorEndsLine() throws {
        let chart = try flowchart("flowchart LR",
            "A -->", "  B", "B -- text -->", "  C", "C -.->", "", "  D[Done]", "D -->", "|late label| E")
        #expect(pairs(chart) == ["A->B", "B->C", "C->D", "D->E"])
        #expect(chart.edges.map { $0.label?.plainText } == [nil, "text", nil, "late label"])
        #expect(chart.edges[2].line == .dotted)
        #expect(chart.node("D")?.label.plainText == "Done")
    }

    @Test("A link may start a line and continue the chain above, as in Mermaid")
    func operatorStartsLine() throws {
        let chart = try flowchart("flowchart TD", "A", "  --> B", "  ==> C", "D")
        #expect(pairs(chart) == ["A->B", "B->C"])
        #expect(chart.edges.map(\.line) == [.normal, .thick])
        #expect(chart.nodes.map(\.id) == ["A", "B", "C", "D"])
    }

    @Test("Errors on a continued line point at that line")
    func continuedLineErrors() throws {
        let missing = try #require(parseError("flowchart TD\nA -->\n  B[unclosed"))
        #expect((missing.line, missing.column) == (3, 5))
        let afterPipe = try #require(parseError("flowchart TD\nA -->|label|\n  B"))
        #expect((afterPipe.line, afterPipe.column) == (2, 13))
        #expect(afterPipe.hint?.contains("same line") == true || afterPipe.message.contains("same line"))
    }

    @Test("'.' and '-' inside node IDs, while '-.->' and '-->' stay edges")
    func dotsInIDs() throws {
        let chart = try flowchart("flowchart LR",
            "HTTP1.1 --> a.b[Text]", "a.b-.->api-gateway", "api-gateway-->HTTP1.1", "x.y --- z")
        #expect(pairs(chart) == ["HTTP1.1->a.b", "a.b->api-gateway", "api-gateway->HTTP1.1", "x.y->z"])
        #expect(chart.edges.map(\.line) == [.normal, .dotted, .normal, .normal])
        #expect(chart.node("a.b")?.label.plainText == "Text")
        #expect(chart.nodes.map(\.id) == ["HTTP1.1", "a.b", "api-gateway", "x.y", "z"])
    }

    @Test("A dotted link straight after an ID still reads greedily")
    func dottedLinkAfterID() throws {
        let chart = try flowchart("flowchart LR", "A-.->B", "C-. note .->D", "E-.-F")
        #expect(pairs(chart) == ["A->B", "C->D", "E->F"])
        #expect(chart.edges.allSatisfy { $0.line == .dotted })
        #expect(chart.edges[1].label?.plainText == "note")
    }

    @Test("A quoted label may run over lines; each line break breaks the label")
    func multiLineQuotedLabels() throws {
        let chart = try flowchart("flowchart TD",
            "A[\"first line", "   second line\"] -->|\"edge", "  text\"| B(\"one", "two\")", "B -- \"dash", "text\" --> C")
        #expect(chart.node("A")?.label.plainLines == ["first line", "second line"])
        #expect(chart.node("B")?.label.plainLines == ["one", "two"])
        #expect(chart.node("B")?.shape == .roundedRectangle)
        #expect(chart.edges.map { $0.label?.plainLines ?? [] } == [["edge", "text"], ["dash", "text"]])
        let svg = try render("flowchart TD\nA[\"first line\n   second line\"] --> B")
        #expect(svg.contains(">first line<") && svg.contains(">second line<"))
    }

    @Test("An unterminated quote is reported at the opening quote")
    func unterminatedQuote() throws {
        let never = try #require(parseError("flowchart TD\nA[\"open --> B\nC --> D"))
        #expect((never.line, never.column) == (2, 3))
        let later = try #require(parseError("flowchart TD\nA[\"open] --> B\nC[\"x\"] --> D"))
        #expect((later.line, later.column) == (2, 3), "\(later)")
    }

    @Test("A quoted subgraph title may be followed by more words")
    func subgraphTitleWords() throws {
        let chart = try flowchart("flowchart TD", "subgraph \"My title\" more words", "  A", "end", "subgraph id [Title]", "  B", "end")
        #expect(chart.subgraphs.map(\.title.plainText) == ["My title more words", "Title"])
        #expect(chart.subgraphs[0].nodeIDs == ["A"])
        #expect(chart.subgraphs[1].id == "id")
        #expect(chart.subgraphs[0].id == "subGraph0")
        let named = try flowchart("flowchart TD", "subgraph \"One\"", "  A", "end", "subgraph \"Two words\"", "  B", "end", "A --> One")
        #expect(named.subgraphs.map(\.id) == ["One", "subGraph1"], "a one-word quoted title is the ID, as in Mermaid")
        #expect(named.node("One") == nil)
        let error = try #require(parseError("flowchart TD\nsubgraph id[\"Title\"] trailing\nA\nend"))
        #expect(error.line == 2, "Mermaid rejects words after a bracketed title too")
    }

    @Test("'style' and 'class' on a subgraph paint its frame")
    func subgraphStyle() throws {
        let source = "flowchart LR\nsubgraph Box [Cluster]\n  A --> B\nend\nclassDef warm stroke:#c60\nstyle Box fill:#eef,stroke:#333\nclass Box warm"
        let chart = try Diagrams.parseFlowchart(mermaid: source)
        #expect(chart.subgraphs[0].style.map(\.property) == ["fill", "stroke"])
        #expect(chart.subgraphs[0].classes == ["warm"])
        #expect(chart.node("Box") == nil, "the subgraph's ID does not become a node")
        let svg = try render(source)
        let frame = try #require(SVGInspection(svg).elements.first { $0.name == "rect" && $0.attributes["class"] == "cluster" })
        #expect(frame.attributes["style"] == "stroke:#c60;fill:#eef;stroke:#333")
        #expect(svg.contains("class=\"cluster class-warm\""))
    }

    @Test("'style' naming neither a node nor a subgraph creates the node, as Mermaid does; 'class' does not")
    func styleCreatesNode() throws {
        let chart = try flowchart("flowchart LR", "A --> B", "style Ghost fill:#f00", "class Phantom warm")
        #expect(chart.nodes.map(\.id) == ["A", "B", "Ghost"])
        #expect(chart.node("Ghost")?.style.map(\.value) == ["#f00"])
        #expect(chart.node("Ghost")?.label.plainText == "Ghost")
        #expect(chart.node("Phantom") == nil)
    }
}
