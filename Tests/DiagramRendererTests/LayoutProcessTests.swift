import Foundation
import ProcessRunning
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Graphviz runs in `workbook-layout`, a child process: a crash in libgvc or a layout past its
/// deadline ends the child, never the tool, and the next layout gets a new child.
@Suite struct LayoutProcessTests {
    /// From the issue that moved layouts out of the process: libgvc 2.42 dereferences a null
    /// pointer on this chart (edge labels in a subgraph with its own direction).
    static let chartGraphvizCrashesOn = """
        flowchart LR;
          subgraph PRODUCER
          direction TB
          A[Ambient]-- parent -->CM1[Create m1]
          A-- parent -->CM2[Create m2]
          A-- parent -->P[Publish]
          end
          subgraph CONSUMER
          end
          CM1-. link .-P;
          CM2-. link .-P;
        """

    static let smallChart = "flowchart LR\n    A --> B --> C --> D\n    B --> D\n"

    /// A graph `dot` needs far longer than a few milliseconds for.
    static let slowDOT: String = {
        var dot = "digraph {\n"
        for index in 0..<600 { dot += "n\(index) -> n\((index * 7 + 3) % 600); n\(index) -> n\((index * 13 + 5) % 600);\n" }
        return dot + "}\n"
    }()

    static func startHelper() throws -> HelperProcess { try LayoutHelpers.start(LayoutHelpers.program()) }

    /// What a crash inside libgvc looks like from outside (libgvc 2.42 crashes on the chart
    /// above most of the time, depending on where its heap lands): the layout ends with the
    /// signal that ended the child.
    @Test func aHelperThatDiesMidLayoutSaysBySignal() throws {
        let helper = try Self.startHelper()
        let pid = helper.pid
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { kill(pid, SIGSEGV) }
        let failure = #expect(throws: HelperProcess.Failure.self) { try helper.exchange(Array(Self.slowDOT.utf8), deadline: 20) }
        guard case .ended(let signal, _, _) = failure else {
            Issue.record("expected the helper to end, got \(String(describing: failure))")
            return
        }
        #expect(signal?.number == SIGSEGV)
    }

    /// The renderer's side of a crash: an error at the diagram's first line with a hint.
    @Test func aCrashedLayoutIsAnErrorAtTheDiagramsFirstLine() throws {
        let text = DiagramSource("%% a comment\nflowchart LR\n  A --> B\n", file: "chapters/x.md", firstLine: 20)
        let error = try #require(throws: DiagramError.self) {
            try Diagrams.laidOut(text) { () throws -> Int in
                throw GraphvizLayout.Crashed(signal: ProcessSignal(number: SIGSEGV), exitCode: nil)
            }
        }
        #expect(error.file == "chapters/x.md")
        #expect(error.line == 21)
        #expect(error.message == "the layout engine (Graphviz) crashed on this diagram (SIGSEGV)")
        #expect(error.hint?.contains("bug in Graphviz") == true)
    }

    /// After a helper ends, the pool starts a new one for the next layout.
    @Test func thePoolReplacesAHelperThatEnded() throws {
        let pool = LayoutHelpers(limit: 1, layoutsPerHelper: 100)
        #expect(throws: HelperProcess.Failure.timedOut(seconds: 0.001)) {
            try pool.exchange(Array(Self.slowDOT.utf8), deadline: 0.001)
        }
        for _ in 0..<2 {
            let reply = try pool.exchange(Array("digraph { a -> b }".utf8), deadline: 20)
            #expect(reply.first == 0)
            #expect(String(decoding: reply.dropFirst(), as: UTF8.self).contains("\"objects\""))
        }
    }

    /// Drawn many times, as libgvc crashes on it only most of the time; the layouts after it
    /// are unaffected, since every layout has a helper of its own.
    @Test func theCrashChartIsALocatedErrorOrADrawingNeverACrashOfTheTool() throws {
        for _ in 0..<8 { try crashChartThenASmallOne() }
    }

    private func crashChartThenASmallOne() throws {
        do {
            let svg = try Diagrams.renderSVG(mermaid: Self.chartGraphvizCrashesOn, file: "chapters/x.md", firstLine: 12, idPrefix: "c")
            #expect(svg.contains("Ambient"))
        } catch let error as DiagramError {
            #expect(error.file == "chapters/x.md")
            #expect(error.line == 12)
            #expect(error.message.contains("crashed on this diagram"))
            #expect(error.hint?.isEmpty == false)
        }
        #expect(try Diagrams.renderSVG(mermaid: Self.smallChart, file: "x.md", firstLine: 1, idPrefix: "d").hasPrefix("<svg"))
    }

    /// A deadline that has passed before the layout starts always runs out.
    @Test func aLayoutPastItsDeadlineIsAnErrorAtTheDiagramsFirstLine() throws {
        let error = try #require(throws: DiagramError.self) {
            try Diagrams.renderSVG(mermaid: Self.smallChart, file: "chapters/x.md", firstLine: 7, idPrefix: "d", layoutSeconds: 0)
        }
        #expect(error.file == "chapters/x.md")
        #expect(error.line == 7)
        #expect(error.message.contains("layout took longer than"))
        // Within its deadline the same chart draws.
        #expect(try Diagrams.renderSVG(mermaid: Self.smallChart, file: "chapters/x.md", firstLine: 7, idPrefix: "d").hasPrefix("<svg"))
    }

    /// The deadline kills the layout: the child is gone when the caller gets the error.
    @Test func aLayoutPastItsDeadlineKillsTheHelper() throws {
        let helper = try Self.startHelper()
        let started = Date()
        #expect(throws: HelperProcess.Failure.timedOut(seconds: 0.001)) {
            try helper.exchange(Array(Self.slowDOT.utf8), deadline: 0.001)
        }
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(kill(helper.pid, 0) != 0, "the timed-out helper still runs")
        #expect(throws: HelperProcess.Failure.timedOut(seconds: 0.001)) { try helper.exchange([1], deadline: 10) }
    }

    @Test func aMissingHelperCannotStart() {
        let pool = LayoutHelpers(limit: 1, program: "/nonexistent/workbook-layout")
        #expect(throws: HelperProcess.Failure.cannotStart("/nonexistent/workbook-layout: No such file or directory")) { try pool.exchange([1], deadline: 5) }
    }

    /// Layouts from several threads at once come out the same as one at a time.
    @Test func parallelLayoutsAreTheSameAsSerialOnes() async throws {
        let sources = (2...7).map { count in
            "flowchart TD\n" + (1..<count).map { "    N\($0) --> N\($0 + 1)\n    N\($0) --> M\($0)" }.joined(separator: "\n")
        }
        let serial = try sources.map { try Diagrams.renderSVG(mermaid: $0, file: "x.md", firstLine: 1, idPrefix: "p") }
        let parallel = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { (index, try Diagrams.renderSVG(mermaid: source, file: "x.md", firstLine: 1, idPrefix: "p")) }
            }
            var results = [String](repeating: "", count: sources.count)
            for try await (index, svg) in group { results[index] = svg }
            return results
        }
        #expect(parallel == serial)
    }
}
