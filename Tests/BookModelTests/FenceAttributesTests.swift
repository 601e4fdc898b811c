import Diagnostics
import MarkdownModel
import Testing
@testable import BookModel

@Suite struct FenceAttributesTests {
    /// Parses the attributes of the first fence in a one-listing chapter.
    private func parse(_ fence: String) throws -> FenceAttributes {
        let document = try MarkdownParser.parse("Intro\n\n\(fence)\nlet x = 1\n```\n", file: "chapters/t.md")
        return try FenceAttributes.parse(document.codeBlocks[0], in: document)
    }

    private func parseError(_ fence: String) -> SourceError? {
        do {
            _ = try parse(fence)
            return nil
        } catch let failure as SourceError {
            return failure
        } catch {
            return nil
        }
    }

    @Test func noAttributesMeansRun() throws {
        #expect(try parse("```swift") == FenceAttributes(role: .run))
    }

    @Test func everyKnownAttribute() throws {
        #expect(try parse("```swift lesson=extra").lesson == "extra")
        #expect(try parse("```swift continues=extra").continues == "extra")
        #expect(try parse(#"```swift ignore="needs UIKit""#).role == .ignored(reason: "needs UIKit"))
        #expect(try parse("```swift compile_fail").role == .compileFail(expected: nil))
        #expect(try parse(#"```swift compile_fail="cannot find""#).role == .compileFail(expected: "cannot find"))
        #expect(try parse("```swift lesson=extra compile_fail") == FenceAttributes(role: .compileFail(expected: nil), lesson: "extra"))
    }

    @Test func unknownAttributeIsLocatedWithASuggestion() throws {
        let error = try #require(parseError("```swift lessn=extra"))
        #expect(error.location == "chapters/t.md:3:10")
        #expect(error.message == "unknown fence attribute 'lessn'")
        #expect(error.hint?.contains("did you mean 'lesson'?") == true)
        #expect(error.sourceLine == "```swift lessn=extra")
    }

    @Test func ignoreNeedsAReason() throws {
        #expect(parseError("```swift ignore")?.message == "'ignore' needs a reason")
        #expect(parseError(#"```swift ignore="  ""#)?.message == "'ignore' needs a reason")
    }

    @Test func malformedValuesAreErrors() throws {
        #expect(parseError("```swift lesson=Bad_Name")?.message == "'Bad_Name' is not a valid lesson name")
        #expect(parseError("```swift lesson=Bad_Name")?.column == 17)
        #expect(parseError("```swift lesson")?.message == "'lesson' needs a lesson name")
        #expect(parseError(#"```swift compile_fail="""#)?.message.contains("empty expected message") == true)
        #expect(parseError(#"```swift ignore="x" compile_fail"#)?.message == "'compile_fail' cannot be combined with 'ignore'")
        #expect(parseError("```swift lesson=a lesson=b")?.message == "attribute 'lesson' is given twice")
        #expect(parseError("```swift lesson=a continues=b")?.message.contains("cannot both") == true)
        #expect(parseError(#"```swift ignore="open"#)?.column == 17)
    }

    @Test func lessonNames() {
        #expect(LessonName.defaultName(forChapterFile: "04-mvc-coordinator.md") == "mvc-coordinator")
        #expect(LessonName.defaultName(forChapterFile: "intro.md") == "intro")
        #expect(LessonName.defaultName(forChapterFile: "2-Deep Links.md") == "deep-links")
        #expect(LessonName.defaultName(forChapterFile: "04-2-back-navigation.md") == "back-navigation")
        #expect(LessonName.defaultName(forChapterFile: "04-2.md") == "2")
        #expect(LessonName.isValid("mvc-coordinator"))
        #expect(!LessonName.isValid("1-start"))
        #expect(!LessonName.isValid("a--b"))
        #expect(!LessonName.isValid("trailing-"))
        #expect(!LessonName.isValid("Upper"))
    }
}
