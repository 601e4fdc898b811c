import Foundation
import MarkdownModel
import Testing
import WorkbookTestSupport

/// Rules the course's prose keeps, checked on the real chapters.
@Suite struct CourseContentTests {
    /// Every "UIKit reference" in prose is a link into the appendix, so a reader can check
    /// the row a claim relies on.
    @Test func uikitCitationsLinkToTheirRows() throws {
        var citations = 0
        for document in try ChapterDocuments.all() where !document.file.hasSuffix("uikit-reference.md") {
            for block in BlockWalker(document) {
                for inlines in inlineRuns(of: block) {
                    for case .text(let text) in inlines where text.contains("UIKit reference") {
                        Issue.record("\(document.file):\(block.range.start.line): cite the appendix with a link: \(text)")
                    }
                    for case .link(let link) in inlines where link.children.plainText == "UIKit reference" {
                        #expect(link.destination == "90-uikit-reference.md")
                        citations += 1
                    }
                }
            }
        }
        #expect(citations > 0)
    }

    /// Top-level inline content of a block (paragraphs, headings, table cells).
    private func inlineRuns(of block: Block) -> [[Inline]] {
        switch block {
        case .paragraph(let paragraph): [paragraph.children]
        case .heading(let heading): [heading.children]
        case .table(let table): (table.header + table.rows.flatMap { $0 }).map(\.children)
        default: []
        }
    }
}
