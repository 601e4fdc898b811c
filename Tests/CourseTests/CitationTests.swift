import Foundation
import MarkdownModel
import Testing
import WorkbookTestSupport

/// Every UIKit claim in a chapter cites its row of the appendix with a link, so a reader can
/// check the row a claim relies on.
@Suite struct CitationTests {
    @Test func uikitCitationsLinkToTheAppendix() throws {
        var citations = 0
        for document in try ChapterDocuments.all() where !document.file.hasSuffix("uikit-reference.md") {
            for block in BlockWalker(document) {
                for inlines in ProseRuns.of(block) {
                    let unlinked = ProseRuns.textOutsideLinks(inlines)
                    if unlinked.contains("UIKit reference") {
                        Issue.record("\(document.file):\(block.range.start.line): cite the appendix with a link: \(unlinked)")
                    }
                    for case .link(let link) in inlines where link.children.plainText == "UIKit reference" {
                        #expect(link.destination == "90-uikit-reference.md", "\(document.file):\(block.range.start.line)")
                        citations += 1
                    }
                }
            }
        }
        #expect(citations > 40)
    }

    /// "(UIKit\nreference, row 22)" is one phrase to a reader, so the rule sees it too.
    @Test func aCitationWrappedAcrossALineIsStillSeen() {
        let inlines: [Inline] = [.text("(UIKit"), .softBreak, .text("reference, row 22)")]
        #expect(ProseRuns.textOutsideLinks(inlines).contains("UIKit reference"))
    }

    /// A row number after a citation links to that row's anchor.
    @Test func rowNumbersLinkToTheirRows() throws {
        for document in try ChapterDocuments.all() where !document.file.hasSuffix("uikit-reference.md") {
            for block in BlockWalker(document) {
                for inlines in ProseRuns.of(block) {
                    for case .link(let link) in inlines where link.destination.hasPrefix("90-uikit-reference.md#row-") {
                        let row = link.destination.dropFirst("90-uikit-reference.md#row-".count)
                        #expect(link.children.plainText == row, "\(document.file):\(block.range.start.line): [\(link.children.plainText)] links to row \(row)")
                    }
                }
            }
        }
    }
}

/// The inline content of prose blocks, seen as a reader sees it.
enum ProseRuns {
    /// Top-level inline content of a block (paragraphs, headings, table cells).
    static func of(_ block: Block) -> [[Inline]] {
        switch block {
        case .paragraph(let paragraph): [paragraph.children]
        case .heading(let heading): [heading.children]
        case .table(let table): (table.header + table.rows.flatMap { $0 }).map(\.children)
        default: []
        }
    }

    /// The text of `inlines` with line breaks as spaces and every link left out.
    static func textOutsideLinks(_ inlines: [Inline]) -> String {
        inlines.map { inline in
            switch inline {
            case .link: "\u{1}"
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                textOutsideLinks(children)
            default: [inline].plainText
            }
        }.joined()
    }
}
