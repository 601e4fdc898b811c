import BookModel
import Diagnostics
import Foundation
import LessonGeneration
import Testing
import Verification
import WorkbookCore
import WorkbookTestSupport

/// The real book: generated sources match the chapters, and every lesson builds, runs and
/// passes, reporting at least as many checks as its listings contain.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct BookLessonsTests {
    @Test func generatedSourcesAreCurrent() throws {
        let plan = try Workbook.load(root: repositoryRoot).plan
        let stale = try LessonSourceWriter(root: repositoryRoot).stalePaths(for: plan)
        #expect(stale.isEmpty, "run 'swift run workbook generate' and commit: \(stale)")
    }

    @Test func everyLessonRunsAndPasses() throws {
        // Without the cache: this test proves the lessons run, not that they once did.
        let summary = try Workbook.load(root: repositoryRoot).check(CheckOptions(
            scratchPath: nestedBuilds.appendingPathComponent("scratch-book"), generation: .requireCurrent, usesCache: false))
        // The course's bar: at least nine lessons, each with at least twelve checks.
        #expect(summary.verdicts.count >= 9)
        for outcome in summary.verdicts {
            #expect(outcome.problems.isEmpty, "\(outcome.lesson.name): \(outcome.problems.map(\.description).joined(separator: "\n"))")
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
            #expect(report.passed >= max(12, calls), "\(outcome.lesson.name): \(report.passed) checks for \(calls) call sites")
            #expect(report.text.hasSuffix("\(report.passed) passed, 0 failed"))
            #expect(outcome.compileFailVerified == outcome.lesson.compileFailSnippets.count)
        }
        // Every trace-checked diagram matched the run its lesson recorded.
        let bound = try Workbook.load(root: repositoryRoot).plan.diagrams.filter { if case .checked = $0.binding { true } else { false } }
        #expect(summary.diagramProblems.isEmpty, "\(summary.diagramProblems.map(\.description).joined(separator: "\n"))")
        #expect(summary.diagramsMatched == bound.count)
        #expect(summary.passed)
    }
}
