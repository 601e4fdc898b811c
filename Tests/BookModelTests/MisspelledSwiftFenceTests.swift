import Diagnostics
import MarkdownModel
import Testing
import WorkbookTestSupport
@testable import BookModel

/// A fence meant as a listing whose language word is not exactly `swift` is never
/// compiled; planning says so with a warning at the fence that names the working spelling.
@Suite struct MisspelledSwiftFenceTests {
    private func warnings(_ fence: String) throws -> [SourceError] {
        try LessonPlanner.plan(book([("01-a.md", "# A\n\n\(fence)\nlet a = 1\n```\n")])).warnings
    }

    @Test(arguments: [
        ("```Swift", "swift"),
        ("```SWIFT lesson=x", "swift lesson=x"),
        (#"```swift,ignore="x""#, #"swift ignore="x""#),
        (#"```swift,,ignore="x" lesson=y"#, #"swift ignore="x" lesson=y"#),
        ("```swift{.x}", #"swift ignore="reason""#),
        ("```swift:", #"swift ignore="reason""#),
        ("~~~Swift", "swift"),
    ])
    func nearMissesAreWarnedAtTheFence(fence: String, suggestion: String) throws {
        let chapter = "# A\n\n\(fence)\nlet a = 1\n" + (fence.hasPrefix("~") ? "~~~" : "```") + "\n"
        let plan = try LessonPlanner.plan(book([("01-a.md", chapter)]))
        #expect(plan.lessons.isEmpty)
        let warning = try #require(plan.warnings.first)
        #expect(plan.warnings.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.location == "chapters/01-a.md:3:4")
        #expect(warning.message.hasPrefix("this fence is not compiled"))
        #expect(warning.hint?.hasSuffix(": " + suggestion) == true)
        #expect(warning.sourceLine == fence)
        let text = DiagnosticFormatter.plain.format(warning)
        #expect(text.hasPrefix("chapters/01-a.md:3:4: warning: this fence is not compiled"))
    }

    @Test(arguments: ["```swift", "```swiftui", "```swift-5", "```text", "```", "```mermaid"])
    func otherLanguagesAreNotWarned(fence: String) throws {
        #expect(try warnings(fence).isEmpty)
    }

    /// With errors in the book, the warnings come with them, in reading order, counted apart.
    @Test func warningsTravelWithErrors() throws {
        let chapter = "# A\n\n```Swift\nx\n```\n\n```swift colour=red\ny\n```\n"
        let failure = try #require(throws: SourceErrors.self) {
            _ = try LessonPlanner.plan(book([("01-a.md", chapter)]))
        }
        #expect(failure.errors.map(\.severity) == [.warning, .error])
        #expect(failure.description.hasSuffix("\n1 error, 1 warning"))
    }
}
