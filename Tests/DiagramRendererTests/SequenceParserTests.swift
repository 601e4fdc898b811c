import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Reference test diagrams 1–8 and 10–14 (mermaid-subset.md §4).
@Suite("Sequence parser")
struct SequenceParserTests {
    @Test("1: participants, actors and aliases")
    func participantsAndActors() throws {
        let diagram = try sequence("participant Nav as Navigation adapter", "actor U as User", "U->>Nav: tap link", "Nav-->>U: screen")
        #expect(diagram.participants.map(\.id) == ["Nav", "U"])
        #expect(diagram.participants.map(\.label.plainText) == ["Navigation adapter", "User"])
        #expect(diagram.participants.map(\.kind) == [.participant, .actor])
        let messages = diagram.allMessages
        #expect(messages.count == 2)
        #expect(messages[0].arrow == SequenceArrow(line: .solid, head: .filled, isBidirectional: false))
        #expect(messages[1].arrow == SequenceArrow(line: .dotted, head: .filled, isBidirectional: false))
        #expect(messages[0].text.plainText == "tap link")
    }

    @Test("2: the ten classic arrows")
    func tenArrows() throws {
        let operators = ["->", "-->", "->>", "-->>", "-x", "--x", "-)", "--)", "<<->>", "<<-->>"]
        let diagram = try Diagrams.parseSequence(mermaid: "sequenceDiagram\n" + operators.map { "A\($0)B: t" }.joined(separator: "\n"))
        #expect(diagram.participants.count == 2)
        let arrows = diagram.allMessages.map(\.arrow)
        #expect(arrows.count == 10)
        #expect(Set(arrows).count == 10)
        #expect(arrows[4] == SequenceArrow(line: .solid, head: .cross, isBidirectional: false))
        #expect(arrows[7] == SequenceArrow(line: .dotted, head: .open, isBidirectional: false))
        #expect(arrows[9] == SequenceArrow(line: .dotted, head: .filled, isBidirectional: true))
    }

    @Test("3: activation markers on messages")
    func activationMarkers() throws {
        let diagram = try sequence("A->>+B: req", "B->>+C: query", "C-->>-B: rows", "B-->>-A: resp")
        #expect(diagram.participants.map(\.id) == ["A", "B", "C"])
        let messages = diagram.allMessages
        #expect(messages.map(\.activatesTarget) == [true, true, false, false])
        #expect(messages.map(\.deactivatesSource) == [false, false, true, true])
    }

    @Test("4: notes left, right, over one and over two")
    func notes() throws {
        let diagram = try sequence("A->>B: hi", "Note left of A: l", "note right of B: r", "Note over A: o", "NOTE OVER A, B: span")
        let notes = diagram.items.compactMap { item -> Note? in if case .note(let note) = item { note } else { nil } }
        #expect(notes.map(\.placement) == [.leftOf, .rightOf, .over, .over])
        #expect(notes.map(\.participants) == [["A"], ["B"], ["A"], ["A", "B"]])
        #expect(notes.map(\.text.plainText) == ["l", "r", "o", "span"])
    }

    @Test("5: loop containing alt/else, then opt")
    func nestedFrames() throws {
        let diagram = try sequence(
            "loop every second", "alt ok", "A->>B: yes", "else failed", "A->>B: no", "end", "end", "opt maybe", "B->>A: ok", "end")
        #expect(diagram.items.count == 2)
        guard case .block(let loop) = diagram.items[0], case .block(let opt) = diagram.items[1] else {
            Issue.record("expected two blocks")
            return
        }
        #expect(loop.kind == .loop)
        #expect(loop.sections[0].label.plainText == "every second")
        guard case .block(let alt) = loop.sections[0].items.first else {
            Issue.record("expected alt inside loop")
            return
        }
        #expect(alt.kind == .alt)
        #expect(alt.sections.map(\.label.plainText) == ["ok", "failed"])
        #expect(opt.kind == .opt)
    }

