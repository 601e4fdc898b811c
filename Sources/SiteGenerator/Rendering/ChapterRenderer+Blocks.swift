import Diagnostics
import Foundation
import DiagramRenderer
import MarkdownModel

extension ChapterRenderer {
    func block(_ block: MarkdownModel.Block) -> String {
        currentLine = block.range.start.line
        switch block {
        case .heading(let heading):
            return self.heading(heading)
        case .paragraph(let paragraph):
            index(paragraph.children.plainText)
            return "<p>\(inlines(paragraph.children))</p>\n"
        case .blockQuote(let quote):
            return "<blockquote>\n\(quote.children.map { self.block($0) }.joined())</blockquote>\n"
        case .list(let list):
            return self.list(list)
        case .codeBlock(let code):
            return codeBlock(code)
        case .htmlBlock(let html):
            return TagFilter.apply(html.html)
        case .table(let table):
            return self.table(table)
        case .thematicBreak:
            return "<hr/>\n"
        }
    }

    private func heading(_ heading: Heading) -> String {
        let text = heading.plainText
        let level = min(max(heading.level + headingShift, 1), 6)
        guard level > 1 else { return "<h1>\(inlines(heading.children))</h1>\n" }
        let anchor = anchorPrefix + anchors.anchor(for: text)
        toc.append(TOCEntry(level: level, text: text, anchor: anchor))
        sections.append(SearchSection(page: page, anchor: anchor, heading: text, chapter: chapterTitle, text: ""))
        return "<h\(level) id=\"\(anchor)\"><a class=\"anchor\" href=\"#\(anchor)\">\(inlines(heading.children))</a></h\(level)>\n"
    }

    private func list(_ list: ListBlock) -> String {
        let items = list.items.map { item -> String in
            var content: String
            if list.isTight {
                content = item.children.map { child -> String in
                    if case .paragraph(let paragraph) = child {
                        index(paragraph.children.plainText)
                        return inlines(paragraph.children)
                    }
                    return self.block(child)
                }.joined()
            } else {
                content = item.children.map { self.block($0) }.joined()
            }
            guard let task = item.task else { return "<li>\(content)</li>\n" }
            let checked = task == .checked ? " checked=\"checked\"" : ""
            content = "<input type=\"checkbox\" disabled=\"disabled\"\(checked)/> " + content
            return "<li class=\"task\">\(content)</li>\n"
        }.joined()
        switch list.kind {
        case .bullet:
            return "<ul>\n\(items)</ul>\n"
        case .ordered(let start):
            return start == 1 ? "<ol>\n\(items)</ol>\n" : "<ol start=\"\(start)\">\n\(items)</ol>\n"
        }
    }

    private func codeBlock(_ code: CodeBlock) -> String {
        if code.isFenced && code.language == "mermaid" {
            return diagram(code)
        }
        if code.isFenced && code.language == "swift", let snippet = plan.listing(for: code, in: document.file) {
            return listings.render(snippet)
        }
        return listings.renderPlain(code.code, language: code.language)
    }

    private func diagram(_ code: CodeBlock) -> String {
        diagramCount += 1
        // Named after the chapter, not the page: the print page holds every chapter's diagrams.
        let chapterStem = (document.file as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "")
        let prefix = "d\(diagramCount)-\(AnchorNamer.slug(chapterStem))"
        do {
            let svg = try Diagrams.renderSVG(
                mermaid: code.code, file: document.file, firstLine: code.firstCodeLine, idPrefix: prefix)
            return "<figure class=\"diagram\">\(svg)</figure>\n"
        } catch let error as SourceError {
            errors.append(error)
        } catch {
            errors.append(SourceError(
                file: document.file, line: code.firstCodeLine, message: "\(error)",
                hint: "fix the diagram; the site draws every diagram at build time"))
        }
        return ""
    }

    private func table(_ table: Table) -> String {
        func alignment(_ column: Int) -> String {
            guard table.alignments.indices.contains(column) else { return "" }
            switch table.alignments[column] {
            case .none: return ""
            case .left: return " style=\"text-align:left\""
            case .center: return " style=\"text-align:center\""
            case .right: return " style=\"text-align:right\""
            }
        }
        let head = table.header.enumerated().map { column, cell in
            "<th\(alignment(column))>\(inlines(cell.children))</th>"
        }.joined()
        let rows = table.rows.map { row in
            "<tr>" + row.enumerated().map { column, cell in
                index(cell.children.plainText)
                return "<td\(alignment(column))>\(inlines(cell.children))</td>"
            }.joined() + "</tr>\n"
        }.joined()
        return "<div class=\"table-scroll\"><table>\n<thead><tr>\(head)</tr></thead>\n<tbody>\n\(rows)</tbody>\n</table></div>\n"
    }
}
