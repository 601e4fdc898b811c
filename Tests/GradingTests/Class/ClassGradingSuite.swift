import ExerciseModel
import Foundation
import Grading
import Testing
import WorkbookCore
import WorkbookTestSupport

/// `workbook grade-all` for real: a class of fifty hand-ins of exercise 03 in the layout GitHub
/// Classroom's clone tool writes — the reference and blind solutions, the starter, every
/// known-wrong solution, hostile submissions, hand-ins with nothing to grade, edited copies
/// and exact duplicates — graded in two lanes into a gradebook whose every row is checked
/// against what that hand-in must score; then a second run grades nothing, and a third only
/// the one hand-in that changed.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
struct ClassGradingSuite {
    /// What one hand-in must score.
    enum Expected: Equatable {
        case fullMarks, starter, wrong, hostile, notGraded
        /// The same points, test by test, as the hand-in of this learner.
        case sameAs(String)
    }

    static let hostile = ["overloads-the-checks", "shadows-the-standard-library", "interposes-write-to-flip-bools"]

    /// Writes the class folder: learner → what they must score.
    static func writeClass(_ exercise: Exercise, in folder: URL) throws -> [String: Expected] {
        var expected: [String: Expected] = [:]
        var distinct: [(learner: String, files: [String: String])] = []
        func handIn(_ learner: String, _ files: [String: String], _ outcome: Expected) throws {
            let repository = folder.appendingPathComponent("adapter-\(learner)/exercises/\(exercise.id)/starter")
            try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: repository.appendingPathComponent(name)) }
            expected[learner] = outcome
        }
        func files(_ sources: [SourceFile]) -> [String: String] {
            Dictionary(uniqueKeysWithValues: sources.map { ($0.name, $0.text) })
        }
        var gradeable: [(String, [String: String], Expected)] = [
            ("reference", files(exercise.reference), .fullMarks), ("blind", files(exercise.blindSolution), .fullMarks),
            ("starter", files(exercise.starter), .starter),
        ]
        gradeable += exercise.wrongSolutions.map { ("wrong-\($0.name)", files($0.files), .wrong) }
        gradeable += try hostile.map { ("hostile-\($0)", try CourseAttack.submission(exercise, attack: $0).files, .hostile) }
        for (learner, files, outcome) in gradeable {
            try handIn(learner, files, outcome)
            distinct.append((learner, files))
        }
        // Nothing to grade: no Swift at all, and a file that is not UTF-8.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("adapter-empty/notes"), withIntermediateDirectories: true)
        try Data("gone fishing".utf8).write(to: folder.appendingPathComponent("adapter-empty/notes/README.md"))
        expected["empty"] = .notGraded
        try handIn("latin1", ["Solution.swift": ""], .notGraded)
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0xFF]).write(
            to: folder.appendingPathComponent("adapter-latin1/exercises/\(exercise.id)/starter/Solution.swift"))
        // Edited copies: the same code with a learner's own comment, so built and run again.
        for (number, original) in distinct.enumerated() where expected[original.learner] != .hostile {
            let edited = original.files.mapValues { $0 + "\n// handed in by learner \(number)\n" }
            try handIn("edited-\(number)", edited, .sameAs(original.learner))
        }
        // Exact duplicates (an untouched starter handed in again): graded once for all.
        var number = 0
        while expected.count < 50 {
            let original = distinct[number % distinct.count]
            try handIn("copy-\(number)", original.files, .sameAs(original.learner))
            number += 1
        }
        return expected
    }

    @Test func aClassOfFiftyIsGradedIntoACorrectGradebookAndAReRunGradesOnlyWhatChanged() throws {
        let base = nestedBuilds.appendingPathComponent("class-grading")
        try? FileManager.default.removeItem(at: base.appendingPathComponent("adapter-submissions"))
        try? FileManager.default.removeItem(at: base.appendingPathComponent("out"))
        let classFolder = base.appendingPathComponent("adapter-submissions")
        let exercise = try ExerciseCatalog.exercise(CourseAttack.exerciseID, root: repositoryRoot)
        let expected = try Self.writeClass(exercise, in: classFolder)
        #expect(expected.count == 50)

        var grading = ClassGrading(root: repositoryRoot, output: base.appendingPathComponent("out"))
        grading.lanes = 2
        grading.scratch = base.appendingPathComponent("lanes")
        grading.format = "gradescope"
        let events = EventLog()
        let first = try grading.run(exercise.id, submissions: classFolder) { events.append($0) }
        #expect(first.layout == .githubClassroom)
        let rows = Dictionary(uniqueKeysWithValues: first.gradebook.rows.map { ($0.learner, $0) })
        #expect(Set(rows.keys) == Set(expected.keys))
        let max = exercise.totalPoints
        let starter = try #require(rows["starter"])
        #expect(starter.status == .graded && starter.total < max)
        for (learner, outcome) in expected {
            let row = try #require(rows[learner])
            switch outcome {
            case .fullMarks: #expect(row.status == .fullMarks && row.total == max, "\(learner): \(row.total)/\(max)")
            case .starter: break
            case .wrong: #expect(row.status == .graded && row.total < max, "\(learner) must lose points: \(row.total)")
            case .hostile: #expect(row.total <= starter.total, "\(learner) gained points: \(row.total)")
            case .notGraded: #expect(row.status == .notGraded && row.points.isEmpty && !row.note.isEmpty, "\(learner)")
            case .sameAs(let original):
                #expect(row.points == rows[original]?.points && row.status == rows[original]?.status, "\(learner) ≠ \(original)")
            }
        }
        // The CSV: a header and fifty rows, each total the sum of its points.
        let csv = try String(contentsOf: first.gradebookFile, encoding: .utf8)
        let lines = csv.components(separatedBy: "\r\n").dropLast()
        #expect(lines.count == 51)
        #expect(lines.first?.components(separatedBy: ",").count == 8 + exercise.tests.count)
        for row in first.gradebook.rows { #expect(row.total == row.points.reduce(0, +)) }
        // Feedback: one valid results.json per learner, and progress for each.
        let feedback = try FileManager.default.contentsOfDirectory(atPath: first.feedbackFolder.path).filter { !$0.hasPrefix(".") }
        #expect(feedback.count == 50)
        for name in feedback {
            let data = try Data(contentsOf: first.feedbackFolder.appendingPathComponent(name))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(name) is not JSON")
        }
        #expect(events.graded == 50)
        // Identical hand-ins were built once: fewer kept grades than gradeable hand-ins.
        let kept = try FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent("out/.grades").path)
        #expect(kept.count < expected.values.filter { $0 != .notGraded }.count)

        let second = try grading.run(exercise.id, submissions: classFolder)
        #expect(second.graded == 0 && second.reused == 48)
        // The same gradebook, row for row (a row with nothing to grade is timed again).
        let untimed = { (book: Gradebook) in book.rows.map { row -> Gradebook.Row in var row = row; row.seconds = 0; return row } }
        #expect(untimed(second.gradebook) == untimed(first.gradebook), "the re-run's gradebook differs")

        let changed = classFolder.appendingPathComponent("adapter-blind/exercises/\(exercise.id)/starter/Solution.swift")
        try Data(("// a late fix\n" + (try String(contentsOf: changed, encoding: .utf8))).utf8).write(to: changed)
        let third = try grading.run(exercise.id, submissions: classFolder)
        #expect(third.graded == 1 && third.reused == 47)
        #expect(third.gradebook.rows.first { $0.learner == "blind" }?.status == .fullMarks)
    }
}

/// Progress events, counted from the lanes' threads.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func append(_ event: ClassGrading.Event) {
        guard case .graded = event else { return }
        lock.lock()
        count += 1
        lock.unlock()
    }

    var graded: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