    @Test("6: par/and, critical/option, break, and a self-message")
    func otherFrames() throws {
        let diagram = try sequence(
            "par one", "A->>B: x", "and", "A->>C: y", "end",
            "critical connect", "A->>A: self", "option timeout", "A->>B: z", "end",
            "break stop", "B->>A: w", "end")
        let kinds = diagram.items.compactMap { item -> Block.Kind? in if case .block(let block) = item { block.kind } else { nil } }
        #expect(kinds == [.par, .critical, .break])
        #expect(diagram.allMessages.filter(\.isSelfMessage).count == 1)
        guard case .block(let par) = diagram.items[0] else { return }
        #expect(par.sections.count == 2)
        #expect(par.sections[1].label.isEmpty)
    }

    @Test("7: nested rect shading keeps its colours")
    func rects() throws {
        let diagram = try sequence("rect rgb(230,240,255)", "rect rgba(0,0,255,.1)", "A->>B: x", "end", "end")
        guard case .block(let outer) = diagram.items.first, case .block(let inner) = outer.sections[0].items.first else {
            Issue.record("expected nested rects")
            return
        }
        #expect(outer.kind == .rect && inner.kind == .rect)
        #expect(outer.colour == "rgb(230,240,255)")
        #expect(inner.colour == "rgba(0,0,255,.1)")
    }

    @Test("8: autonumber with start and step, then off")
    func autonumber() throws {
        let diagram = try sequence("autonumber 10 5", "A->>B: one", "B->>A: two", "autonumber off", "A->>B: three")
        #expect(diagram.allMessages.map(\.number) == [10, 15, nil])
    }

    @Test("10 and 11: entity codes and # comments")
    func entityCodes() throws {
        let diagram = try sequence("A->>B: issue #35;5 fixed", "A->>B: issue #5 fixed", "A->>B: a#59;b #9829;")
        #expect(diagram.allMessages.map(\.text.plainText) == ["issue #5 fixed", "issue", "a;b ♥"])
    }

    @Test("12: boxes group participants, one coloured")
    func boxes() throws {
        let diagram = try sequence("box Aqua Client", "participant UI", "participant Nav", "end", "box Server", "participant API", "end", "UI->>API: fetch")
        #expect(diagram.boxes.count == 2)
        #expect(diagram.boxes[0].colour == "Aqua")
        #expect(diagram.boxes[0].title?.plainText == "Client")
        #expect(diagram.boxes[1].colour == nil)
        #expect(diagram.boxes[1].title?.plainText == "Server")
        #expect(diagram.participants.map(\.box) == [0, 0, 1])
        #expect(diagram.allMessages.count == 1)
    }

    @Test("13: <br> breaks every kind of label")
    func lineBreaks() throws {
        let diagram = try sequence("participant N as Nav<br/>adapter", "N->>B: line1<br>line2", "Note over N,B: two<br />lines")
        #expect(diagram.participants[0].label.plainLines == ["Nav", "adapter"])
        #expect(diagram.allMessages[0].text.plainLines == ["line1", "line2"])
        guard case .note(let note) = diagram.items.last else { return }
        #expect(note.text.plainLines == ["two", "lines"])
    }

    @Test("14: statements separated by semicolons")
    func semicolons() throws {
        let diagram = try Diagrams.parseSequence(mermaid: "sequenceDiagram; A->>B: x; B->>A: y")
        #expect(diagram.allMessages.map(\.text.plainText) == ["x", "y"])
    }

    @Test("Pre-processing: CRLF, front matter, directives and comments")
    func preprocessing() throws {
        let source = "---\r\ntitle: Flow\r\n---\r\n%%{init: {'theme':'dark'}}%%\r\nsequenceDiagram\r\n  %% a comment\r\n  A->>B: x\r\n"
        let diagram = try Diagrams.parseSequence(mermaid: source)
        #expect(diagram.title == "Flow")
        #expect(diagram.allMessages.count == 1)
    }

    @Test("A later declaration relabels without reordering")
    func relabel() throws {
        let diagram = try sequence("A->>B: x", "participant B as Bee", "participant A as Ay")
        #expect(diagram.participants.map(\.id) == ["A", "B"])
        #expect(diagram.participants.map(\.label.plainText) == ["Ay", "Bee"])
    }
}
