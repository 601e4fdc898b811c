import DiagramRenderer
import LessonKit
import MermaidModel
import Testing
import TraceChecking

/// `StateTrace` and the check of a state diagram against it: every state the run entered is
/// a state of the diagram, every change a transition of it.
@Suite struct StateTraceTests {
    static let modal = """
        stateDiagram-v2
            [*] --> Hidden
            Hidden --> Presented : present()
            state Presented {
                [*] --> Idle
                Idle --> Editing : types
                Editing --> Idle : saves
            }
            state decide <<choice>>
            Presented --> decide : swipe down
            decide --> Presented : has changes
            decide --> Dismissed
            state "Gone for good" as Dismissed
            Dismissed --> [*]
        """

    func mismatch(_ steps: [TraceStep], diagram: String = modal) throws -> TraceMismatch? {
        let parsed = try Diagrams.parseState(mermaid: diagram, file: "c.md", firstLine: 10)
        return StateTraceMatcher.mismatch(parsed, RecordedTrace(name: "t", steps: steps))
    }

    @Test func aRunAlongTheDiagramsTransitionsMatches() throws {
        // Entering the composite is entering its first state; leaving it leaves from any state
        // inside; the choice point is passed through; the long name is a name too.
        let run: [TraceStep] = [.state("Hidden"), .state("Idle"), .state("Editing"), .state("Presented"), .state("Gone for good"), .end]
        #expect(try mismatch(run) == nil)
        #expect(try mismatch([.state("Hidden"), .state("Presented"), .state("Idle"), .state("Editing"), .state("Dismissed")]) == nil)
    }

    @Test func aChangeTheDiagramDoesNotDrawFailsAtTheStateItLeaves() throws {
        let found = try #require(try mismatch([.state("Hidden"), .state("Dismissed")]))
        #expect(found.stepIndex == 1)
        #expect(found.expected.line == 11 && found.expected.column == 13, "where Hidden is first written")
        #expect(found.expected.text == "transitions from Hidden go to Presented")
        #expect(found.found == "step 2 of 2: Hidden → Gone for good")
    }

    @Test func aStateTheDiagramLacksFailsAtItsHeader() throws {
        let found = try #require(try mismatch([.state("Hidden"), .state("Minimised")]))
        #expect(found.expected.line == 10)
        #expect(found.expected.text.hasPrefix("no state named 'Minimised'"))
        #expect(found.expected.text.contains("Hidden, Presented, Idle, Editing, Gone for good"))
    }

    @Test func theRunStartsWhereTheStartLeadsAndEndsWhereTheEndIs() throws {
        let wrongStart = try #require(try mismatch([.state("Presented")]))
        #expect(wrongStart.expected.text == "transitions from [*] go to Hidden")
        #expect(wrongStart.expected.line == 11)
        let wrongEnd = try #require(try mismatch([.state("Hidden"), .end]))
        #expect(wrongEnd.found == "step 2 of 2: Hidden → [*]")
        // A diagram without a top-level start lets the run begin anywhere.
        #expect(try mismatch([.state("B"), .state("C")], diagram: "stateDiagram-v2\n  A --> B\n  B --> C") == nil)
    }

    @Test func aStateTraceRecordsChangesAndDrawsAStateDiagramThatMatchesItself() throws {
        let trace = StateTrace("sheet-\(#line)")
        trace.enter("Hidden")
        trace.enter("Hidden")
        trace.enter("Gone for good")
        trace.enter("Hidden")
        trace.enter("Gone for good")
        trace.end()
        #expect(trace.states == ["Hidden", "Gone for good", "Hidden", "Gone for good"], "re-entering the current state records nothing")
        #expect(trace.recorded.isStateTrace)
        let source = trace.mermaid()
        #expect(source.hasPrefix("stateDiagram-v2\n"))
        #expect(source.contains("state \"Gone for good\" as S1"))
        #expect(source.components(separatedBy: "Hidden --> S1").count - 1 == 1, "each change drawn once")
        let drawn = try Diagrams.parseState(mermaid: source)
        #expect(StateTraceMatcher.mismatch(drawn, trace.recorded) == nil)
        #expect(try Diagrams.renderSVG(mermaid: source, file: "t", firstLine: 1, idPrefix: "t").contains("aria-roledescription=\"state diagram\""))
        let report = LessonReport(lesson: "l", origin: "o", checks: [], traces: [trace.recorded])
        #expect(report.trace(named: trace.name)?.visitedStates.count == 4)
    }

    @Test func aSequenceTraceIsNoStateTrace() {
        let trace = SequenceTrace("messages-\(#line)")
        trace.message("A", "B", "hello")
        #expect(!trace.recorded.isStateTrace)
        #expect(trace.mermaid().hasPrefix("sequenceDiagram"))
    }
}
