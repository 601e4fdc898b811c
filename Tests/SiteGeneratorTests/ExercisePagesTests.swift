import Foundation
import Testing
import WorkbookTestSupport

/// Each exercise gets a page with its prompt, folded hints, starter and public tests, and the
/// count and points of its hidden tests — never their source, never a solution.
@Suite struct ExercisePagesTests {
    static func site() throws -> [String: String] {
        var fixture = ExerciseFixture()
        fixture.files["chapters/01-basics.md"] = "# Basics\n\nCounting taps.\n"
        defer { fixture.remove() }
        let root = try fixture.write()
        let output = temporaryFolder("exercise-site")
        defer { try? FileManager.default.removeItem(at: output) }
        var builder = SiteBuild(root: root, output: output)
        builder.verify = false
        try builder.build()
        return try filesBelow(output).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theExercisePageShowsWhatLearnersMaySee() throws {
        let site = try Self.site()
        let page = try #require(site["exercise-01-counter.html"])
        let inspector = PageInspector(html: page)
        #expect(inspector.parseError == nil, "\(inspector.parseError ?? "")")
        #expect(inspector.elementCounts["h1"] == 1)
        #expect(page.contains("<h1>Count taps</h1>"))
        #expect(page.contains("<summary>Hint 1</summary>") && page.contains("<summary>Hint 2</summary>"))
        #expect(page.contains("Start at zero."))
        #expect(page.contains("starter/Solution.swift") && page.contains("tests/public/Basics.swift"))
        #expect(page.contains("startsAtZero"), "public tests are shown")
        #expect(page.contains("1 hidden test worth 2 points"))
        #expect(page.contains("href=\"01-basics.html\""), "the prompt's chapter link points at the chapter's page")
        #expect(page.contains("swift run workbook grade 01-counter"))
    }

    @Test func noHiddenTestOrSolutionReachesTheSite() throws {
        let site = try Self.site()
        for (name, text) in site {
            #expect(!text.contains("countsEveryTap"), "\(name) shows a hidden test")
            #expect(!text.contains("one tap counts one"), "\(name) shows a hidden assertion message")
            #expect(!text.contains("value += 1"), "\(name) shows the reference solution")
            #expect(!text.contains("Mistake:"), "\(name) shows a known-wrong solution")
        }
    }

    @Test func theIndexAndTheChapterLinkTheExercise() throws {
        let site = try Self.site()
        let index = try #require(site["index.html"])
        #expect(index.contains("href=\"exercise-01-counter.html\""))
        #expect(!index.contains("No graded exercises are published yet"))
        #expect(try #require(site["01-basics.html"]).contains("href=\"exercise-01-counter.html\""))
    }

    /// Exercises have a numbered group of their own in the sidebar and the phone menu, the
    /// page's own entry marked current in both; previous/next lead from the part an exercise
    /// practises to the exercise and on, and its chapter's box follows the opening paragraph.
    @Test func exercisesAreInTheNavigationAndTheCourseOrder() throws {
        let site = try Self.site()
        let page = try #require(site["exercise-01-counter.html"])
        let current = "<a href=\"exercise-01-counter.html\" aria-current=\"page\"><span class=\"number\">1 </span>Count taps</a>"
        #expect(page.components(separatedBy: current).count == 3, "marked current in the sidebar and in the phone menu")
        #expect(page.contains("<p class=\"sidebar-heading\" id=\"sidebar-exercises\">Exercises</p>\n<ol class=\"chapter-list exercise-list\" aria-labelledby=\"sidebar-exercises\">"))
        #expect(page.contains("<ol class=\"chapter-list exercise-list\" aria-labelledby=\"menu-exercises\">"))
        #expect(page.contains("<nav class=\"pager\" aria-label=\"Previous and next page\"><a class=\"pager-previous\" rel=\"prev\" href=\"01-basics.html\">← Basics</a><span></span></nav>"),
            "the exercise follows the part it practises, and ends the course")
        let chapter = try #require(site["01-basics.html"])
        #expect(chapter.contains("<a class=\"pager-next\" rel=\"next\" href=\"exercise-01-counter.html\">Exercise 1: Count taps →</a>"))
        #expect(!chapter.contains("aria-current=\"page\"><span class=\"number\">1 </span>Count taps"), "only the page's own entry is current")
        #expect(chapter.contains("<p>Counting taps.</p>\n<aside class=\"lesson-box\" aria-label=\"Exercises for this chapter\">"),
            "the chapter's first paragraph comes before its boxes")
    }
}
