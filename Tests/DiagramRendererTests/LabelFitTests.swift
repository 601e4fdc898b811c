import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Labels never overflow their shapes under the metrics table the SVG's font stack uses.
@Suite("Label fit")
struct LabelFitTests {
    @Test("The metrics table: fixed advances, wide fallbacks, bold is wider")
    func metrics() {
        #expect(TextMetrics.width(of: "iii") < TextMetrics.width(of: "WWW"))
        #expect(TextMetrics.width(of: "W") == 0.989 * TextMetrics.fontSize)
        #expect(TextMetrics.width(of: "漢") >= TextMetrics.fontSize)
        #expect(TextMetrics.width(of: "Deep", bold: true) > TextMetrics.width(of: "Deep"))
        #expect(TextMetrics.width(of: Label(plain: "ab<br>abcdef")) == TextMetrics.width(of: "abcdef"))
    }

    @Test("Every node shape holds its label", arguments: NodeShape.allCases)
    func nodeShapes(shape: NodeShape) throws {
        for text in ["x", "Navigation adapter", "WWWWWWWWWWWWWWWWWWWW", "two<br>lines of text", "**bold** heading"] {
            let label = text.contains("**") ? Label(markdown: text) : Label(plain: text)
            let node = FlowNode(id: "n", label: label, shape: shape)
            let size = FlowchartLayout.size(for: node)
            let width = TextMetrics.width(of: label)
            let height = TextMetrics.height(of: label)
            switch shape {
            case .diamond:
                // The label's corners must lie inside the rhombus: |x|/(W/2) + |y|/(H/2) ≤ 1.
                #expect(width / size.width + height / size.height <= 1)
            case .circle, .doubleCircle:
                let inner = size.width / 2 - (shape == .doubleCircle ? 5 : 0)
                #expect((width * width + height * height).squareRoot() / 2 <= inner)
            case .leanLeft, .leanRight, .trapezoid, .invertedTrapezoid:
                // The slanted sides take at most H/2 at each end of a row.
                #expect(width <= size.width - size.height)
            case .hexagon:
                #expect(width <= size.width - size.height / 2)
            default:
                #expect(width <= size.width - 2 * 8)
                #expect(height <= size.height)
            }
        }
    }

    @Test("Laid-out flowchart nodes keep the size their labels need")
    func placedNodes() throws {
        let chart = try flowchart("flowchart LR", "A[A long label for a rectangle] --> B{Is the stack empty?}", "B -->|a long edge label| C([Done])")
        let layout = try GraphvizLayout.layout(chart)
        #expect(layout.nodes.count == 3)
        for placed in layout.nodes {
            #expect(TextMetrics.width(of: placed.node.label) < placed.rect.width)
            #expect(layout.bounds.contains(placed.rect))
        }
        #expect(layout.edges.count == 2)
        #expect(layout.edges.allSatisfy { $0.points.count >= 2 })
        #expect(layout.edges[1].labelCentre != nil)
    }

    @Test("Longer edges span more ranks")
    func minlen() throws {
        let chart = try flowchart("flowchart TD", "A --> B", "A ----> C")
        let layout = try GraphvizLayout.layout(chart)
        let y = Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.node.id, $0.rect.midY) })
        #expect(try #require(y["C"]) > (try #require(y["B"])))
    }

    @Test("Sequence participants, notes and message labels fit their space")
    func sequenceFit() throws {
        let diagram = try sequence(
            "participant N as Navigation adapter with a long name", "N->>B: WWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
            "Note right of B: a note with plenty of text", "Note over N,B: spanning<br>two lines", "B->>B: self message label")
        let layout = SequenceLayoutEngine.layout(diagram)
        for column in layout.columns {
            #expect(TextMetrics.width(of: column.participant.label) + 2 * 8 <= column.boxWidth)
        }
        for note in layout.notes {
            #expect(TextMetrics.width(of: note.note.text) <= note.rect.width - 2 * 8)
            #expect(TextMetrics.height(of: note.note.text) <= note.rect.height)
            #expect(layout.bounds.contains(note.rect))
        }
        let message = layout.messages[0]
        #expect(TextMetrics.width(of: message.message.text) <= abs(message.toX - message.fromX))
    }
}

/// Graphviz is not thread-safe; the renderer serialises every call through one lock.
@Suite("Graphviz lock")
struct GraphvizLockTests {
    @Test("Concurrent flowchart renders all succeed and agree")
    func concurrentRenders() async throws {
        let source = "flowchart LR\nsubgraph s [Group]\nA[Start] --> B{Choice}\nend\nB -->|yes| C([Done])\nB -. no .-> A"
        let expected = try render(source)
        let results = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 { group.addTask { try? render(source) } }
            var collected: [String?] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
