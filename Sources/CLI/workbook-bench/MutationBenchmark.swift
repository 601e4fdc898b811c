import Foundation
import WorkbookCommands
import Grading
import MutationTesting
import WorkbookCore

/// `workbook-bench --mutants`: the whole course's mutation run, cold (a fresh scratch folder,
/// so the runtime libraries and every lesson's schema compile) and warm (the schemata built,
/// every mutant run again), then every exercise's reference mutants against its hidden tests
/// (in a fresh grading folder), against the course's budget of 5 minutes on 2 cores.
struct MutationBenchmark {
    var root: URL
    var output: Output
    static let budgetSeconds = 300.0

    func run() throws {
        let workbook = try Workbook.load(root: root)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-bench-mutants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var tester = LessonMutationTester(root: root, scratch: scratch)
        tester.usesCache = false
        let start = Date()
        let reports = try tester.run(workbook.plan)
        let cold = Date().timeIntervalSince(start)
        let warmStart = Date()
        _ = try tester.run(workbook.plan)
        let warm = Date().timeIntervalSince(warmStart)

        output.printResult("mutation testing, whole course (\(ProcessInfo.processInfo.activeProcessorCount) cores)")
        output.printResult("lesson                        mutants  compiled  killed  survived  score")
        for report in reports {
            guard let score = report.result?.score else {
                output.printResult(report.name.padding(toLength: 30, withPad: " ", startingAt: 0) + "not judged")
                continue
            }
            output.printResult(report.name.padding(toLength: 30, withPad: " ", startingAt: 0)
                + String(format: "%7d  %8d  %6d  %8d  %4d %%", score.generated, score.compiled, score.killed, score.survived, score.percent))
        }
        let mutants = reports.compactMap(\.result).map(\.score.compiled).reduce(0, +)
        output.printResult(String(
            format: "lessons: cold (runtime libraries and every schema compiled) %.1f s · warm (every mutant run again) %.1f s · %d mutants run",
            cold, warm, mutants))

        let exercises = workbook.exercises.filter { $0.edition == .instructor }
        let grader = Grader(root: root, scratch: scratch.appendingPathComponent("grading"))
        var exerciseSeconds = 0.0
        output.printResult("exercise                      mutants  compiled  killed  survived  score   seconds (cold)")
        for exercise in exercises {
            let exerciseStart = Date()
            let result = try grader.mutationTest(exercise)
            let seconds = Date().timeIntervalSince(exerciseStart)
            exerciseSeconds += seconds
            let score = result.score
            output.printResult(exercise.id.padding(toLength: 30, withPad: " ", startingAt: 0)
                + String(format: "%7d  %8d  %6d  %8d  %4d %%  %6.1f", score.generated, score.compiled, score.killed, score.survived,
                    score.percent, seconds))
        }
        let total = cold + exerciseSeconds
        output.printResult(String(
            format: "whole course, cold: %.1f s (lessons %.1f + exercises %.1f) · budget %.0f s: %@",
            total, cold, exerciseSeconds, Self.budgetSeconds, total <= Self.budgetSeconds ? "met" : "MISSED"))
    }
}
