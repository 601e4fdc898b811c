import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Reference test diagrams 16–24 (mermaid-subset.md §4).
@Suite("Flowchart parser")
struct FlowchartParserTests {
    @Test("16: directions; none means top to bottom, TD is TB")
    func directions() throws {
        #expect(try flowchart("graph", "A-->B").direction == .topToBottom)
        #expect(try flowchart("flowchart TD", "A-->B").direction == .topToBottom)
        #expect(try flowchart("flowchart LR", "A-->B").direction == .leftToRight)
        #expect(try flowchart("graph BT;A-->B").direction == .bottomToTop)
    }

    @Test("17: all fourteen shapes in seven edges")
    func shapes() throws {
        let chart = try flowchart("flowchart TD",
            "a1[rect] --> a2(round)", "a3([stadium]) --> a4[[sub]]", "a5[(cyl)] --> a6((circle))",
            "a7(((double))) --> a8>asym]", "a9{diamond} --> a10{{hex}}", "a11[/lean right/] --> a12[\\lean left\\]",
            "a13[/trap\\] --> a14[\\inv/]")
        #expect(chart.edges.count == 7)
        #expect(chart.nodes.map(\.shape) == [
            .rectangle, .roundedRectangle, .stadium, .subroutine, .cylinder, .circle, .doubleCircle,
            .asymmetric, .diamond, .hexagon, .leanRight, .leanLeft, .trapezoid, .invertedTrapezoid,
        ])
        #expect(chart.nodes.map(\.label.plainText) == [
            "rect", "round", "stadium", "sub", "cyl", "circle", "double", "asym", "diamond", "hex",
            "lean right", "lean left", "trap", "inv",
        ])
    }

    @Test("18: heads, line styles and double ends")
    func heads() throws {
        let chart = try flowchart("flowchart LR",
            "A-->B", "A---C", "A-.->D", "A==>E", "A--oF", "A--xG", "A<-->H", "A~~~I", "A o--o J", "A x--x K")
        let edges = chart.edges
        #expect(edges.map(\.to) == ["B", "C", "D", "E", "F", "G", "H", "I", "J", "K"])
        #expect(edges.map(\.head) == [.arrow, .none, .arrow, .arrow, .circle, .cross, .arrow, .none, .circle, .cross])
        #expect(edges.map(\.tail) == [.none, .none, .none, .none, .none, .none, .arrow, .none, .circle, .cross])
        #expect(edges.map(\.line) == [.normal, .normal, .dotted, .thick, .normal, .normal, .normal, .invisible, .normal, .normal])
        #expect(edges.filter(\.isDoubleEnded).count == 3)
    }

    @Test("19: edge lengths")
    func lengths() throws {
        let chart = try flowchart("flowchart TD",
            "A-->B", "A--->C", "A---->D", "A-..->E", "A===>F", "A -- No ----> G", "A~~~~H")
        #expect(chart.edges.map(\.length) == [1, 2, 3, 2, 2, 3, 2])
        #expect(chart.edges[5].label?.plainText == "No")
        #expect(chart.edges[6].line == .invisible)
    }

    @Test("20: labelled edges in both forms")
    func edgeLabels() throws {
        let chart = try flowchart("flowchart TD",
            "A-->|pipe text|B", "A-- dash text -->C", "A-. dot .->D", "A== thick ==>E", "A -->|\"a | b\"| H")
        #expect(chart.edges.map { $0.label?.plainText } == ["pipe text", "dash text", "dot", "thick", "a | b"])
        #expect(chart.edges.map(\.line) == [.normal, .normal, .dotted, .thick, .normal])
        #expect(chart.edges.map(\.to) == ["B", "C", "D", "E", "H"])
    }

    @Test("21: chains and & groups")
    func chains() throws {
        let chain = try flowchart("flowchart TD", "A --> B --> C")
        #expect(chain.edges.map { "\($0.from)\($0.to)" } == ["AB", "BC"])
        let product = try flowchart("flowchart TD", "A & B --> C & D")
        #expect(product.edges.map { "\($0.from)\($0.to)" } == ["AC", "AD", "BC", "BD"])
    }

    @Test("22: subgraphs with IDs, titles, direction, and an edge to a cluster")
    func subgraphs() throws {
        let chart = try flowchart("flowchart LR",
            "subgraph nav [Navigation layer]", "direction TB", "r[Router] --> s[(Back stack)]", "end",
            "subgraph \"UI layer\"", "v[Screen]", "end", "v --> nav")
        #expect(chart.subgraphs.count == 2)
        #expect(chart.subgraphs[0].id == "nav")
        #expect(chart.subgraphs[0].title.plainText == "Navigation layer")
        #expect(chart.subgraphs[0].direction == .topToBottom)
        #expect(chart.subgraphs[0].nodeIDs == ["r", "s"])
        #expect(chart.subgraphs[1].title.plainText == "UI layer")
        #expect(chart.subgraphs[1].nodeIDs == ["v"])
        #expect(chart.nodes.map(\.id) == ["r", "s", "v"])
        #expect(chart.edges.last.map { "\($0.from)->\($0.to)" } == "v->nav")
    }

    @Test("Nested subgraphs form a tree")
    func nestedSubgraphs() throws {
        let chart = try flowchart("flowchart TB", "subgraph outer", "a", "subgraph inner", "b", "end", "end", "a --> b")
        #expect(chart.subgraphs.map(\.id) == ["outer"])
        #expect(chart.subgraphs[0].subgraphs.map(\.id) == ["inner"])
        #expect(chart.subgraphs[0].subgraphs[0].nodeIDs == ["b"])
    }

    @Test("23: quoted, markdown and two-line labels")
    func labels() throws {
        let chart = try flowchart("flowchart TD",
            "A[\"Pop (back) #quot;root#quot;\"] --> B[\"`**Deep** link`\"] --> C[line1<br>line2]")
        #expect(chart.nodes[0].label.plainText == "Pop (back) \"root\"")
        #expect(chart.nodes[1].label.lines == [[.init("Deep", bold: true), .init(" link")]])
        #expect(chart.nodes[2].label.plainLines == ["line1", "line2"])
    }

    @Test("Markdown strings may span lines; the last text set wins")
    func markdownNewlines() throws {
        let chart = try flowchart("flowchart TD", "A[\"`one", "*two*`\"]", "A[again]")
        #expect(chart.nodes.count == 1)
        #expect(chart.nodes[0].label.plainText == "again")
        let multi = try flowchart("flowchart TD", "A[\"`one", "*two*`\"]")
        #expect(multi.nodes[0].label.lines == [[.init("one")], [.init("two", italic: true)]])
    }

    @Test("24: classes, styles, linkStyle; click is ignored")
    func styling() throws {
        let chart = try flowchart("flowchart TD",
            "A:::hot --> B", "A --> C", "classDef hot fill:#f96", "class B hot", "style C stroke:#333",
            "linkStyle 1 stroke:red", "click A \"https://example.com\" \"tip\"")
        #expect(chart.nodes.map(\.id) == ["A", "B", "C"])
        #expect(chart.edges.count == 2)
        #expect(chart.nodes[0].classes == ["hot"])
        #expect(chart.nodes[1].classes == ["hot"])
        #expect(chart.classDefinitions["hot"] == [StyleDeclaration(property: "fill", value: "#f96")])
        #expect(chart.nodes[2].style == [StyleDeclaration(property: "stroke", value: "#333")])
        #expect(chart.edges[0].style.isEmpty)
        #expect(chart.edges[1].style == [StyleDeclaration(property: "stroke", value: "red")])
    }

    @Test("Mermaid's own gotcha: dev---ops is a circle edge to ps")
    func greedyOperator() throws {
        let chart = try flowchart("flowchart LR", "dev---ops")
        #expect(chart.edges.first?.to == "ps")
        #expect(chart.edges.first?.head == .circle)
    }

    @Test("Accessibility statements")
    func accessibility() throws {
        let chart = try flowchart("flowchart LR", "accTitle: Routes", "accDescr {", "  first", "  second", "}", "A-->B")
        #expect(chart.accessibleTitle == "Routes")
        #expect(chart.accessibleDescription == "first\nsecond")
    }
}
