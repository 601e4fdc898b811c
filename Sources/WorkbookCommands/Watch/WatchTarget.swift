import Diagnostics
import Foundation
import Grading
import Verification
import WorkbookCore

/// What `workbook watch` re-runs on every save: one lesson's check, or one exercise's grade.
enum WatchTarget {
    /// A lesson by name; "" for every lesson.
    case lesson(String, CheckOptions)
    case exercise(String)

    /// One re-run's outcome: a summary to print, and each check or test by name → passing,
    /// so two runs can be compared.
    struct Run {
        var summary: String
        var states: [String: Bool]
    }

    /// An exercise when one has this id, otherwise a lesson (checked when the book loads).
    static func resolve(_ name: String, root: URL, check: CheckOptions) throws -> WatchTarget {
        let exercises = Workbook.exerciseIDs(root: root)
        if exercises.contains(name) { return .exercise(name) }
        if let plan = try? Workbook.load(root: root).plan, !plan.lessons.contains(where: { $0.name == name }) {
            throw UsageError("no lesson or exercise named '\(name)' (lessons: "
                + plan.lessons.map(\.name).joined(separator: ", ")
                + (exercises.isEmpty ? "" : "; exercises: " + exercises.joined(separator: ", ")) + ")")
        }
        return .lesson(name, check)
    }

    var title: String {
        switch self {
        case .lesson(let name, _): name.isEmpty ? "every lesson" : "lesson \(name)"
        case .exercise(let id): "exercise \(id)"
        }
    }

    /// A lesson's chapters (all of `chapters/` while the book does not load); an exercise's
    /// starter folder and public tests.
    func watchedPaths(root: URL) -> [URL] {
        switch self {
        case .lesson(let name, _):
            guard !name.isEmpty, let lesson = try? Workbook.load(root: root).plan.lessons.first(where: { $0.name == name }) else {
                return [root.appendingPathComponent("chapters")]
            }
            return lesson.chapters.map { root.appendingPathComponent($0) }
        case .exercise(let id):
            let folder = ExerciseCourse.folder(of: id, root: root)
            return [folder.appendingPathComponent("starter"), folder.appendingPathComponent("tests/public")]
        }
    }

    /// Runs once; a thrown error is the run's summary, so a typo never ends the watch.
    func run(root: URL, formatter: DiagnosticFormatter) -> Run {
        do {
            switch self {
            case .lesson(let name, var check):
                check.lessons = name.isEmpty ? [] : [name]
                return Self.summary(try Workbook.load(root: root).check(check), formatter: formatter)
            case .exercise(let id):
                return Self.summary(try ExerciseGrading(root: root).grade(id).report, formatter: formatter)
            }
        } catch let error as SourceErrors {
            return Run(summary: formatter.format(error.errors.map(Diagnostic.source)), states: [:])
        } catch {
            return Run(summary: Diagnostic.from(error).map(formatter.format).joined(separator: "\n"), states: [:])
        }
    }

    private static func summary(_ report: VerificationReport, formatter: DiagnosticFormatter) -> Run {
        var states: [String: Bool] = [:]
        var lines: [String] = []
        for verdict in report.verdicts {
            states["lesson \(verdict.lesson.name)"] = verdict.passed
            for check in verdict.report?.checks ?? [] {
                states["check at \(check.file):\(check.line): \(check.message)"] = check.passed
            }
            lines += verdict.problems.map(formatter.format)
        }
        lines += report.diagramProblems.map(formatter.format)
        return Run(summary: (lines + [VerificationText.summary(report)]).joined(separator: "\n"), states: states)
    }

    private static func summary(_ report: GradeReport, formatter: DiagnosticFormatter) -> Run {
        var states: [String: Bool] = [:]
        for test in report.tests { states["\(test.visibility.rawValue) test \(test.name)"] = test.status == .passed }
        let publicTests = report.tests.filter { !$0.isHidden }
        var lines = report.compileProblems.map(formatter.format)
        for test in publicTests where test.status != .passed {
            lines.append("public test \(test.name): \(test.status.rawValue)" + (test.message.map { " — \($0)" } ?? ""))
        }
        lines.append("\(report.exerciseID): \(report.score)/\(report.maxScore) points · public tests "
            + "\(publicTests.filter { $0.status == .passed }.count) of \(publicTests.count) passing"
            + (report.compiled ? "" : " · the submission does not compile"))
        return Run(summary: lines.joined(separator: "\n"), states: states)
    }
}

extension WatchTarget.Run {
    /// What went from failing to passing or back since `earlier`, one line each.
    func changes(since earlier: WatchTarget.Run) -> [String] {
        states.keys.sorted().compactMap { key in
            guard let now = states[key], let before = earlier.states[key], now != before else { return nil }
            return now ? "now passing: \(key)" : "now failing: \(key)"
        }
    }
}
