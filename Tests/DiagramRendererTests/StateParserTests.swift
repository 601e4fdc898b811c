import Foundation
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Parses a state diagram whose body lines follow a `stateDiagram-v2` header on line 1.
func stateDiagram(_ lines: String...) throws -> StateDiagram {
    try Diagrams.parseState(mermaid: (["stateDiagram-v2"] + lines).joined(separator: "\n"), file: "test.md", firstLine: 1)
}

/// The error a state diagram's body fails with (header on line 1), or nil if it parses.
func stateError(_ lines: String...) -> DiagramError? {
    do {
        _ = try Diagrams.parseState(mermaid: (["stateDiagram-v2"] + lines).joined(separator: "\n"), file: "test.md", firstLine: 1)
        return nil
    } catch let error as DiagramError {
        return error
    } catch {
        return nil
    }
}

@Suite struct StateParserTests {
    @Test func statesTransitionsAndStartEndPerScope() throws {
        let diagram = try stateDiagram(
            "    [*] --> Still",
            "    Still --> Moving : push",
            "    Moving --> Still",
            "    Moving --> [*]")
        #expect(diagram.namedStates.map(\.id) == ["Still", "Moving"])
        let start = StateScope.root.pseudoStateID(start: true)
        let end = StateScope.root.pseudoStateID(start: false)
        #expect(diagram.transitions.map { "\($0.from)>\($0.to)" } == ["\(start)>Still", "Still>Moving", "Moving>Still", "Moving>\(end)"])
        #expect(diagram.transitions[1].label?.plainText == "push")
        #expect(diagram.transitions[1].line == 3 && diagram.transitions[1].column == 5)
        #expect(diagram.state(start)?.kind == .start && diagram.state(end)?.kind == .end)
        #expect(diagram.state("Still")?.line == 2 && diagram.state("Still")?.column == 13)
    }

    @Test func descriptionsAndLongNames() throws {
        let diagram = try stateDiagram(
            "    state \"Waiting for the person\" as Waiting",
            "    Idle : nothing on screen",
            "    Busy : loading",
            "    Busy : still loading",
            "    Waiting : taps Done")
        #expect(diagram.state("Waiting")?.shownName.plainText == "Waiting for the person")
        #expect(diagram.state("Waiting")?.shownDescriptions.map(\.plainText) == ["taps Done"])
        #expect(diagram.state("Idle")?.shownName.plainText == "nothing on screen", "a lone description replaces the ID")
        #expect(diagram.state("Idle")?.shownDescriptions.isEmpty == true)
        #expect(diagram.state("Busy")?.shownName.plainText == "Busy")
        #expect(diagram.state("Busy")?.shownDescriptions.map(\.plainText) == ["loading", "still loading"])
    }

    @Test func compositesNestWithTheirOwnStartAndEnd() throws {
        let diagram = try stateDiagram(
            "    [*] --> Shown",
            "    state Shown {",
            "        direction LR",
            "        [*] --> List",
            "        List --> Detail",
            "        state Detail {",
            "            [*] --> Reading",
            "        }",
            "        Detail --> [*]",
            "    }",
            "    Shown --> [*]")
        #expect(diagram.state("Shown")?.kind == .composite)
        #expect(diagram.state("Shown")?.direction == .leftToRight)
        #expect(diagram.direction == .topToBottom)
        #expect(diagram.state("List")?.scope == StateScope(composite: "Shown"))
        #expect(diagram.state("Reading")?.scope == StateScope(composite: "Detail"))
        #expect(diagram.ancestors(of: "Reading") == ["Detail", "Shown"])
        let innerStart = StateScope(composite: "Shown").pseudoStateID(start: true)
        #expect(diagram.transitions.contains { $0.from == innerStart && $0.to == "List" })
        #expect(diagram.state(StateScope(composite: "Detail").pseudoStateID(start: true)) != nil)
        #expect(diagram.transitions.last?.to == StateScope.root.pseudoStateID(start: false))
    }

    @Test func concurrentRegionsSplitAComposite() throws {
        let diagram = try stateDiagram(
            "    state Active {",
            "        [*] --> Typing",
            "        --",
            "        [*] --> Syncing",
            "    }")
        #expect(diagram.state("Active")?.regionCount == 2)
        #expect(diagram.state("Typing")?.scope == StateScope(composite: "Active", region: 0))
        #expect(diagram.state("Syncing")?.scope == StateScope(composite: "Active", region: 1))
        #expect(diagram.state(StateScope(composite: "Active", region: 1).pseudoStateID(start: true)) != nil)
    }

