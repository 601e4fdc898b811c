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

/// A diagram label's unsupported tag is a warning at the chapter's line and column, reported
/// once though the chapter is drawn twice (its page and the print page), and the site is built.
@Suite struct DiagramWarningLocationTests {
    @Test(arguments: [
        ("# A\n\n```mermaid\nflowchart TD\n    A[<div>x</div>]\n```\n", 5, 7),
        ("# A\n\n> - quoted item\n>\n>   ```mermaid\n>   sequenceDiagram\n>       A->>B: <span>hi</span>\n>   ```\n", 7, 16),
    ])
    func warningsAreLocatedInTheChapter(chapter: String, line: Int, column: Int) throws {
        let book = book([("01-a.md", chapter)])
        let plan = try LessonPlanner.plan(book)
        var warnings: [SourceError] = []
        let files = try SiteRenderer(book: book, plan: plan, verifications: [:]).render(warnings: &warnings)
        #expect(files["01-a.html"] != nil)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect((warning.file, warning.line, warning.column) == ("chapters/01-a.md", line, column))
        let quoted = try #require(warning.sourceLine)
        #expect(Array(quoted)[(column - 1)...].starts(with: "<"))
    }
}
