import Testing
@testable import MarkdownModel

/// Links, images and raw inline HTML carry where they start, so the site can locate a
/// refused URL or tag at its line and column.
@Suite struct InlinePositionTests {
    private func inlines(_ source: String) throws -> [Inline] {
        let document = try MarkdownParser.parse(source, file: "a.md")
        guard case .paragraph(let paragraph) = document.blocks.last else { return [] }
        return paragraph.children
    }

    @Test func linksImagesAndRawHTMLKnowWhereTheyStart() throws {
        let children = try inlines("# T\n\nSee [x](a.md) and\n![i](b.png) then <kbd>k</kbd> <https://e.org>.\n")
        var positions: [String: SourcePosition] = [:]
        for child in children {
            switch child {
            case .link(let link): positions[link.destination] = link.position
            case .image(let image): positions[image.source] = image.position
            case .html(let html, let position): positions[html] = position
            default: break
            }
        }
        #expect(positions["a.md"] == SourcePosition(line: 3, column: 5))
        #expect(positions["b.png"] == SourcePosition(line: 4, column: 1))
        #expect(positions["<kbd>"] == SourcePosition(line: 4, column: 18))
        #expect(positions["</kbd>"] == SourcePosition(line: 4, column: 24))
        #expect(positions["https://e.org"] == SourcePosition(line: 4, column: 31))
    }
}
