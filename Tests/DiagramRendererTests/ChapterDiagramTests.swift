import Diagnostics
import Foundation
import MarkdownModel
import Testing
import WorkbookTestSupport
@testable import DiagramRenderer
@testable import MermaidModel

/// Every ```mermaid block in the workbook's chapters renders, with errors located in the chapter.
@Suite("Chapter diagrams")
struct ChapterDiagramTests {
    /// The chapters' written diagrams as the toolchain finds them: through the Markdown model.
    /// A `from-trace` fence is empty on purpose (the build draws it from the lesson's run).
    static func mermaidBlocks() throws -> [(file: String, firstLine: Int, source: String)] {
        try ChapterDocuments.codeBlocks(language: "mermaid").filter { !isDrawnFromTrace($0.block.rawInfo) }
            .map { ($0.document.file, $0.block.firstCodeLine, $0.block.code) }
    }

    static func isDrawnFromTrace(_ info: String) -> Bool { info.contains("from-trace=") }

    /// An independent count of opening fences, to make sure none is missed.
    static func fenceCount() throws -> Int {
        try ChapterDocuments.all().map { document in
            document.sourceLines.filter {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return (line.hasPrefix("```mermaid") || line.hasPrefix("~~~mermaid")) && !isDrawnFromTrace(line)
            }.count
        }.reduce(0, +)
    }

    @Test("Every mermaid fence in the chapters is found")
    func findsAllBlocks() throws {
        let blocks = try Self.mermaidBlocks()
        #expect(!blocks.isEmpty, "the course has diagrams")
        #expect(blocks.count == (try Self.fenceCount()))
        for block in blocks {
            #expect(!block.source.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "empty diagram at \(block.file):\(block.firstLine)")
        }
    }

    @Test("Every chapter diagram renders to accessible SVG with page-unique IDs")
    func everyDiagramRenders() throws {
        var pageIDs: [String: [String]] = [:]
        for (index, block) in try Self.mermaidBlocks().enumerated() {
            do {
                let svg = try Diagrams.renderSVG(mermaid: block.source, file: block.file, firstLine: block.firstLine, idPrefix: "mermaid-\(index + 1)")
                let inspection = SVGInspection(svg)
                #expect(inspection.parsed, "\(block.file):\(block.firstLine) is not well-formed XML")
                #expect(!(inspection.texts["title"] ?? "").isEmpty)
                #expect(!(inspection.texts["desc"] ?? "").isEmpty)
                pageIDs[block.file, default: []] += inspection.ids
            } catch {
                Issue.record("\(error)")
            }
        }
        for (file, ids) in pageIDs {
            #expect(Set(ids).count == ids.count, "duplicate IDs on the page for \(file)")
        }
    }

    @Test("A broken chapter diagram reports the chapter's line")
    func chapterLines() throws {
        let block = try #require(try Self.mermaidBlocks().first)
        let broken = block.source + "    A-->>>B: broken"
        let error = try #require(throws: SourceError.self) {
            try Diagrams.renderSVG(mermaid: broken, file: block.file, firstLine: block.firstLine, idPrefix: "x")
        }
        #expect(error.file == block.file)
        #expect(error.line == block.firstLine + broken.components(separatedBy: "\n").count - 1)
    }
}
