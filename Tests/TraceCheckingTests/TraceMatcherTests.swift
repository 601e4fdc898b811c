import LessonKit
import MermaidModel
import Testing
import TraceChecking

/// The matcher on its own: a diagram read as the runs it describes, against a trace.
@Suite struct TraceMatcherTests {
    static let swipeBack = """
        sequenceDiagram
            actor Person
            participant Nav as UINavigationController
            participant Detail
            Person->>Nav: begins swiping back
            Nav->>Detail: viewWillDisappear
            alt the person lets go early
                Person->>Nav: cancels
                Note over Nav: Detail stays
                Nav->>Detail: viewWillAppear
            else the person completes the swipe
                Person->>Nav: finishes
                Nav->>Detail: viewDidDisappear
            end
        """

    func verdict(_ diagram: String, _ steps: [TraceStep]) throws -> TraceMatcher.Verdict {
        let parsed = try Diagrams.parseSequence(mermaid: diagram, file: "c.md", firstLine: 10)
        return TraceMatcher.match(parsed, RecordedTrace(name: "t", steps: steps), endLine: 99)
    }

    func mismatch(_ diagram: String, _ steps: [TraceStep]) throws -> TraceMismatch {
        guard case .differs(let mismatch) = try verdict(diagram, steps) else {
            Issue.record("expected a mismatch")
            throw CancellationError()
        }
        return mismatch
    }

    static let cancelled: [TraceStep] = [
        .message(from: "Person", to: "Nav", text: "begins swiping back"),
        .message(from: "Nav", to: "Detail", text: "viewWillDisappear"),
        .branch("the person lets go early"),
        .message(from: "Person", to: "Nav", text: "cancels"),
        .message(from: "Nav", to: "Detail", text: "viewWillAppear"),
    ]

    @Test func aRunThatTookOneBranchMatchesAndNotesSayNothing() throws {
        #expect(try verdict(Self.swipeBack, Self.cancelled) == .matches)
        // Without the branch step the messages alone choose the section.
        #expect(try verdict(Self.swipeBack, Self.cancelled.filter { if case .branch = $0 { false } else { true } }) == .matches)
        // A participant may be named by its label as well as its ID.
        var byLabel = Self.cancelled
        byLabel[0] = .message(from: "Person", to: "UINavigationController", text: "begins  swiping back")
        #expect(try verdict(Self.swipeBack, byLabel) == .matches)
    }

    @Test func swappedMessagesFailAtTheFirstThatDiffers() throws {
        var steps = Self.cancelled
        steps.swapAt(0, 1)
        let found = try mismatch(Self.swipeBack, steps)
        #expect(found.stepIndex == 0)
        #expect(found.expected == .init(text: "Person → Nav: begins swiping back", line: 14, column: 5))
        #expect(found.found == "Nav → Detail: viewWillDisappear")
    }

    @Test func aMissingMessageIsReportedWhereTheTraceWentOn() throws {
        var steps = Self.cancelled
        steps.remove(at: 4)
        let found = try mismatch(Self.swipeBack, steps)
        #expect(found.stepIndex == 4)
        #expect(found.found == nil, "the trace had ended")
        #expect(found.expected.text == "Nav → Detail: viewWillAppear")
        #expect(found.expected.line == 19)
    }

    @Test func aWrongParticipantFails() throws {
        var steps = Self.cancelled
        steps[1] = .message(from: "Nav", to: "Person", text: "viewWillDisappear")
        let found = try mismatch(Self.swipeBack, steps)
        #expect(found.stepIndex == 1)
        #expect(found.expected.line == 15)
        #expect(found.found == "Nav → Person: viewWillDisappear")
    }

    @Test func theWrongAltBranchFailsEvenWhenItsMessagesExistInTheOther() throws {
        // The run says it completed the swipe but did what the cancelled branch shows.
        var steps = Self.cancelled
        steps[2] = .branch("the person completes the swipe")
        let found = try mismatch(Self.swipeBack, steps)
        #expect(found.stepIndex == 3)
        #expect(found.expected.text == "Person → Nav: finishes")
        #expect(found.found == "Person → Nav: cancels")
    }

    @Test func aTraceThatGoesOnAfterTheDiagramFailsAtItsEnd() throws {
        let found = try mismatch(Self.swipeBack, Self.cancelled + [.message(from: "Nav", to: "Detail", text: "viewDidAppear")])
        #expect(found.stepIndex == 5)
        #expect(found.expected == .init(text: "the end of the diagram", line: 99, column: 1))
    }

    @Test func loopsTakeOnePassOrMoreAndOptionalBlocksMayBeSkipped() throws {
        let diagram = """
            sequenceDiagram
                A->>B: start
                loop each book
                    B->>C: load
                end
                opt cached
                    C->>B: hit
                end
                B->>A: done
            """
        let load = TraceStep.message(from: "B", to: "C", text: "load")
        let start = TraceStep.message(from: "A", to: "B", text: "start")
        let done = TraceStep.message(from: "B", to: "A", text: "done")
        #expect(try verdict(diagram, [start, load, done]) == .matches)
        #expect(try verdict(diagram, [start, load, load, load, .message(from: "C", to: "B", text: "hit"), done]) == .matches)
        #expect(try verdict(diagram, [start, .branch("each book"), load, .branch("each book"), load, done]) == .matches)
        let none = try mismatch(diagram, [start, done])
        #expect(none.stepIndex == 1 && none.expected.text == "B → C: load", "a loop the run never entered is not this run")
    }

    @Test func parSectionsFollowInTheOrderWritten() throws {
        let diagram = """
            sequenceDiagram
                par first
                    A->>B: one
                and second
                    A->>C: two
                end
            """
        let one = TraceStep.message(from: "A", to: "B", text: "one")
        let two = TraceStep.message(from: "A", to: "C", text: "two")
        #expect(try verdict(diagram, [one, two]) == .matches)
        #expect(try mismatch(diagram, [two, one]).stepIndex == 0)
    }
}
