import Diagnostics
import Foundation
import MarkdownModel
import Testing
import WorkbookTestSupport
@testable import BookModel

func planningErrors(_ book: Book) -> [SourceError] {
    do {
        _ = try LessonPlanner.plan(book)
        return []
    } catch let errors as SourceErrors {
        return errors.errors
    } catch {
        return []
    }
}

@Suite struct LessonPlannerTests {
    @Test func plainListingsFormTheChaptersLesson() throws {
        let plan = try LessonPlanner.plan(book([
            ("01-intro.md", "# Intro\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n\n```text\nnot swift\n```\n"),
        ]))
        #expect(plan.lessons.map(\.name) == ["intro"])
        #expect(plan.lessons[0].snippets.count == 2)
        #expect(plan.lessons[0].origin == "chapters/01-intro.md:3")
        #expect(plan.lessons[0].runCommand == "swift run intro")
    }

    @Test func namedLessonsIgnoredAndCompileFailListings() throws {
        let plan = try LessonPlanner.plan(book([
            ("01-a.md", """
                ```swift
                let a = 1
                ```

                ```swift lesson=extra
                let e = 1
                ```

                ```swift ignore="UIKit only"
                import UIKit
                ```

                ```swift compile_fail
                a = 2
                ```
                """),
        ]))
        #expect(plan.lessons.map(\.name) == ["a", "extra"])
        #expect(plan.lesson(named: "a")?.compileFailSnippets.count == 1)
        #expect(plan.listings(inChapter: "chapters/01-a.md").count == 4)
        #expect(plan.listings(inChapter: "chapters/01-a.md")[2].lesson == nil)
    }

    @Test func twoLessonsWithOneNameAreAnError() {
        let errors = planningErrors(book([
            ("01-a.md", "```swift lesson=shared\nlet a = 1\n```\n"),
            ("02-b.md", "text\n\n```swift lesson=shared\nlet b = 1\n```\n"),
        ]))
        #expect(errors.count == 1)
        #expect(errors.first?.location == "chapters/02-b.md:3:4")
        #expect(errors.first?.message.contains("already defined at chapters/01-a.md:1") == true)
        #expect(errors.first?.hint?.contains("continues=shared") == true)
    }

    @Test func chaptersWhoseDefaultNamesCollideAreAnError() {
        let errors = planningErrors(book([
            ("01-setup.md", "```swift\nlet a = 1\n```\n"),
            ("02-setup.md", "```swift\nlet b = 1\n```\n"),
        ]))
        #expect(errors.map(\.location) == ["chapters/02-setup.md:1:4"])
    }

    @Test func continuingAcrossChaptersMustBeExplicitAndValid() throws {
        let plan = try LessonPlanner.plan(book([
            ("01-a.md", "```swift\nlet a = 1\n```\n"),
            ("02-b.md", "```swift continues=a\nlet b = a\n```\n"),
        ]))
        #expect(plan.lessons.map(\.name) == ["a"])
        #expect(plan.lessons[0].chapters == ["chapters/01-a.md", "chapters/02-b.md"])

        let errors = planningErrors(book([("01-a.md", "```swift continues=missing\nlet a = 1\n```\n")]))
        #expect(errors.first?.message.contains("names no lesson begun in an earlier chapter") == true)
    }

    @Test func reservedNamesAreRejected() {
        let errors = planningErrors(book([("01-a.md", "```swift lesson=lessonkit\nlet a = 1\n```\n")]))
        #expect(errors.first?.message.contains("workbook's own modules") == true)
    }

    @Test func everyBadFenceIsReportedAtOnce() {
        let errors = planningErrors(book([
            ("01-a.md", "```swift ignore\nlet a = 1\n```\n\n```swift colour=red\nlet b = 1\n```\n"),
        ]))
        #expect(errors.map(\.location) == ["chapters/01-a.md:1:10", "chapters/01-a.md:5:10"])
        #expect(SourceErrors(errors).description.hasSuffix("2 errors"))
    }

    @Test func hiddenRegionsAreCompiledButNotShown() throws {
        let plan = try LessonPlanner.plan(book([
            ("01-a.md", "```swift\n// snippet.hide\nimport LessonKit\n// snippet.show\n\nlet shown = 1\n\n```\n"),
        ]))
        let snippet = try #require(plan.lessons.first?.snippets.first)
        #expect(snippet.visibleCode == "let shown = 1")
        #expect(snippet.block.codeLines.contains("import LessonKit"))
    }

    @Test func unbalancedHiddenMarkersAreErrors() {
        let stray = planningErrors(book([("01-a.md", "```swift\nlet a = 1\n  // snippet.show\n```\n")]))
        #expect(stray.first?.location == "chapters/01-a.md:3:3")
        let nested = planningErrors(book([
            ("01-a.md", "```swift\n// snippet.hide\n// snippet.hide\n```\n"),
        ]))
        #expect(nested.first?.message.contains("already hidden since line 2") == true)
    }
}
