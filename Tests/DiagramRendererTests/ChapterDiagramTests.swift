import Foundation
import Testing
@testable import DiagramRenderer

/// Every ```mermaid block in the workbook's chapters renders, with errors located in the chapter.
@Suite("Chapter diagrams")
struct ChapterDiagramTests {
    struct Block {
        var file: String
        var firstLine: Int
        var source: String
    }

    /// The repository whose `chapters/` we scan: this file lives in Tests/DiagramRendererTests
    /// (possibly through a symlink, so resolve it first).
    static var chaptersDirectory: URL {
        let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("chapters")
    }

    /// Finds fenced ```mermaid blocks (backtick or tilde fences of three or more).
    static func mermaidBlocks() throws -> [Block] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: chaptersDirectory.path)) ?? []
        var blocks: [Block] = []
        for name in names.filter({ $0.hasSuffix(".md") }).sorted() {
            let text = try String(contentsOf: chaptersDirectory.appendingPathComponent(name), encoding: .utf8)
            let lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
                let fence = String(trimmed.prefix { $0 == "`" || $0 == "~" })
                if fence.count >= 3, trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces).hasPrefix("mermaid") {
                    let start = index + 1
                    var end = start
                    while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix(fence) { end += 1 }
                    blocks.append(Block(file: "chapters/\(name)", firstLine: start + 1, source: lines[start..<end].joined(separator: "\n")))
                    index = end + 1
                } else {
                    index += 1
                }
            }
        }
        return blocks
    }

    /// An independent count of opening fences, to make sure the scanner missed none.
    static func fenceCount() -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: chaptersDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.reduce(0) { total, name in
            let text = (try? String(contentsOf: chaptersDirectory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return total + text.components(separatedBy: "\n").filter {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return line.hasPrefix("```mermaid") || line.hasPrefix("~~~mermaid")
            }.count
        }
    }

    @Test("The scanner finds every mermaid fence in the chapters")
    func findsAllBlocks() throws {
        #expect(FileManager.default.fileExists(atPath: Self.chaptersDirectory.path), "no chapters/ at \(Self.chaptersDirectory.path)")
        let blocks = try Self.mermaidBlocks()
        #expect(blocks.count == Self.fenceCount())
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
        guard let block = try Self.mermaidBlocks().first else { return }
        let broken = block.source + "\n    A-->>>B: broken"
        do {
            _ = try Diagrams.renderSVG(mermaid: broken, file: block.file, firstLine: block.firstLine, idPrefix: "x")
            Issue.record("expected an error")
        } catch let error as DiagramError {
            #expect(error.file == block.file)
            #expect(error.line == block.firstLine + broken.components(separatedBy: "\n").count - 1)
        }
    }
}
