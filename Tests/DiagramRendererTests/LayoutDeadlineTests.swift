import Foundation
import Testing
@testable import DiagramRenderer

/// A layout that runs past its deadline is given up on, so a build never hangs on a diagram.
@Suite struct LayoutDeadlineTests {
    @Test func workThatFinishesInTimeReturnsItsResult() throws {
        #expect(try LayoutDeadline.run(seconds: 10) { 42 } == 42)
    }

    @Test func workThatFailsPassesItsErrorOn() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try LayoutDeadline.run(seconds: 10) { () throws -> Int in throw Failure() } }
    }

    @Test func workPastTheDeadlineIsGivenUpOn() {
        let started = Date()
        #expect(throws: LayoutDeadline.Expired.self) {
            try LayoutDeadline.run(seconds: 0.2) { () -> Int in Thread.sleep(forTimeInterval: 2); return 1 }
        }
        #expect(Date().timeIntervalSince(started) < 1.5, "the caller waited for the abandoned work")
    }

    /// A deadline that has passed before the layout starts always runs out.
    @Test func aLayoutPastItsDeadlineIsAnErrorAtTheDiagramsFirstLine() throws {
        let source = "flowchart LR\n    A --> B --> C --> D\n    B --> D\n"
        let error = try #require(throws: DiagramError.self) {
            try Diagrams.renderSVG(mermaid: source, file: "chapters/x.md", firstLine: 7, idPrefix: "d", layoutSeconds: 0)
        }
        #expect(error.file == "chapters/x.md")
        #expect(error.line == 7)
        #expect(error.message.contains("layout took longer than"))
        // Within its deadline the same chart draws.
        #expect(try Diagrams.renderSVG(mermaid: source, file: "chapters/x.md", firstLine: 7, idPrefix: "d").hasPrefix("<svg"))
    }
}
