import BookModel
import Foundation
import SiteGenerator
import Testing
import WorkbookTestSupport

/// "On this page" numbers sections; their subsections are nested under them, not counted.
@Suite struct TableOfContentsTests {
    @Test func subsectionsNestUnderTheirSection() throws {
        let book = book([("01-a.md", "# A\n\n## First\n\n### Row 1\n\n### Row 2\n\n## Second\n\ntext\n")])
        let site = try SiteRenderer(book: book, plan: try LessonPlanner.plan(book)).render()
        let page = String(decoding: try #require(site["01-a.html"]), as: UTF8.self)
        let toc = try #require(page.components(separatedBy: "<nav class=\"toc\"").dropFirst().first?.components(separatedBy: "</nav>").first)
        #expect(toc.contains("""
            <ol>
            <li class="toc-level-2"><a href="#first">First</a>
            <ol>
            <li class="toc-level-3"><a href="#row-1">Row 1</a></li>
            <li class="toc-level-3"><a href="#row-2">Row 2</a></li>
            </ol></li>
            <li class="toc-level-2"><a href="#second">Second</a></li>
            </ol>
            """), "\(toc)")
    }

    /// On this page follows the title, folded in a `<details>` written open (the site script
    /// folds it on phones), and the introduction's paragraphs follow it.
    @Test func onThisPageOpensTheIntroduction() throws {
        let book = book([("01-a.md", "# A\n\nIntro one.\n\nIntro two.\n\n## First\n\ntext\n\n## Second\n\ntext\n")])
        let site = try SiteRenderer(book: book, plan: try LessonPlanner.plan(book)).render()
        let page = String(decoding: try #require(site["01-a.html"]), as: UTF8.self)
        #expect(page.contains("""
            <h1>A</h1>
            <nav class="toc" aria-label="On this page">
            <details open="">
            <summary class="toc-heading">On this page</summary>
            <ol>
            """), "\(page)")
        #expect(page.contains("</ol>\n</details>\n</nav>\n<p>Intro one.</p>\n<p>Intro two.</p>\n<h2"))
    }
}
