import Diagnostics
import Testing
import WorkbookTestSupport
@testable import BookModel
@testable import SiteGenerator

/// A broken diagram inside a list or a quote is reported at the chapter's column, with the
/// chapter's line quoted, not at the column within the diagram's own lines.
@Suite struct DiagramLocationTests {
    private func renderError(_ chapter: String) throws -> SourceError {
        let book = book([("01-a.md", chapter)])
        let plan = try LessonPlanner.plan(book)
        let failure = try #require(throws: SourceErrors.self) {
            _ = try SiteRenderer(book: book, plan: plan, verifications: [:]).render()
        }
        return try #require(failure.errors.first)
    }

    @Test(arguments: [
        ("# A\n\n```mermaid\nsequenceDiagram\n    A-->>>B: hi\n```\n", 5, 6),
        ("# A\n\n- item\n\n  ```mermaid\n  sequenceDiagram\n      A-->>>B: hi\n  ```\n", 7, 8),
        ("# A\n\n> ```mermaid\n> sequenceDiagram\n>     A-->>>B: hi\n> ```\n", 5, 8),
        ("# A\n\n> 1. quoted list\n>\n>    ```mermaid\n>    sequenceDiagram\n>        A-->>>B: hi\n>    ```\n", 7, 11),
        ("# A\n\n   ```mermaid\n   sequenceDiagram\n       A-->>>B: hi\n   ```\n", 5, 9),
    ])
    func columnsCountTheIndentAndTheQuoteMarkers(chapter: String, line: Int, column: Int) throws {
        let error = try renderError(chapter)
        #expect(error.message == "unknown arrow '-->>>'")
        #expect((error.line, error.column) == (line, column))
        let quoted = try #require(error.sourceLine)
        #expect(quoted == chapter.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].description)
        #expect(Array(quoted)[(column - 1)...].starts(with: "-->>>"))
    }
}
