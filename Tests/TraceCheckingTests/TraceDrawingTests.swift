import Foundation
import DiagramRenderer
import LessonKit
import MermaidModel
import Testing
import TraceChecking

/// `SequenceTrace`: what it records, what it keeps, and the diagram it draws of itself.
@Suite struct TraceDrawingTests {
    @Test func aTraceDrawsADiagramThatMatchesItself() throws {
        let trace = SequenceTrace("drawing-\(#line)")
        trace.message("Person", "Navigation controller", "taps Back; then waits #1")
        trace.branch("the pop completes")
        trace.message("Navigation controller", "Coordinator", "didShow(Home)")
        trace.message("Coordinator", "Coordinator", "removeChild(detail)")
        let source = trace.mermaid()
        #expect(source.contains("participant P2 as Navigation controller"), "a name with spaces gets an ID")
        #expect(source.contains("#59;") && source.contains("#35;"), "';' and '#' are written as entity codes")
        let diagram = try Diagrams.parseSequence(mermaid: source)
        #expect(diagram.participants.map(\.id) == ["Person", "P2", "Coordinator"])
        #expect(source.contains("Note over Person: the pop completes"), "a branch the run took is drawn as a note")
        // Its messages are the run's messages; the branch, a note in the drawing, is no message.
        let messagesOnly = RecordedTrace(name: trace.name, steps: trace.steps.filter { if case .branch = $0 { false } else { true } })
        #expect(TraceMatcher.match(diagram, messagesOnly, endLine: 1) == .matches)
        #expect(TraceMatcher.match(diagram, trace.recorded, endLine: 1) != .matches, "a branch step outside any block is a mismatch")
        #expect(try Diagrams.renderSVG(mermaid: source, file: "t", firstLine: 1, idPrefix: "t").contains("<svg"))
    }

    @Test func aLaterTraceWithTheSameNameReplacesTheEarlierInTheReport() {
        let name = "replaced-\(#line)"
        SequenceTrace(name).message("A", "B", "first")
        let second = SequenceTrace(name)
        second.message("A", "B", "second")
        _ = second
        let report = LessonReport(lesson: "l", origin: "o", checks: [], traces: [second.recorded])
        #expect(report.trace(named: name)?.messages.map(\.text) == ["second"])
    }

    @Test func aRunawayTraceKeepsItsFirstStepsAndCountsTheRest() {
        let trace = SequenceTrace("runaway-\(#line)")
        for index in 0..<(SequenceTrace.maximumSteps + 5) { trace.message("A", "B", "\(index)") }
        #expect(trace.steps.count == SequenceTrace.maximumSteps)
        #expect(trace.recorded.droppedSteps == 5)
        trace.clear()
        #expect(trace.steps.isEmpty && trace.recorded.droppedSteps == 0)
    }

    @Test func reportsWithoutTracesStillDecode() throws {
        let json = #"{"lesson":"l","origin":"o","passed":0,"failed":0,"checks":[]}"#
        let report = try JSONDecoder().decode(LessonReport.self, from: Data(json.utf8))
        #expect(report.traces.isEmpty)
    }
}
