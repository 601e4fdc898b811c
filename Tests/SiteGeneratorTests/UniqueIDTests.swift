import Foundation
import Testing
import WorkbookTestSupport
@testable import BookModel
@testable import SiteGenerator

/// No ID appears twice on a page: not a heading that takes the frame's own `main`, not
/// chapters whose file names slug alike on the print page, not a repeat's `-2` that a
/// heading took for itself. Where nothing clashes, anchors stay the plain slugs.
@Suite struct UniqueIDTests {
    private func render(_ chapters: [(String, String)]) throws -> [String: String] {
        let book = book(chapters)
        return try SiteRenderer(book: book, plan: try LessonPlanner.plan(book)).render()
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// Every page parses and repeats no ID.
    private func expectUniqueIDs(_ site: [String: String]) {
        for (name, html) in site where name.hasSuffix(".html") {
            let page = PageInspector(html: html)
            #expect(page.parseError == nil, "\(name): \(page.parseError ?? "")")
            let repeated = Dictionary(grouping: page.ids) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
            #expect(repeated.isEmpty, "\(name) repeats \(repeated)")
        }
    }

    @Test func headingsNeverTakeThePageFramesIDs() throws {
        let site = try render([("01-a.md", """
            # A

            See [the main part](#main-2) and [search](#site-search-2).

            ## Main

            ## Site search

            ## Main
            """)])
        expectUniqueIDs(site)
        let page = try #require(site["01-a.html"])
        #expect(page.contains("<main id=\"main\""))
        #expect(page.contains("<h2 id=\"main-2\">"))
        #expect(page.contains("<h2 id=\"site-search-2\">"))
        #expect(page.contains("<h2 id=\"main-3\">"))
        #expect(page.contains("<a href=\"#main-2\">the main part</a>"))
        // The print page numbers the same way, so the chapter's own links still land.
        let print = try #require(site["print.html"])
        #expect(print.contains("<h3 id=\"01-a--main-2\">"))
        #expect(print.contains("<a href=\"#01-a--main-2\">the main part</a>"))
    }

    @Test func aNumberedRepeatSkipsANumberAHeadingTook() throws {
        let site = try render([("01-a.md", "# A\n\n## A 2\n\n## A\n\n## A\n")])
        expectUniqueIDs(site)
        let page = try #require(site["01-a.html"])
        #expect(page.contains("<h2 id=\"a-2\">"))
        #expect(page.contains("<h2 id=\"a\">"))
        #expect(page.contains("<h2 id=\"a-3\">"))
    }

    @Test func chaptersWhoseNamesSlugAlikeStayApartOnThePrintPage() throws {
        let chapter = { (title: String) in
            "# \(title)\n\nSee [intro](#intro).\n\n## Intro\n\n```mermaid\nflowchart LR\n    a --> b\n```\n"
        }
        let site = try render([
            ("01-a.md", chapter("First")), ("01_a.md", chapter("Second")), ("01-A.md", chapter("Third")),
            ("02-b.md", chapter("Fourth")),
        ])
        expectUniqueIDs(site)
        let print = try #require(site["print.html"])
        // In file-name order (`01-A.md` sorts first); a name that clashes with none keeps its anchors.
        #expect(print.contains("<h3 id=\"01-a--intro\">"))
        #expect(print.contains("<h3 id=\"01-a-2--intro\">"))
        #expect(print.contains("<h3 id=\"01-a-3--intro\">"))
        #expect(print.contains("<h3 id=\"02-b--intro\">"))
        #expect(print.contains("<a href=\"#01-a-3--intro\">intro</a>"))
        // The chapter pages keep their anchors.
        #expect(site["01_a.html"]?.contains("<h2 id=\"intro\">") == true)
    }

    @Test func keysAreUniqueSlugsInFileNameOrder() {
        let keys = ChapterKeys(fileNames: ["01_a.md", "01-a.md", "01-A.md", "01-a-2.md", "01-é.md", "01-è.md"])
        #expect(keys.anchorPrefixes["01-A.md"] == "01-a--")
        #expect(keys.anchorPrefixes["01-a-2.md"] == "01-a-2--")
        #expect(keys.anchorPrefixes["01-a.md"] == "01-a-3--")
        #expect(keys.anchorPrefixes["01_a.md"] == "01-a-4--")
        #expect(keys.anchorPrefixes["01-é.md"] == "01-é--")
        #expect(Set(keys.figureKeys.values).count == 6)
        #expect(keys.figureKeys.values.allSatisfy { $0.allSatisfy { $0.isASCII && $0 != "_" } })
    }

    /// An exercise's prompt shares its page with the page's sections and the hints.
    @Test func exercisePromptsNeverTakeTheSectionsIDs() throws {
        var fixture = ExerciseFixture()
        let readme = "exercises/\(ExerciseFixture.id)/README.md"
        fixture.files[readme] = try #require(fixture.files[readme]).replacingOccurrences(
            of: "## Objectives", with: "## Grading heading\n\n## Main\n\n## Objectives")
        defer { fixture.remove() }
        let root = try fixture.write()
        let output = temporaryFolder("unique-id-site")
        defer { try? FileManager.default.removeItem(at: output) }
        var builder = SiteBuild(root: root, output: output)
        builder.verify = false
        try builder.build()
        let site = try filesBelow(output).mapValues { String(decoding: $0, as: UTF8.self) }
        expectUniqueIDs(site)
        let page = try #require(site["exercise-\(ExerciseFixture.id).html"])
        #expect(page.contains("<h2 id=\"grading-heading-2\">"))
        #expect(page.contains("<h2 id=\"main-2\">"))
        #expect(page.contains("<h2 id=\"grading-heading\">Grading</h2>"))
    }
}
