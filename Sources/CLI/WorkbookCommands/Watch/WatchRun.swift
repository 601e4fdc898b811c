import Diagnostics
import Foundation
import WorkbookCore

/// One re-run of `workbook watch` as it reads: a summary to print, and each check or test by
/// name → passing, so two runs can be compared.
struct WatchRun {
    var summary: String
    var states: [String: Bool]
}

extension WatchRun {
    /// Runs `target` once; a thrown error is the run's summary, so a typo never ends the watch.
    init(_ target: WatchTarget, root: URL, formatter: DiagnosticFormatter) {
        do {
            switch try target.run(root: root) {
            case .checked(let report): self = Self.summary(report, formatter: formatter)
            case .graded(let report): self = Self.summary(report, formatter: formatter)
            }
        } catch let error as SourceErrors {
            self.init(summary: formatter.format(error.errors.map(Diagnostic.source)), states: [:])
        } catch {
            self.init(summary: Diagnostic.from(error).map(formatter.format).joined(separator: "\n"), states: [:])
        }
    }

    /// What went from failing to passing or back since `earlier`, one line each.
    func changes(since earlier: WatchRun) -> [String] {
        states.keys.sorted().compactMap { key in
            guard let now = states[key], let before = earlier.states[key], now != before else { return nil }
            return now ? "now passing: \(key)" : "now failing: \(key)"
        }
    }

    private static func summary(_ report: Results.VerificationReport, formatter: DiagnosticFormatter) -> WatchRun {
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
        return WatchRun(summary: (lines + [VerificationText.summary(report)]).joined(separator: "\n"), states: states)
    }

    private static func summary(_ report: Results.GradeReport, formatter: DiagnosticFormatter) -> WatchRun {
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
        return WatchRun(summary: lines.joined(separator: "\n"), states: states)
    }
}
