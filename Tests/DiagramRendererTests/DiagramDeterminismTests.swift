import Foundation
import Testing
import WorkbookTestSupport
@testable import DiagramRenderer
@testable import MermaidModel

/// The same diagram draws the same SVG every time, however many layouts ran before it in the
/// process: the site must be byte-identical from build to build.
@Suite("Diagram determinism")
struct DiagramDeterminismTests {
    @Test("Every chapter diagram renders identically, again and again, in one process")
    func everyDiagramRendersIdenticallyInOneProcess() throws {
        let blocks = try ChapterDiagramTests.mermaidBlocks()
        func renderAll() throws -> [String] {
            try blocks.map { try Diagrams.renderSVG(mermaid: $0.source, file: $0.file, firstLine: $0.firstLine, idPrefix: "d") }
        }
        let first = try renderAll()
        for round in 1...3 {
            let again = try renderAll()
            for (index, svg) in again.enumerated() where svg != first[index] {
                Issue.record("\(blocks[index].file):\(blocks[index].firstLine): round \(round) drew a different SVG")
            }
        }
    }
}
