import BookModel
import Foundation
import SiteGenerator
import Testing
import WorkbookTestSupport

/// Every page's footer says what is true of the build that wrote it.
@Suite struct FooterTruthTests {
    func pages(verified: Bool) throws -> [String: String] {
        let book = book([("01-a.md", "# A\n\n```swift\nlet a = 1\n```\n")])
        let site = try SiteRenderer(book: book, plan: try LessonPlanner.plan(book), verified: verified).render()
        return site.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aSkippedVerificationIsNeverCalledCompiled() throws {
        let skipped = try pages(verified: false)
        #expect(!skipped.isEmpty)
        for (name, page) in skipped {
            #expect(!page.contains("was compiled"), "\(name) claims a compilation that did not happen")
            #expect(page.contains("This build skipped verification (--skip-verify)"), "\(name)")
        }
        for (name, page) in try pages(verified: true) {
            #expect(page.contains("Every Swift listing on these pages was compiled, and every lesson run"), "\(name)")
        }
    }
}
