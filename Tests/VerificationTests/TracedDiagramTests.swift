import BookModel
import Diagnostics
import Foundation
import LessonKit
import Testing
import TraceChecking
import Verification
import WorkbookCore
import WorkbookTestSupport

/// A real lesson records a trace; its chapter's diagram is checked against it by
/// `workbook check`, and drawn from it by the build. The failing variants change only the
/// diagram, so they are checked against the same recorded run.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct TracedDiagramTests {
    static let chapterFile = "01-traced.md"
    static let original: String = {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/traced-book/chapters/\(chapterFile)")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The fixture checked once: its verification report and the workbook it came from.
    static let checked = Result { () throws -> (Workbook, VerificationReport) in
        let root = temporaryFolder("traced-book")
        try FixtureWorkbook.copy("traced-book", to: root)
        let workbook = try Workbook.load(root: root)
        let report = try workbook.check(CheckOptions(scratchPath: root.appendingPathComponent(".build"), usesCache: false))
        return (workbook, report)
    }

    /// The diagram problems of the fixture with its text changed by `edit`, checked against the real run.
    func problems(replacing old: String, with new: String) throws -> [SourceError] {
        let (_, report) = try Self.checked.get()
        #expect(Self.original.contains(old), "the edit must apply")
        let changed = book([(Self.chapterFile, Self.original.replacingOccurrences(of: old, with: new))])
        let reports = Dictionary(uniqueKeysWithValues: report.verdicts.compactMap { v in v.report.map { (v.lesson.name, $0) } })
        return DiagramChecker(book: changed, plan: try LessonPlanner.plan(changed)).check(reports: reports).problems
    }

    func line(of text: String) -> Int {
        (Self.original.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @Test func theMatchingDiagramPassesAndIsDrawnFromTheRun() throws {
        let (workbook, report) = try Self.checked.get()
        #expect(report.passed, "\(report.verdicts.flatMap(\.problems)) \(report.diagramProblems)")
        #expect(report.diagramsMatched == 2, "the sequence diagram and the state diagram")
        let recorded = try #require(report.verdicts.first?.report?.trace(named: "swipe-back"))
        #expect(recorded.steps.count == 4)
        let page = try #require(try workbook.render(verification: report)["01-traced.html"])
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.contains("Matches the run of lesson"))
        #expect(html.contains("Drawn from the run of lesson"))
        #expect(html.components(separatedBy: "role=\"img\"").count - 1 == 4, "every diagram is drawn")
        #expect(html.components(separatedBy: "aria-roledescription=\"state diagram\"").count - 1 == 2, "the state trace is drawn as a state diagram")
        let states = try #require(report.verdicts.first?.report?.trace(named: "screens"))
        #expect(states.steps == [.state("Home"), .state("Detail"), .state("Home"), .end])
    }

    @Test func swappedMessagesFailAtTheDiagramLineWithBothSides() throws {
        let problems = try problems(
            replacing: "    Coordinator->>Stack: push(Detail)\n    Person->>Stack: swipes back",
            with: "    Person->>Stack: swipes back\n    Coordinator->>Stack: push(Detail)")
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.line == line(of: "Coordinator->>Stack: push(Detail)"))
        #expect(problem.column == 5)
        #expect(problem.message.contains("trace 'swipe-back'"))
        #expect(problem.detail == ["diagram: Person → Stack: swipes back", "trace:   step 1 of 4: Coordinator → Stack: push(Detail)"])
    }

    @Test func aMissingMessageFails() throws {
        let problem = try #require(try problems(replacing: "    Coordinator->>Stack: push(Detail)\n", with: "").first)
        #expect(problem.line == line(of: "Coordinator->>Stack: push(Detail)"))
        #expect(problem.detail == ["diagram: Person → Stack: swipes back", "trace:   step 1 of 4: Coordinator → Stack: push(Detail)"])
    }

    @Test func aWrongParticipantFails() throws {
        let problem = try #require(try problems(
            replacing: "Stack->>Coordinator: didShow(Home)", with: "Stack->>Person: didShow(Home)").first)
        #expect(problem.line == line(of: "didShow(Home)"))
        #expect(problem.detail == ["diagram: Stack → Person: didShow(Home)", "trace:   step 4 of 4: Stack → Coordinator: didShow(Home)"])
    }

    @Test func theWrongAltBranchFails() throws {
        // The labels swapped: the run completed the swipe, and the diagram now says that branch restores the screen.
        let swapped = try problems(
            replacing: "    alt the swipe completes\n        Stack->>Coordinator: didShow(Home)\n    else the swipe is cancelled\n        Stack->>Stack: restores the screen",
            with: "    alt the swipe is cancelled\n        Stack->>Coordinator: didShow(Home)\n    else the swipe completes\n        Stack->>Stack: restores the screen")
        let first = try #require(swapped.first)
        #expect(first.line == line(of: "Stack->>Stack: restores the screen"))
        #expect(first.detail == ["diagram: Stack → Stack: restores the screen", "trace:   step 4 of 4: Stack → Coordinator: didShow(Home)"])
    }

    @Test func aStateChangeTheDiagramLacksFailsAtTheStateItLeaves() throws {
        let problems = try problems(replacing: "    Detail --> Home : swipe back", with: "    Detail --> [*] : swipe back")
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.line == line(of: "Home --> Detail : push(Detail)"))
        #expect(problem.column == 14)
        #expect(problem.message == "the diagram does not match trace 'screens' recorded by lesson 'traced'")
        #expect(problem.detail == ["diagram: transitions from Detail go to [*]", "trace:   step 3 of 4: Detail → Home"])
    }

    @Test func aStateTheDiagramLacksFailsAtItsHeader() throws {
        let problems = try problems(
            replacing: "    Home --> Detail : push(Detail)\n    Detail --> Home : swipe back",
            with: "    Home --> Details : push(Detail)\n    Details --> Home : swipe back")
        let problem = try #require(problems.first)
        #expect(problem.line == line(of: "```mermaid trace=screens") + 1)
        #expect(problem.detail.first == "diagram: no state named 'Detail'; the diagram's states are Home, Details")
    }

    @Test func aStateDiagramBoundToAMessageTraceFailsAtItsFence() throws {
        let problem = try #require(try problems(replacing: "```mermaid trace=screens", with: "```mermaid trace=swipe-back").first)
        #expect(problem.line == line(of: "```mermaid trace=screens"))
        #expect(problem.message == "trace 'swipe-back' records messages, and this is a state diagram")
    }

    @Test func aDiagramNamingATraceNobodyRecordedFailsAtItsFence() throws {
        let problem = try #require(try problems(replacing: "```mermaid trace=swipe-back", with: "```mermaid trace=swipe-forward").first)
        #expect(problem.line == line(of: "```mermaid trace=swipe-back"))
        #expect(problem.column == 12)
        #expect(problem.message == "no lesson of this chapter recorded a trace named 'swipe-forward'")
        #expect(problem.hint?.contains("'swipe-back'") == true)
    }
}
