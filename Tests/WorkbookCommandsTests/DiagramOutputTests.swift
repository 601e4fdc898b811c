import Foundation
import Testing
import WorkbookCore
import WorkbookTestSupport
@testable import WorkbookCommands

/// `workbook diagram -o PATH` through `OutputFile` (tested on its own in WorkbookCoreTests):
/// a refusal is an error with its hint and exit status 1.
@Suite struct DiagramOutputTests {
    private func folders(_ body: (_ work: String, _ outside: String) throws -> Void) throws {
        let base = temporaryFolder("diagram-output")
        let work = base.appendingPathComponent("work").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try body(work, base.path)
    }

    private func text(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }

    @Test func theDiagramCommandRefusesAFIFOWithExitOne() throws {
        try folders { work, _ in
            let diagram = work + "/d.mmd"
            try Data("sequenceDiagram\nA->>B: hi\n".utf8).write(to: URL(fileURLWithPath: diagram))
            #expect(mkfifo(work + "/out.svg", 0o600) == 0)
            let result = workbook(["diagram", diagram, "-o", work + "/out.svg"])
            #expect(result.status == 1)
            #expect(result.output.contains("workbook diagram: error: '\(work)/out.svg' is a FIFO (named pipe), not a regular file"))
            #expect(result.output.contains("hint: pass the path of a new or regular file"))
            #expect(OutputFile.kind(ofPath: work + "/out.svg") == .fifo)

            let written = workbook(["diagram", diagram, "-o", work + "/ok.svg"])
            #expect(written.status == 0)
            #expect(text(work + "/ok.svg")?.hasPrefix("<svg") == true)
        }
    }
}
