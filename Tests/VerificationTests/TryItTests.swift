import Foundation
import Testing
import Verification
import WorkbookCore
import WorkbookTestSupport

/// A "Try it" that tells the learner what will happen must be right: each prediction is applied
/// to a copy of its chapter, the lesson is run, and the failing checks are counted.
///
/// Every changed chapter goes into one fixture book, checked once: one SwiftPM build compiles
/// all the variants (as a mutant schema compiles all mutants in one build) and their lessons run
/// in parallel; each prediction then reads its own lesson's verdict.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct TryItTests {
    @Test(arguments: tryItPredictions)
    func theChapterPredictsWhatTheChangeDoes(_ prediction: TryItPrediction) throws {
        let variant = try TryItVariant(prediction, number: prediction.number)
        #expect(variant.tryItText.contains(prediction.statement),
            "the Try it of \(prediction.chapter) no longer says '\(prediction.statement)'")
        let report = try TryItBook.checked.get()
        guard let verdict = report.verdicts.first(where: { $0.lesson.name == variant.lesson }), let lessonReport = verdict.report else {
            let problems = report.verdicts.filter { $0.lesson.name == variant.lesson }.flatMap(\.problems)
            Issue.record("the changed lesson did not run to its report:\n\(problems.map(\.description).joined(separator: "\n"))")
            return
        }
        #expect(lessonReport.failed == prediction.failingChecks,
            "\(prediction.chapter): \(lessonReport.failed) checks fail, the chapter says \(prediction.failingChecks)")
    }
}

/// One prediction applied to its chapter, under a lesson name of its own.
struct TryItVariant {
    var lesson: String
    var fileName: String
    var text: String
    /// The chapter's "Try it" section with its whitespace folded, to find the statement in.
    var tryItText: String

    init(_ prediction: TryItPrediction, number: Int) throws {
        let chapterURL = repositoryRoot.appendingPathComponent("chapters/\(prediction.chapter)")
        var text = try String(contentsOf: chapterURL, encoding: .utf8)
        guard let tryIt = text.range(of: "\n## Try it\n") else { throw Mismatch("\(prediction.chapter) has no Try it section") }
        tryItText = text[tryIt.upperBound...].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for edit in prediction.edits {
            let found = text.components(separatedBy: edit.find).count - 1
            guard found == 1 else { throw Mismatch("'\(edit.find.prefix(60))…' is in \(prediction.chapter) \(found) times, not once") }
            text = text.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        // The fixture book holds only variants, so a link to another chapter would point at
        // nothing (and loading checks links): each such link keeps only its text.
        self.text = text.replacingOccurrences(
            of: #"\[([^\]]*)\]\(\d\d-[^)\s]*\.md(#[^)\s]*)?\)"#, with: "$1", options: .regularExpression)
        // Another name for the copy: the fixture depends on this package, which has the original lesson.
        lesson = "try-it-\(number)-" + prediction.lesson
        fileName = String(format: "%02d-", number) + lesson + ".md"
    }

    /// The chapter no longer reads as the prediction expects; thrown (not recorded) so the
    /// suite's shared check can skip the variant and only its own test case fails.
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// The fixture book of every variant, checked once for the whole suite.
enum TryItBook {
    static let root = nestedBuilds.appendingPathComponent("books/try-it")
    /// Built where the grading suites build (`sharedNestedBuild`): the variants' lesson names
    /// are theirs alone, and the runtime libraries are already warm there.
    static let scratch = sharedNestedBuild

    /// The variants whose edits apply (the others fail their own test case before reading this).
    static let checked: Result<VerificationReport, any Error> = Result {
        let variants = tryItPredictions.compactMap { try? TryItVariant($0, number: $0.number) }
        try FixtureWorkbook.write(
            root, chapters: Dictionary(uniqueKeysWithValues: variants.map { ($0.fileName, $0.text) }),
            runtime: ["LessonKit", "NavigationSimulator"])
        return try Workbook.load(root: root).check(
            CheckOptions(lessons: variants.map(\.lesson), scratchPath: scratch, usesCache: false))
    }
}
