import Foundation
import MutationResults
import Testing
import WorkbookTestSupport
@testable import BookModel
@testable import SiteGenerator

/// A lesson's box shows its mutation score next to its checks when one is known, and no
/// figure at all when none is.
@Suite struct MutationScoreBadgeTests {
    static let chapter = "# A\n\n```swift\nlet x = 1\ncheck(x == 1, \"one\")\n```\n"

    func page(score: MutationScore?) throws -> String {
        let book = book([("01-a.md", Self.chapter)])
        let verification = LessonVerification(lesson: "a", checksPassed: 1, toolchain: "Swift 6.3.1", mutationScore: score)
        let site = try SiteRenderer(book: book, plan: try LessonPlanner.plan(book), verifications: ["a": verification]).render()
        return String(decoding: try #require(site["01-a.html"]), as: UTF8.self)
    }

    @Test func theScoreStandsNextToTheChecks() throws {
        let html = try page(score: MutationScore(generated: 66, compiled: 64, killed: 59, survived: 5))
        #expect(html.contains("✓ 1 check passed · 92 % of 64 mutants caught · Swift 6.3.1"))
    }

    @Test func noScoreNoFigure() throws {
        let html = try page(score: nil)
        #expect(html.contains("✓ 1 check passed · Swift 6.3.1"))
        #expect(!html.contains("mutants caught"))
    }

    @Test func aPercentIsNeverRoundedUpToTheBar() {
        #expect(MutationScore(generated: 100, compiled: 100, killed: 79, survived: 21).percent == 79)
        #expect(MutationScore(generated: 1000, compiled: 1000, killed: 799, survived: 201).percent == 79)
    }
}
