import BookModel
import Diagnostics
import Foundation
import SiteGenerator
import Testing
import WorkbookTestSupport

/// A chapter split into parts keeps its old addresses: the old page is a page that sends each
/// old anchor on to the part that holds the section now, and every target is checked at load.
@Suite struct MovedPagesTests {
    static let parts: [(String, String)] = [
        ("01-1-basics.md", "# Basics\n\n## What you will learn\n\nx\n\n## The screen\n\ny\n"),
        ("01-2-more.md", "# More\n\n## Handing over\n\nz\n\n## Summary\n\nw\n"),
        ("02-other.md", "# Other\n\nSee [handing over](01-2-more.md#handing-over).\n"),
    ]

    static let moved = """
        # old chapter 1, split in two
        01-basics.md -> 01-1-basics.md
        01-basics.md#the-screen -> 01-1-basics.md#the-screen
        01-basics.md#handing-over -> 01-2-more.md#handing-over
        01-basics.md#summary -> 01-2-more.md#summary

        """

    private func splitBook(_ movedText: String = moved) throws -> Book {
        var split = book(Self.parts)
        split.movedPages = try MovedPages.parse(movedText)
        return split
    }

    @Test func theOldPageSendsEachOldAnchorToItsPart() throws {
        let site = try SiteRenderer(book: try splitBook(), plan: try LessonPlanner.plan(try splitBook()), verifications: [:]).render()
        let page = try #require(site["01-basics.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(page.contains(#"<a id="moved-to" href="01-1-basics.html">Go to 1.1 Basics</a>"#))
        #expect(page.contains(#"<li id="handing-over"><a href="01-2-more.html#handing-over">Handing over</a> <span class="status">in 1.2 More</span></li>"#))
        #expect(page.contains(#"<li id="summary"><a href="01-2-more.html#summary">Summary</a>"#))
        #expect(page.contains(#"<script src="assets/moved.js">"#))
        let script = try #require(site["assets/moved.js"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(script.contains("location.replace"))
        // Only the old address knows it: no menu lists it and search does not find it.
        let index = try #require(site["index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(!index.contains("01-basics.html"))
        let search = try #require(site["assets/search-index.js"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(!search.contains("01-basics.html"))
    }

    @Test func partsAreNumberedInTheMenuAndOnTheirPage() throws {
        let site = try SiteRenderer(book: try splitBook(), plan: try LessonPlanner.plan(try splitBook()), verifications: [:]).render()
        let page = try #require(site["01-2-more.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(page.contains(#"<p class="chapter-place">Chapter 1 · Part 2 of 2</p>"#))
        #expect(page.contains(#"<a href="01-1-basics.html"><span class="number">1.1 </span>Basics</a>"#))
        let other = try #require(site["02-other.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(other.contains(#"<p class="chapter-place">Chapter 2</p>"#))
    }

    @Test func aTargetThatDoesNotExistIsAnErrorAtItsLineAndColumn() throws {
        let broken = try splitBook("""
            01-basics.md -> 01-1-basics.md
            01-basics.md#handing-over -> 01-1-basics.md#handing-over
            01-basics.md#gone -> 03-nothing.md
            02-other.md -> 01-1-basics.md
            """)
        let errors = BookChecks(book: broken).problems()
        #expect(errors.map(\.location) == [
            "chapters/moved-pages.txt:2:30", "chapters/moved-pages.txt:3:22", "chapters/moved-pages.txt:4:1",
        ])
        #expect(errors.first?.message == "'01-1-basics.md' has no heading with the anchor '#handing-over'")
        #expect(errors.last?.message == "'02-other.md' is still a chapter of the book, so its page cannot be a moved page")
    }

    @Test func malformedLinesAreEachReported() {
        #expect {
            try MovedPages.parse("""
                01-a.md#x -> 01-1-a.md
                01-b.md 01-1-b.md
                01-c.md -> chapters/01-1-c.md
                01-c.md -> 01-1-c.md
                01-c.md -> 01-2-c.md
                """)
        } throws: { error in
            guard let errors = (error as? SourceErrors)?.errors else { return false }
            #expect(errors.map(\.location) == [
                "chapters/moved-pages.txt:1:1", "chapters/moved-pages.txt:2:1", "chapters/moved-pages.txt:3:12",
                "chapters/moved-pages.txt:5:1",
            ])
            #expect(errors.first?.message == "the first line of '01-a.md' must say where the page itself goes")
            return errors.allSatisfy { $0.hint != nil }
        }
    }

    @Test func chapterNumbersComeFromFileNames() {
        #expect(ChapterNumber(fileName: "04-2-back-navigation.md") == ChapterNumber(chapter: 4, part: 2))
        #expect(ChapterNumber(fileName: "04-mvc-coordinator.md") == ChapterNumber(chapter: 4))
        #expect(ChapterNumber(fileName: "91-credits.md")?.short == "B")
        #expect(ChapterNumber(fileName: "intro.md") == nil)
        #expect(ChapterNumber(fileName: "04.md") == nil)
    }
}
