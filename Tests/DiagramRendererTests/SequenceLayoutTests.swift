import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// The sequence layout: columns, activation bars, frames and self-messages.
@Suite("Sequence layout")
struct SequenceLayoutTests {
    @Test("3: activation bars span B's messages 1–4 and C's 2–3")
    func activationBars() throws {
        let diagram = try sequence("A->>+B: req", "B->>+C: query", "C-->>-B: rows", "B-->>-A: resp")
        let layout = SequenceLayoutEngine.layout(diagram)
        let ys = layout.messages.map(\.y)
        let bBars = layout.activations.filter { $0.participant == "B" }
        let cBars = layout.activations.filter { $0.participant == "C" }
        #expect(bBars.count == 1 && cBars.count == 1)
        #expect(bBars[0].rect.y == ys[0] && bBars[0].rect.maxY == ys[3])
        #expect(cBars[0].rect.y == ys[1] && cBars[0].rect.maxY == ys[2])
        #expect(layout.activations.allSatisfy { $0.participant != "A" })
    }

    @Test("Columns follow first mention and widen for long labels between neighbours")
    func columnsWiden() throws {
        let long = String(repeating: "a very long message label ", count: 4)
        let diagram = try sequence("A->>B: \(long)", "B->>C: short")
        let layout = SequenceLayoutEngine.layout(diagram)
        #expect(layout.columns.map(\.participant.id) == ["A", "B", "C"])
        let gapAB = layout.columns[1].x - layout.columns[0].x
        let gapBC = layout.columns[2].x - layout.columns[1].x
        #expect(gapAB >= TextMetrics.width(of: Label(plain: long)))
        #expect(gapAB > gapBC)
    }

    @Test("The cursor only moves down; messages keep source order")
    func monotonic() throws {
        let diagram = try sequence("A->>B: one", "Note over A: n", "loop l", "B->>A: two", "end", "A->>B: three<br>lines")
        let ys = SequenceLayoutEngine.layout(diagram).messages.map(\.y)
        #expect(ys == ys.sorted() && Set(ys).count == ys.count)
    }

    @Test("5 and 7: frames nest inside their parents")
    func framesNest() throws {
        let diagram = try sequence(
            "loop every second", "alt ok", "A->>B: yes", "else failed", "A->>B: no", "end", "end", "opt maybe", "B->>A: ok", "end",
            "rect rgb(230,240,255)", "rect rgba(0,0,255,.1)", "A->>B: x", "end", "end")
        let frames = SequenceLayoutEngine.layout(diagram).frames
        #expect(frames.map(\.kind) == [.loop, .alt, .opt, .rect, .rect])
        #expect(frames[0].rect.contains(frames[1].rect))
        #expect(frames[3].rect.contains(frames[4].rect))
        #expect(frames[1].sections.count == 2)
        #expect(frames[1].sections[1].dividerY > frames[1].sections[0].dividerY)
        #expect(frames[2].rect.y >= frames[0].rect.maxY)
    }

    @Test("6: a self-message loops back to its own lifeline")
    func selfMessage() throws {
        let diagram = try sequence("A->>A: think", "A->>B: done")
        let layout = SequenceLayoutEngine.layout(diagram)
        let loop = try #require(layout.messages.first)
        #expect(loop.fromX == loop.toX)
        #expect(loop.fromX == layout.columns[0].x)
        let svg = try render("sequenceDiagram\nA->>A: think")
        #expect(svg.contains(" V") && svg.contains(" H"))
    }

    @Test("Layout time grows linearly: twice the messages, about twice the rows")
    func linearRows() throws {
        func diagram(_ count: Int) throws -> SequenceDiagram {
            let body = (0..<count).map { "P\($0 % 5)->>P\(($0 + 1) % 5): message \($0)" }.joined(separator: "\n")
            return try Diagrams.parseSequence(mermaid: "sequenceDiagram\n" + body)
        }
        let small = SequenceLayoutEngine.layout(try diagram(100))
        let large = SequenceLayoutEngine.layout(try diagram(200))
        #expect(large.messages.count == 200)
        let ratio = (large.footerTop - large.headerTop) / (small.footerTop - small.headerTop)
        #expect(ratio > 1.9 && ratio < 2.1)
    }
}

/// Edge cases at the diagram's borders that once crashed or could.
@Suite("Sequence layout borders")
struct SequenceLayoutBorderTests {
    @Test("Notes beside the first and last participants, and a lone participant", arguments: [
        "Note left of A: left\nA->>B: x",
        "A->>B: x\nNote right of B: right",
        "participant A\nNote left of A: only\nNote right of A: one",
        "A->>A: alone",
        "loop empty\nend",
    ])
    func borders(body: String) throws {
        let diagram = try Diagrams.parseSequence(mermaid: "sequenceDiagram\n" + body)
        let layout = SequenceLayoutEngine.layout(diagram)
        for note in layout.notes { #expect(layout.bounds.contains(note.rect)) }
        #expect(SVGInspection(try render("sequenceDiagram\n" + body)).parsed)
    }
}
