import BookModel
import Foundation
import Mutation
import MutationResults
import MutationTesting
import Testing
import WorkbookTestSupport

/// The course's bar for its own checks: every lesson's checks catch at least 80 % of the
/// mutants planted in its code, and every mutant that survives is explained in MUTANTS.md
/// (with no row left over that explains nothing).
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
struct CourseMutationTests {
    @Test func everyLessonsChecksCatchItsMutants() throws {
        let plan = try LessonPlanner.plan(try Book.load(root: repositoryRoot))
        var tester = LessonMutationTester(root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("scratch-course-mutants"))
        tester.buildFolder = sharedNestedBuild
        let reports = try tester.run(plan)
        #expect(reports.count == plan.lessons.filter(\.isRunnable).count)
        let explanations = try SurvivorExplanations.load(root: repositoryRoot)
        var survivors: [Mutant] = []
        for report in reports {
            #expect(report.problems.isEmpty, "\(report.name): \(report.problems)")
            let result = try #require(report.result, "\(report.name) was not judged")
            #expect(result.meetsBar, "\(report.name): \(result.score.phrase), below \(result.bar) %")
            for mutant in result.survivors {
                #expect(explanations.explanation(of: mutant) != nil,
                    "\(mutant.location): \(mutant.mutationOperator.rawValue) `\(mutant.original)` → `\(mutant.mutated)` survives unexplained")
            }
            survivors += result.survivors
        }
        let files = Set(reports.compactMap(\.result).flatMap { $0.outcomes.map(\.mutant.file) })
        let stale = explanations.stale(among: survivors, files: files)
        #expect(stale.isEmpty, "\(stale.map(\.description).joined(separator: "\n"))")
    }
}
