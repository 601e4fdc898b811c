import Foundation
import Testing
import Verification
import WorkbookCore
import WorkbookTestSupport

/// A "Try it" that tells the learner what will happen must be right: each prediction is applied
/// to a copy of its chapter, the lesson is run, and the failing checks are counted.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct TryItTests {
    let root = nestedBuilds.appendingPathComponent("books/try-it")
    let scratch = nestedBuilds.appendingPathComponent("scratch-try-it")

    @Test(arguments: tryItPredictions)
    func theChapterPredictsWhatTheChangeDoes(_ prediction: TryItPrediction) throws {
        let chapterURL = repositoryRoot.appendingPathComponent("chapters/\(prediction.chapter)")
        var text = try String(contentsOf: chapterURL, encoding: .utf8)
        let tryIt = try #require(text.range(of: "\n## Try it\n"), "\(prediction.chapter) has no Try it section")
        let tryItText = text[tryIt.upperBound...].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(tryItText.contains(prediction.statement),
            "the Try it of \(prediction.chapter) no longer says '\(prediction.statement)'")
        for edit in prediction.edits {
            let found = text.components(separatedBy: edit.find).count - 1
            try #require(found == 1, "'\(edit.find.prefix(60))…' is in \(prediction.chapter) \(found) times, not once")
            text = text.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        // Another name for the copy: the fixture depends on this package, which has the original lesson.
        let lesson = "try-it-" + prediction.lesson
        try FixtureWorkbook.write(root, chapters: ["01-\(lesson).md": text], runtime: ["LessonKit", "NavigationSimulator"])
        let report = try Workbook.load(root: root).check(CheckOptions(lessons: [lesson], scratchPath: scratch, usesCache: false))
        guard let verdict = report.verdicts.first(where: { $0.lesson.name == lesson }), let lessonReport = verdict.report else {
            let problems = report.verdicts.flatMap(\.problems).map(\.description).joined(separator: "\n")
            Issue.record("the changed lesson did not run to its report:\n\(problems)")
            return
        }
        #expect(lessonReport.failed == prediction.failingChecks,
            "\(prediction.chapter): \(lessonReport.failed) checks fail, the chapter says \(prediction.failingChecks)")
    }
}
