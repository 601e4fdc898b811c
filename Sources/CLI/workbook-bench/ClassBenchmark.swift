import ExerciseModel
import Foundation
import WorkbookCommands
import WorkbookCore

/// The class half of `workbook-bench --class N`: `grade-all` over N distinct generated hand-ins
/// of one exercise (its reference, blind, starter and known-wrong solutions in turn, each with
/// a comment of its own, so every one is built and run), in lanes up to the core count. The
/// lanes are warmed first (their runtime libraries compiled) and that time is shown apart:
/// the figure an instructor waits for is submissions a minute once grading runs.
struct ClassBenchmark {
    var root: URL
    var count: Int
    var exerciseID = "03-uikit-navigation-adapter"
    var output: Output

    func run() throws {
        let exercise = try Workbook.exercise(exerciseID, root: root)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-bench-class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let kinds = [exercise.reference, exercise.blindSolution, exercise.starter] + exercise.wrongSolutions.map(\.files)
        func write(_ number: Int, in folder: URL) throws {
            let files = kinds[number % kinds.count]
            let learner = folder.appendingPathComponent(String(format: "learner-%04d", number))
            try FileManager.default.createDirectory(at: learner, withIntermediateDirectories: true)
            for file in files {
                let text = file.text + "\n// hand-in \(number) of \(folder.lastPathComponent)\n"
                try Data(text.utf8).write(to: learner.appendingPathComponent(file.name))
            }
        }
        var grading = ClassGrading(root: root, output: scratch.appendingPathComponent("out-warm-up"))
        grading.scratch = scratch.appendingPathComponent("lanes")
        let warmUp = scratch.appendingPathComponent("warm-up")
        for number in 0..<grading.lanes { try write(number, in: warmUp) }
        let start = Date()
        _ = try grading.run(exercise.id, submissions: warmUp)
        let warming = Date().timeIntervalSince(start)

        let classFolder = scratch.appendingPathComponent("class")
        for number in 0..<count { try write(number, in: classFolder) }
        grading.output = scratch.appendingPathComponent("out")
        let summary = try grading.run(exercise.id, submissions: classFolder)
        let perMinute = Double(summary.graded) / summary.seconds * 60
        output.printResult("grade-all, \(exercise.id), \(grading.lanes) lanes on \(ProcessInfo.processInfo.activeProcessorCount) cores")
        output.printResult(String(format: "  warming the lanes (runtime libraries, reference run): %.1f s", warming))
        output.printResult(String(
            format: "  %d distinct submissions: %.1f s, %.1f submissions a minute (200 in %.1f min)",
            summary.graded, summary.seconds, perMinute, 200 / perMinute))
    }
}