    @Test func choiceForkJoinNotesDirectionAndAccessibility() throws {
        let diagram = try stateDiagram(
            "    direction LR",
            "    accTitle: Checkout",
            "    accDescr: How an order is paid",
            "    hide empty description",
            "    %% a comment",
            "    state paid <<choice>>",
            "    state split <<fork>>",
            "    state merge <<join>>",
            "    note right of paid : decides",
            "    note left of split",
            "        first line",
            "        second line",
            "    end note")
        #expect(diagram.direction == .leftToRight)
        #expect(diagram.accessibleTitle == "Checkout" && diagram.accessibleDescription == "How an order is paid")
        #expect(diagram.states.map(\.kind) == [.choice, .fork, .join])
        #expect(diagram.notes.count == 2)
        #expect(diagram.notes[0] == StateNote(target: "paid", side: .right, text: Label(plain: "decides"), line: 10))
        #expect(diagram.notes[1].side == .left && diagram.notes[1].text.plainLines == ["first line", "second line"])
    }

    @Test func stylingByClassDefClassTripleColonAndStyle() throws {
        let diagram = try stateDiagram(
            "    classDef bad fill:#f96,stroke:#333;",
            "    classDef quiet color:grey",
            "    A --> B:::bad",
            "    class A, B quiet",
            "    style A stroke-width:3px")
        #expect(diagram.classDefinitions["bad"] == [StyleDeclaration(property: "fill", value: "#f96"), StyleDeclaration(property: "stroke", value: "#333")])
        #expect(diagram.state("B")?.classes == ["bad", "quiet"])
        #expect(diagram.state("A")?.classes == ["quiet"])
        #expect(diagram.state("A")?.style == [StyleDeclaration(property: "stroke-width", value: "3px")])
    }

    @Test func theOldHeaderAndFrontMatterTitle() throws {
        let diagram = try Diagrams.parseState(mermaid: "---\ntitle: Lifecycle\n---\nstateDiagram\n  A --> B", file: "t.md", firstLine: 10)
        #expect(diagram.title == "Lifecycle")
        #expect(diagram.headerLine == 13)
        #expect(diagram.transitions.first?.line == 14)
        #expect(diagram.accessibleName == "Lifecycle")
    }
}

@Suite struct StateErrorTests {
    func expectError(_ error: DiagramError?, line: Int, column: Int, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error else {
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return
        }
        #expect(error.line == line, sourceLocation: sourceLocation)
        #expect(error.column == column, sourceLocation: sourceLocation)
        #expect(error.message.contains(text), "\(error.message)", sourceLocation: sourceLocation)
        #expect(error.hint != nil || text.contains("class"), sourceLocation: sourceLocation)
    }

    @Test func badStatementsAreLocatedWithAHint() {
        expectError(stateError("    A -> B"), line: 2, column: 7, containing: "unexpected '-'")
        expectError(stateError("    A --> B extra"), line: 2, column: 13, containing: "unexpected 'e'")
        expectError(stateError("    [*]"), line: 2, column: 5, containing: "'[*]' needs a transition")
        expectError(stateError("    state A {", "    B"), line: 2, column: 5, containing: "never closed")
        expectError(stateError("    }"), line: 2, column: 5, containing: "without an open composite")
        expectError(stateError("    --"), line: 2, column: 5, containing: "only allowed inside a composite")
        expectError(stateError("    state c <<history>>"), line: 2, column: 13, containing: "'<<history>>' is not supported")
        expectError(stateError("    note over A : x"), line: 2, column: 10, containing: "expected 'note left of'")
        expectError(stateError("    note left of A", "    text"), line: 2, column: 5, containing: "never closed")
        expectError(stateError("    direction UP"), line: 2, column: 15, containing: "unknown direction")
        expectError(stateError("    state A { B }"), line: 2, column: 15, containing: "body starts on the next line")
        expectError(stateError("    scale 300 width"), line: 2, column: 5, containing: "not supported")
        expectError(stateError("    class Ghost bad"), line: 2, column: 11, containing: "'class' names 'Ghost'")
        expectError(stateError("    state c <<choice>>", "    state c {", "    }"), line: 3, column: 13, containing: "choice state cannot hold")
    }

    @Test func theHeaderMustBeExact() {
        let error = parseStateError("stateDiagram-v3\nA --> B")
        #expect(error?.line == 1 && error?.message.contains("expected 'stateDiagram-v2'") == true)
        #expect(parseStateError("stateDiagram-v2 LR\nA --> B")?.column == 17)
    }

    func parseStateError(_ source: String) -> DiagramError? {
        do {
            _ = try Diagrams.parseState(mermaid: source, file: "t.md", firstLine: 1)
            return nil
        } catch { return error as? DiagramError }
    }

    @Test func sizeLimitsStopAtTheStatementThatCrossesThem() {
        let many = (0...DiagramLimits.states).map { "    S\($0)" }
        let error = parseStateError((["stateDiagram-v2"] + many).joined(separator: "\n"))
        #expect(error?.line == DiagramLimits.states + 2)
        #expect(error?.message.contains("more than \(DiagramLimits.states) states") == true)
        #expect(error?.hint == DiagramLimits.stateHint)
        var nested = ["stateDiagram-v2"]
        for depth in 0...DiagramLimits.nesting { nested.append("state N\(depth) {") }
        let deep = parseStateError(nested.joined(separator: "\n"))
        #expect(deep?.message.contains("nested more than") == true)
        #expect(deep?.line == DiagramLimits.nesting + 2)
    }
}
