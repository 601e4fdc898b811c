import Diagnostics
import Foundation
import Testing
@testable import MarkdownModel

@Suite struct MarkdownParserTests {
    @Test func headingsParagraphsAndInlineMarkup() throws {
        let document = try MarkdownParser.parse(
            "# Title with `code`\n\nSome *em* and **strong** ~~gone~~ text.\n\n## Next\n", file: "a.md")
        #expect(document.title == "Title with code")
        #expect(document.headings.map(\.level) == [1, 2])
        guard case .paragraph(let paragraph) = document.blocks[1] else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(paragraph.children.contains(.strikethrough([.text("gone")])))
        #expect(paragraph.children.contains(.emphasis([.text("em")])))
        #expect(paragraph.range.start.line == 3)
    }

    @Test func fencedCodeKeepsInfoStringAndLines() throws {
        let source = """
            Intro

            ```swift lesson=extra ignore="needs UIKit"
            let a = 1
            let b = 2
            ```
            """
        let document = try MarkdownParser.parse(source, file: "a.md")
        let code = try #require(document.codeBlocks.first)
        #expect(code.language == "swift")
        #expect(code.attributes == #"lesson=extra ignore="needs UIKit""#)
        #expect(code.range.start.line == 3)
        #expect(code.firstCodeLine == 4)
        #expect(code.codeLines == ["let a = 1", "let b = 2"])
        #expect(code.infoColumn == 4)
    }

    @Test func codeInsideListsAndQuotesIsFound() throws {
        let source = "- item\n\n  ```swift\n  let x = 1\n  ```\n\n> ```mermaid\n> graph TD\n> ```\n"
        let document = try MarkdownParser.parse(source, file: "a.md")
        #expect(document.codeBlocks.map(\.language) == ["swift", "mermaid"])
        #expect(document.codeBlocks[0].firstCodeLine == 4)
        #expect(document.codeBlocks[0].infoColumn == 6)
        #expect(document.codeBlocks[1].infoColumn == 6)
    }

    @Test func gfmTablesKeepAlignmentAndHeader() throws {
        let document = try MarkdownParser.parse("| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n", file: "t.md")
        guard case .table(let table) = document.blocks.first else {
            Issue.record("expected a table")
            return
        }
        #expect(table.alignments == [.left, .center, .right])
        #expect(table.header.map(\.children.plainText) == ["a", "b", "c"])
        #expect(table.rows.count == 1)
        #expect(table.rows[0].map(\.children.plainText) == ["1", "2", "3"])
    }

    @Test func taskListsAndAutolinks() throws {
        let document = try MarkdownParser.parse("- [x] done\n- [ ] open www.example.com\n", file: "t.md")
        guard case .list(let list) = document.blocks.first else {
            Issue.record("expected a list")
            return
        }
        #expect(list.items.map(\.task) == [.checked, .unchecked])
        guard case .paragraph(let paragraph) = list.items[1].children.first else {
            Issue.record("expected a paragraph in the item")
            return
        }
        let links = paragraph.children.compactMap { inline -> Link? in
            if case .link(let link) = inline { return link }
            return nil
        }
        #expect(links.first?.destination == "http://www.example.com")
    }

    @Test func rawHTMLIsKeptVerbatim() throws {
        let document = try MarkdownParser.parse("<div class=\"x\">\nhello\n</div>\n", file: "h.md")
        guard case .htmlBlock(let html) = document.blocks.first else {
            Issue.record("expected an HTML block")
            return
        }
        #expect(html.html.hasPrefix("<div class=\"x\">"))
    }

    @Test func invalidUTF8IsLocated() throws {
        var bytes = Array("# Fine\nalso fine\nbad: ".utf8)
        bytes.append(0xFF)
        let error = try #require(throws: SourceError.self) {
            try MarkdownParser.parse(data: Data(bytes), file: "chapters/bad.md")
        }
        #expect(error.location == "chapters/bad.md:3:6")
        #expect(error.description.contains("not valid UTF-8"))
    }

    @Test func sourceErrorFormatsLikeACompiler() {
        let error = SourceError(
            file: "chapters/a.md", line: 4, column: 10, message: "unknown attribute 'lessn'",
            hint: "did you mean 'lesson'?", sourceLine: "```swift lessn=x")
        #expect(error.description == """
            chapters/a.md:4:10: error: unknown attribute 'lessn'
                ```swift lessn=x
                         ^
              hint: did you mean 'lesson'?
            """)
    }
}

/// cmark-gfm shares the extensions' special characters between parsers; parsing from many
/// threads at once must still find every extension's syntax.
@Suite struct ConcurrentParsingTests {
    @Test func parallelParsesKeepStrikethrough() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<256 {
                group.addTask {
                    guard let document = try? MarkdownParser.parse("Some ~~gone \(index)~~ text.\n", file: "p\(index).md") else { return false }
                    guard case .paragraph(let paragraph) = document.blocks.first else { return false }
                    return paragraph.children.contains { if case .strikethrough = $0 { true } else { false } }
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 256)
        #expect(results.allSatisfy { $0 })
    }
}
