import Diagnostics
import MarkdownModel
import Testing
import WorkbookTestSupport
@testable import BookModel

/// A lesson name over 255 characters used to surface as a raw `NSCocoaErrorDomain Code=514`
/// when its folder was written (issue 12). Names past `LessonName.maximumLength` are now a
/// located error wherever they come from: `lesson=`, `continues=` or the chapter's file name.
@Suite struct LessonNameLengthTests {
    static let limit = LessonName.maximumLength
    static let tooLong = String(repeating: "a", count: 300)

    private func planError(_ chapters: [(String, String)]) throws -> SourceError {
        try #require(planningErrors(book(chapters)).first)
    }

    @Test func theLimitIsInclusive() {
        #expect(LessonName.isValid(String(repeating: "a", count: Self.limit)))
        #expect(!LessonName.isValid(String(repeating: "a", count: Self.limit + 1)))
        #expect(LessonName.isTooLong(String(repeating: "a", count: Self.limit + 1)))
    }

    @Test(arguments: ["lesson", "continues"])
    func aLongNameInAFenceAttributeIsLocatedAtItsValue(attribute: String) throws {
        let error = try planError([("01-a.md", "Intro\n\n```swift \(attribute)=\(Self.tooLong)\nlet a = 1\n```\n")])
        #expect(error.location == "chapters/01-a.md:3:\(10 + attribute.count + 1)")
        #expect(error.message == "the lesson name is 300 characters long; the limit is \(Self.limit)")
        #expect(error.hint == LessonName.lengthHint)
    }

    @Test func aLongQuotedNameIsLocatedToo() throws {
        let error = try planError([("01-a.md", "```swift lesson=\"\(Self.tooLong)\"\nlet a = 1\n```\n")])
        #expect(error.line == 1)
        #expect(error.message.contains("300 characters long"))
    }

    @Test func aLongChapterFileNameIsLocatedAtTheChaptersFirstListing() throws {
        let error = try planError([("01-\(Self.tooLong).md", "Intro\n\n```swift\nlet a = 1\n```\n")])
        #expect(error.location == "chapters/01-\(Self.tooLong).md:3:4")
        #expect(error.message == "the chapter's lesson name is 300 characters long; the limit is \(Self.limit)")
        #expect(error.hint?.hasPrefix(LessonName.lengthHint) == true)
        #expect(error.hint?.contains("lesson=NAME") == true)
    }

    @Test func aLongChapterFileNameWithAShortLessonNameIsFine() throws {
        let plan = try LessonPlanner.plan(book([("01-\(Self.tooLong).md", "```swift lesson=short\nlet a = 1\n```\n")]))
        #expect(plan.lessons.map(\.name) == ["short"])
    }
}
