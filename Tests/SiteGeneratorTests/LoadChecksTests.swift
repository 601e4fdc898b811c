import Diagnostics
import Foundation
import SiteGenerator
import Testing
import WorkbookCore
import WorkbookTestSupport

/// What the site needs of a book is checked at load: a chapter without a title, a link to a
/// missing heading, an image that is no readable file are found by `Workbook.load`, and
/// `check`, `build` and `build --skip-verify` fail with the same located errors, all at once.
@Suite struct LoadChecksTests {
    private static let chapters = [
        "01-a.md": "# A\n\n## Real part\n\nSee [it](#real-part), [gone](#no-part) and ![flow](images/flow.png).\n",
        "02-b.md": "No title.\n\n![logo](logo.png) and [back](01-a.md#nowhere)\n",
    ]

    private static let expected = [
        "chapters/02-b.md:1:1: error: the chapter has no '# Title' heading",
        "chapters/01-a.md:5:44: error: image 'images/flow.png' is not a readable file",
        "chapters/02-b.md:3:1: error: image 'logo.png' does not exist",
        "chapters/01-a.md:5:23: error: link to '#no-part' on 01-a.html, which has no such heading",
        "chapters/02-b.md:3:23: error: link to '#nowhere' on 01-a.html, which has no such heading",
    ]

    /// A book with all three mistakes; `images/flow.png` is a folder, not a file.
    private func brokenBook() throws -> URL {
        let root = temporaryFolder("load-checks")
        try FixtureWorkbook.write(root, chapters: Self.chapters)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("chapters/images/flow.png"), withIntermediateDirectories: true)
        return root
    }

    private func locations(_ error: any Error) -> [String] {
        ((error as? SourceErrors)?.errors ?? []).map { "\($0.location): error: \($0.message)" }
    }

    @Test func loadingFindsEveryMistakeTheSiteWouldMeetAndCheckAndBuildReportThem() throws {
        let root = try brokenBook()
        defer { try? FileManager.default.removeItem(at: root) }
        let workbook = try Workbook.load(root: root)
        #expect(workbook.siteProblems.map { "\($0.location): error: \($0.message)" } == Self.expected)
        #expect(workbook.siteProblems.allSatisfy { $0.hint?.isEmpty == false })

        // `check` stops before it generates or builds anything.
        let checking = try #require(throws: SourceErrors.self) {
            try workbook.check(CheckOptions(generation: .requireCurrent))
        }
        #expect(locations(checking) == Self.expected)

        let output = temporaryFolder("load-checks-site")
        defer { try? FileManager.default.removeItem(at: output) }
        var builder = SiteBuild(root: root, output: output)
        builder.verify = false
        let building = try #require(throws: SourceErrors.self) { try builder.build() }
        #expect("\(building)" == "\(checking)", "build --skip-verify reports what check does")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        builder.verify = true
        builder.writesSources = false
        let verifying = try #require(throws: SourceErrors.self) { try builder.build() }
        #expect("\(verifying)" == "\(checking)", "a verifying build reports it before verifying")
    }

    /// An exercise's prompt and hints are checked like a chapter: a hint's anchors carry its prefix.
    @Test func exercisePromptLinksAreCheckedAtLoad() throws {
        var fixture = ExerciseFixture()
        fixture.files["chapters/01-basics.md"] = "# Basics\n\n## Counting\n"
        let prompt = fixture.files["exercises/\(ExerciseFixture.id)/README.md"]!
        fixture.files["exercises/\(ExerciseFixture.id)/README.md"] = prompt.replacingOccurrences(
            of: "A counter. Each tap adds one.",
            with: "A counter. Each tap adds one. See [counting](../../chapters/01-basics.md#counting), [rules](#rules), [lost](#lost).")
        defer { fixture.remove() }
        let root = try fixture.write()
        let problems = try Workbook.load(root: root).siteProblems
        #expect(problems.map(\.message) == ["link to '#lost' on exercise-01-counter.html, which has no such heading"])
        #expect(problems.first?.location.hasPrefix("exercises/01-counter/README.md:") == true)
    }
}
