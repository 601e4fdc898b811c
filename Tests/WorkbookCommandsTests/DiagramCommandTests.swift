import Foundation
import Testing
import WorkbookTestSupport
@testable import WorkbookCommands

/// `workbook diagram` reports its input the way chapters are reported (issue 14).
@Suite struct DiagramCommandTests {
    @Test func aFileThatIsNotUTF8IsAnErrorAtItsFirstBadByte() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).mmd")
        defer { try? FileManager.default.removeItem(at: file) }
        // "Bücher" in Latin-1: ü is the single byte 0xFC, column 9 of line 2.
        try Data("sequenceDiagram\nA->>B: B".utf8 + [0xFC] + Data("cher\n".utf8)).write(to: file)
        let result = workbook(["diagram", file.path])
        #expect(result.status == 1)
        #expect(result.output.contains("\(file.path):2:9: error: the file is not valid UTF-8"), "\(result.output)")
        #expect(result.output.contains("hint: save the diagram as UTF-8"))
    }

    @Test func aLabelsUnsupportedTagIsAWarningAndTheSVGIsStillWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diagram-warning-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("labels.mmd")
        let svg = folder.appendingPathComponent("labels.svg")
        try Data("flowchart TD\n    A[<b>Start</b>] --> B[<div>End</div>]\n".utf8).write(to: file)
        let result = workbook(["diagram", file.path, "-o", svg.path])
        #expect(result.status == 0)
        #expect(result.output.contains("\(file.path):2:27: warning: '<div>' is not supported in diagram labels"), "\(result.output)")
        #expect(result.output.contains("hint: diagram labels support <b>"))
        let written = try String(contentsOf: svg, encoding: .utf8)
        #expect(written.contains(#"<tspan font-weight="bold">Start</tspan>"#) && written.contains(">End</tspan>"))
    }

    @Test func helpPointsAtTheSubsetDocumentInTheRepository() throws {
        let help = workbook(["diagram", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("docs/mermaid-subset.md"))
        let document = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/mermaid-subset.md"), encoding: .utf8)
        for heading in ["sequenceDiagram", "flowchart"] { #expect(document.contains(heading)) }
    }
}
