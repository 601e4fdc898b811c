import Foundation
import LessonCompiler
import Testing
import WorkbookTestSupport

/// The real book: generated sources match the chapters, and every lesson builds, runs and
/// passes, reporting at least as many checks as its listings contain.
@Suite(.serialized) struct BookLessonsTests {
    @Test func generatedSourcesAreCurrent() throws {
        let plan = try LessonPlanner.plan(try Book.load(root: repositoryRoot))
        let stale = try LessonSourceWriter(root: repositoryRoot).stalePaths(for: plan)
        #expect(stale.isEmpty, "run 'swift run workbook generate' and commit: \(stale)")
    }

    @Test func everyLessonRunsAndPasses() throws {
        var checker = LessonChecker(
            root: repositoryRoot, scratchPath: nestedBuilds.appendingPathComponent("scratch-book"), progress: { _ in })
        checker.writesSources = false
        let summary = try checker.check()
        #expect(!summary.outcomes.isEmpty)
        for outcome in summary.outcomes {
            #expect(outcome.problems.isEmpty, "\(outcome.lesson.name): \(outcome.problems.joined(separator: "\n"))")
            let report = try #require(outcome.report, "\(outcome.lesson.name) produced no report")
            #expect(report.failed == 0)
            // Each check call in the listings runs at least once.
            let calls = outcome.lesson.snippets.map { snippet in
                snippet.block.codeLines.filter { line in
                    let code = line.trimmingCharacters(in: .whitespaces)
                    return !code.hasPrefix("//") && ["check(", "checkEqual(", "checkDeallocated(", "checkAlive("]
                        .contains { code.hasPrefix($0) }
                }.count
            }.reduce(0, +)
            #expect(report.passed >= max(1, calls), "\(outcome.lesson.name): \(report.passed) checks for \(calls) call sites")
            #expect(report.text.hasSuffix("\(report.passed) passed, 0 failed"))
            #expect(outcome.compileFailVerified == outcome.lesson.compileFailSnippets.count)
        }
        #expect(summary.passed)
    }
}
