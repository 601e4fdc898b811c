import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// `create participant B` and `destroy B`: a box that appears at the message creating it, and a
/// lifeline that ends in a cross at the message destroying it.
@Suite("Sequence create and destroy")
struct SequenceLifecycleTests {
    private let source = ["participant Alice", "create participant Carl as Carl C.", "Alice->>Carl: Hi Carl!",
        "create actor D as Donald", "Carl->>+D: Hi!", "destroy Carl", "Alice-xCarl: We are too many", "destroy D", "D-->>-Alice: bye"]

    private func sequence(_ lines: [String]) throws -> SequenceDiagram {
        try Diagrams.parseSequence(mermaid: (["sequenceDiagram"] + lines).joined(separator: "\n"))
    }

    private func near(_ text: String?, _ value: Double) -> Bool {
        guard let text, let number = Double(text) else { return false }
        return abs(number - value) < 0.01
    }

    @Test("The messages after 'create' and 'destroy' are marked")
    func model() throws {
        let diagram = try sequence(source)
        let messages = diagram.allMessages
        #expect(messages.map(\.createsTarget) == [true, true, false, false])
        #expect(messages.map(\.destroys) == [nil, nil, "Carl", "D"])
        #expect(diagram.participants.map(\.id) == ["Alice", "Carl", "D"])
        #expect(diagram.participants.map(\.label.plainText) == ["Alice", "Carl C.", "Donald"])
        #expect(diagram.participants.map(\.kind) == [.participant, .participant, .actor])
    }

    @Test("A created box stands on its creating message; a destroyed lifeline ends at its destroying message")
    func layout() throws {
        let layout = SequenceLayoutEngine.layout(try sequence(source))
        let ys = layout.messages.map(\.y)
        let columns = Dictionary(uniqueKeysWithValues: layout.columns.map { ($0.participant.id, $0) })
        #expect(columns["Alice"]?.createdAt == nil && columns["Alice"]?.destroyedAt == nil)
        #expect(columns["Carl"]?.createdAt == ys[0] && columns["Carl"]?.destroyedAt == ys[2])
        #expect(columns["D"]?.createdAt == ys[1] && columns["D"]?.destroyedAt == ys[3])
        // The created box's top half fits below the row above it, and the arrow stops at its edge.
        let carl = try #require(columns["Carl"])
        #expect(ys[0] - layout.headerHeight / 2 > layout.headerTop + layout.headerHeight)
        #expect(abs(layout.messages[0].toX - (carl.x - carl.boxWidth / 2)) < 0.01)
        #expect(ys[1] - layout.headerHeight / 2 > ys[0] + layout.headerHeight / 2, "D's box starts below Carl's")
        // D's activation bar ends where D is destroyed.
        let bar = try #require(layout.activations.first { $0.participant == "D" })
        #expect(bar.rect.y == ys[1] && bar.rect.maxY == ys[3])
    }

    @Test("The SVG draws created boxes at their rows, crosses at the ends, and no footer for the destroyed")
    func svg() throws {
        let svg = try render((["sequenceDiagram"] + source).joined(separator: "\n"))
        let inspection = SVGInspection(svg)
        #expect(inspection.parsed)
        let layout = SequenceLayoutEngine.layout(try sequence(source))
        let ys = layout.messages.map(\.y)
        let lifelines = inspection.elements.filter { $0.attributes["class"] == "lifeline" }
        #expect(lifelines.count == 3)
        let carlLine = lifelines[1].attributes
        #expect(near(carlLine["y1"], ys[0] + layout.headerHeight / 2))
        #expect(near(carlLine["y2"], ys[2]))
        #expect(inspection.elements.filter { $0.attributes["class"] == "destroyed" }.count == 2)
        // Participant boxes: Alice top and bottom, Carl once (created, destroyed); D is an actor figure.
        let boxes = inspection.elements.filter { $0.name == "rect" && $0.attributes["class"] == "node" }
        #expect(boxes.count == 3)
        #expect(boxes.contains { near($0.attributes["y"], ys[0] - layout.headerHeight / 2) })
        #expect(inspection.elements.filter { $0.attributes["class"] == "actor-figure" }.count == 1)
        let description = try #require(inspection.texts["desc"])
        #expect(description.contains("1. Alice to Carl C.: Hi Carl! (creates Carl C.)"))
        #expect(description.contains("3. Alice to Carl C.: We are too many (ends Carl C.)"))
        #expect(description.contains("4. Donald to Alice: bye (ends Donald)"))
    }

    @Test("Mermaid's rules, and uses outside a lifeline, are located errors", arguments: [
        ("A->>B: x\ncreate participant B\nA->>B: again", 3, "already takes part"),
        ("create participant B\nA->>C: hi", 3, "must be sent to 'B'"),
        ("create participant B\nnote over B: early\nA->>B: hi", 3, "created by the next message"),
        ("A->>B: x\ndestroy B\nA->>C: hi", 4, "sent by or to 'B'"),
        ("A->>B: x\ndestroy B\nB->>A: bye\nA->>B: again", 5, "destroyed by the message on line 4"),
        ("A->>B: x\ndestroy B\nB->>A: bye\nactivate B", 5, "destroyed"),
        ("A->>B: x\ndestroy B", 3, "must be followed by the message"),
        ("create participant B\ncreate participant C\nA->>B: x", 2, "must be followed by the message"),
        ("create B\nA->>B: x", 2, "expected 'participant' or 'actor'"),
    ])
    func errors(body: String, line: Int, message: String) throws {
        let error = try #require(parseError("sequenceDiagram\n" + body))
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.hint != nil)
    }
}
