import Foundation
import Testing
import WorkbookTestSupport

/// The "Get the code" page says where the source is (from `workbook.json`, or a placeholder),
/// how to set up, run a lesson, grade an exercise and watch; every page links it.
@Suite struct GetTheCodePageTests {
    static func site(settings: String?) throws -> [String: String] {
        var fixture = ExerciseFixture()
        fixture.files["chapters/01-basics.md"] = "# Basics\n\nCounting taps.\n\n```swift\nlet taps = 0\n```\n"
        if let settings { fixture.files["workbook.json"] = settings }
        defer { fixture.remove() }
        let root = try fixture.write()
        let output = temporaryFolder("get-the-code-site")
        defer { try? FileManager.default.removeItem(at: output) }
        var builder = SiteBuild(root: root, output: output)
        builder.verify = false
        try builder.build()
        return try filesBelow(output).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theConfiguredRepositoryIsShown() throws {
        let site = try Self.site(settings: #"{"repository": "https://example.org/course/workbook.git"}"#)
        let page = try #require(site["get-the-code.html"])
        let inspector = PageInspector(html: page)
        #expect(inspector.parseError == nil, "\(inspector.parseError ?? "")")
        #expect(inspector.elementCounts["h1"] == 1)
        #expect(page.contains("href=\"https://example.org/course/workbook.git\""))
        #expect(page.contains("git clone https://example.org/course/workbook.git"))
        #expect(!page.contains("Ask your instructor"))
        for command in ["scripts/install-system-packages &amp;&amp; swift run workbook build", "swift test",
            "swift run basics", "swift run workbook grade 01-counter", "swift run workbook watch 01-counter",
            "swift run workbook next", "swift run workbook hint 01-counter"]
        {
            #expect(page.contains(command), "missing \(command)")
        }
    }

    @Test func withoutSettingsThePageSaysWhomToAsk() throws {
        let site = try Self.site(settings: nil)
        let page = try #require(site["get-the-code.html"])
        #expect(PageInspector(html: page).parseError == nil)
        #expect(page.contains("Ask your instructor for the learner edition&#39;s repository.")
            || page.contains("Ask your instructor for the learner edition's repository."))
        #expect(!page.contains("git clone"))
    }

    @Test func theSidebarAndEveryLessonBoxLinkIt() throws {
        let site = try Self.site(settings: nil)
        for name in ["index.html", "01-basics.html", "exercise-01-counter.html", "search.html"] {
            let page = try #require(site[name])
            #expect(PageInspector(html: page).links.contains("get-the-code.html"), "\(name) does not link the page")
        }
        let chapter = try #require(site["01-basics.html"])
        #expect(chapter.contains("To run these yourself, <a href=\"get-the-code.html\">get the code</a>."))
        #expect(try #require(site["get-the-code.html"]).contains("aria-current=\"page\""))
    }

    @Test func aMalformedSettingsFileIsAnError() throws {
        #expect(throws: (any Error).self) { try Self.site(settings: "{\"repository\": 3}") }
    }
}
