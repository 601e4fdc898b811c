import BookModel
import Diagnostics
import Foundation
import DiagramRenderer
import MarkupWriting
import MarkdownModel
import MermaidModel

extension ChapterWalk {
    mutating func block(_ block: MarkdownModel.Block, into html: inout MarkupWriter) {
        switch block {
        case .heading(let heading):
            self.heading(heading, into: &html)
        case .paragraph(let paragraph):
            index(paragraph.children.plainText)
            html.open("p")
            inlines(paragraph.children, into: &html)
            html.close("p")
            html.raw("\n")
        case .blockQuote(let quote):
            html.open("blockquote")
            html.raw("\n")
            for child in quote.children { self.block(child, into: &html) }
            html.close("blockquote")
            html.raw("\n")
        case .list(let list):
            self.list(list, into: &html)
        case .codeBlock(let code):
            codeBlock(code, into: &html)
        case .htmlBlock(let block):
            rawHTML(block.html, at: block.range.start, isBlock: true, into: &html)
        case .table(let table):
            self.table(table, into: &html)
        case .thematicBreak:
            html.element("hr")
            html.raw("\n")
        }
    }

    private mutating func heading(_ heading: Heading, into html: inout MarkupWriter) {
        let text = heading.plainText
        let level = min(max(heading.level + renderer.headingShift, 1), 6)
        guard level > 1 else {
            html.open("h1")
            inlines(heading.children, into: &html)
            html.close("h1")
            html.raw("\n")
            return
        }
        listingGroups.heading()
        let anchor = placement.anchorPrefix + anchors.anchor(for: text)
        toc.append(TOCEntry(level: level, text: text, anchor: anchor))
        sections.append(SearchSection(page: page, anchor: anchor, heading: text, chapter: chapterTitle, text: ""))
        let name = "h\(level)"
        html.open(name, [Attribute("id", anchor)])
        html.open("a", [Attribute("class", "anchor"), Attribute("href", "#" + anchor)])
        inlines(heading.children, into: &html)
        html.close("a")
        html.close(name)
        html.raw("\n")
    }

    private mutating func list(_ list: ListBlock, into html: inout MarkupWriter) {
        let name: String
        switch list.kind {
        case .bullet:
            name = "ul"
            html.open(name)
        case .ordered(let start):
            name = "ol"
            html.open(name, start == 1 ? [] : [Attribute("start", start)])
        }
        html.raw("\n")
        for item in list.items {
            if let task = item.task {
                // A checklist item's box is a status, not a control a reader can tick: a
                // symbol with a name, where a disabled checkbox would be an unlabelled input.
                let done = task == .checked
                html.open("li", [Attribute("class", "task")])
                html.element("span", [
                    Attribute("class", "task-box"), Attribute("role", "img"), Attribute("aria-label", done ? "done" : "not done"),
                ], text: done ? "\u{2611}" : "\u{2610}")
                html.raw(" ")
            } else {
                html.open("li")
            }
            for child in item.children {
                // A tight list's paragraphs are written without their `<p>`.
                if list.isTight, case .paragraph(let paragraph) = child {
                    index(paragraph.children.plainText)
                    inlines(paragraph.children, into: &html)
                } else {
                    block(child, into: &html)
                }
            }
            html.close("li")
            html.raw("\n")
        }
        html.close(name)
        html.raw("\n")
    }

    private mutating func codeBlock(_ code: CodeBlock, into html: inout MarkupWriter) {
        if code.isFenced && code.language == "mermaid" {
            return diagram(code, into: &html)
        }
        if code.isFenced && code.language == "swift", let snippet = renderer.plan.listing(for: code, in: document.file) {
            let tokens = renderer.figures.tokens(snippet.id) { renderer.listings.highlighter.tokens(snippet.visibleCode) }
            indexCode(tokens, visibleCode: snippet.visibleCode)
            // Both renders of a chapter walk it alike, so the cached figure's caption is right on both pages.
            let captioned = listingGroups.startsGroup(snippet)
            return renderer.figures.figure(snippet.id, into: &html) {
                renderer.listings.render(snippet, tokens: tokens, captioned: captioned, into: &$0)
            }
        }
        return renderer.listings.renderPlain(code.code, language: code.language, into: &html)
    }

    /// A diagram's error or warning where the chapter has it: the diagram counted columns in
    /// its own lines, and inside a list or a quote the chapter's line starts with more.
    func inChapter(_ diagnostic: SourceError, _ code: CodeBlock) -> SourceError {
        var located = diagnostic
        if located.file == document.file, let column = document.sourceColumn(located.column, line: located.line, in: code) {
            located.column = column
            located.sourceLine = document.line(located.line)
        }
        return located
    }

    private mutating func table(_ table: Table, into html: inout MarkupWriter) {
        func alignment(_ column: Int) -> [Attribute] {
            guard table.alignments.indices.contains(column) else { return [] }
            switch table.alignments[column] {
            case .none: return []
            case .left: return [Attribute("style", "text-align:left")]
            case .center: return [Attribute("style", "text-align:center")]
            case .right: return [Attribute("style", "text-align:right")]
            }
        }
        html.open("div", [Attribute("class", "table-scroll")])
        html.open("table")
        html.raw("\n")
        /// One row of `th` or `td` cells; body cells also go into the search index. An empty
        /// header cell (the corner above a column of row names) heads nothing, so it is a `td`.
        func row(_ cells: [TableCell], element: String) {
            html.open("tr")
            for (column, cell) in cells.enumerated() {
                if element == "td" { index(cell.children.plainText) }
                let isEmpty = cell.children.plainText.allSatisfy(\.isWhitespace)
                let name = element == "th" && isEmpty ? "td" : element
                html.open(name, alignment(column))
                inlines(cell.children, into: &html)
                html.close(name)
            }
            html.close("tr")
        }
        html.open("thead")
        row(table.header, element: "th")
        html.close("thead")
        html.raw("\n")
        html.open("tbody")
        html.raw("\n")
        for cells in table.rows {
            row(cells, element: "td")
            html.raw("\n")
        }
        html.close("tbody")
        html.raw("\n")
        html.close("table")
        html.close("div")
        html.raw("\n")
    }
}
