import BookModel
import Diagnostics
import SiteGenerator
import Testing
import WorkbookTestSupport

/// A link to a heading that does not exist is one mistake: one error, where the link is.
@Suite struct BrokenAnchorTests {
    @Test func aBrokenAnchorIsReportedOnceAtItsColumn() throws {
        let book = book([
            ("01-a.md", "# A\n\n## Real part\n\nSee [the part](#real-part) and then [this one](#no-such-part).\n\n- in a list: [b](02-b.md#gone)\n"),
            ("02-b.md", "# B\n"),
        ])
        #expect {
            try BookChecks(book: book).check()
        } throws: { error in
            guard let errors = (error as? SourceErrors)?.errors else { return false }
            #expect(errors.map(\.location) == ["chapters/01-a.md:5:37", "chapters/01-a.md:7:14"])
            #expect(errors.first?.message == "link to '#no-such-part' on 01-a.html, which has no such heading")
            #expect(errors.first?.sourceLine == "See [the part](#real-part) and then [this one](#no-such-part).")
            return errors.count == 2
        }
    }
}
