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
        // A lesson may span the parts of a chapter (`continues=LESSON`): the variant is every
        // part of the lesson, in reading order, as one chapter (the changed part in its place),
        // so a change in one part is judged by the checks of all of them.
        var files = try Self.lessonFiles(prediction.lesson)
        if !files.contains(prediction.chapter) { files = [prediction.chapter] }
        let parts = try files.map { file in
            let part = file == prediction.chapter
                ? text : try String(contentsOf: repositoryRoot.appendingPathComponent("chapters/\(file)"), encoding: .utf8)
            return part.replacingOccurrences(of: " continues=\(prediction.lesson)", with: "")
                .replacingOccurrences(of: "continues=\(prediction.lesson)", with: "")
        }
        let joined = parts.enumerated().map { index, part in
            // One title per chapter: the later parts' titles become sections.
            index == 0 ? part : part.replacingOccurrences(of: #"(?m)^# "#, with: "## ", options: .regularExpression)
        }.joined(separator: "\n")
        // The fixture book holds only variants, so a link to another chapter would point at
        // nothing (and loading checks links): each such link keeps only its text.
        self.text = joined.replacingOccurrences(
            of: #"\[([^\]]*)\]\(\d\d-[^)\s]*\.md(#[^)\s]*)?\)"#, with: "$1", options: .regularExpression)
        // Another name for the copy: the fixture depends on this package, which has the original lesson.
        lesson = "try-it-\(number)-" + prediction.lesson
        fileName = String(format: "%02d-", number) + lesson + ".md"
    }

    /// The chapter files the lesson draws on, in reading order: the one it is named after
    /// (`04-1-mvc-coordinator.md` for `mvc-coordinator`) and every part that continues it.
    static func lessonFiles(_ lesson: String) throws -> [String] {
        let folder = repositoryRoot.appendingPathComponent("chapters")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted().filter { file in
            let stem = file.dropLast(3).split(separator: "-").drop { $0.allSatisfy(\.isNumber) }.joined(separator: "-")
            if stem == lesson { return true }
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return text.contains("continues=\(lesson)")
        }
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
