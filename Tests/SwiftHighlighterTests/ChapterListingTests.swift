import Foundation
import SwiftHighlighter
import SwiftTokenizer
import Testing
import WorkbookTestSupport

/// Highlights every Swift listing the workbook's chapters contain, found through the Markdown
/// model exactly as the site finds them.
@Suite("Chapter listings")
struct ChapterListingTests {
    /// Every listing round-trips and is recognisably Swift. A short listing can be nothing but
    /// calls (`check(…)` lines), so each must show a keyword or a call, and each chapter a keyword.
    @Test func everyChapterListingHighlights() throws {
        let documents = try ChapterDocuments.all()
        #expect(!documents.isEmpty)
        for document in documents {
            var chapterKinds: Set<TokenKind> = []
            for block in document.codeBlocks where block.isFenced && block.language == "swift" {
                let listing = block.code
                let place = "\(document.file):\(block.range.start.line)"
                let tokens = highlighter.tokens(listing)
                let kinds = Set(tokens.map(\.kind))
                chapterKinds.formUnion(kinds)
                #expect(tokens.map(\.text).joined() == listing, "\(place) does not round-trip")
                #expect(kinds.contains(.keyword) || kinds.contains(.call), "\(place) has no keyword or call")
                #expect(unescapedHTMLText(highlighter.html(listing)) == listing, "\(place) HTML")
            }
            let listings = document.codeBlocks.filter { $0.isFenced && $0.language == "swift" }
            #expect(listings.isEmpty || chapterKinds.contains(.keyword), "\(document.file) has no keyword")
        }
    }
}
