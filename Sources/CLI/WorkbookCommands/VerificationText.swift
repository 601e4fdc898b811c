import Diagnostics
import Foundation
import WorkbookCore

/// How verification reads in a terminal. Stages hand over values; only this file and
/// `DiagnosticFormatter` turn them into words.
enum VerificationText {
    static func line(for event: PipelineEvent, formatter: DiagnosticFormatter, paint: TerminalPaint = TerminalPaint(isOn: false)) -> String? {
        switch event {
        case .generated(let paths):
            return "generated \(paths.joined(separator: ", "))"
        case .iosSDK(let sdk):
            return iosSDK(sdk)
        case .verification(.building(let lessons)):
            return "building \(lessons.count == 1 ? "lesson" : "\(lessons.count) lessons"): \(lessons.joined(separator: ", "))"
        case .verification(.started):
            return nil
        case .verification(.finished(let verdict, let index, let count)):
            let head = "[\(index)/\(count)] \(verdict.lesson.name) (\(verdict.lesson.chapters.joined(separator: ", ")))"
            let problems = verdict.problems.map(formatter.format)
            return ([head] + problems + ["      " + outcome(verdict, paint: paint)]).joined(separator: "\n")
        case .verified(let report):
            return (report.diagramProblems.map(formatter.format) + (report.iosTypeCheck?.report?.problems ?? []).map(formatter.format)
                + [summary(report)]).joined(separator: "\n")
        case .mutation(let event):
            return MutationText.line(for: event, formatter: formatter)
        case .waitingForOutput(let folder, let holder):
            return "waiting for another build to finish writing \(folder.path)\(holder.map { " (process \($0))" } ?? "")"
        case .rendered(let warnings):
            return (warnings.map(formatter.format) + [DiagnosticFormatter.count(warnings.map(Diagnostic.source))])
                .joined(separator: "\n")
        case .wrote(let folder, let pages):
            return "wrote \(pages) pages to \(folder.path)"
        }
    }

    /// `ok: built in 0.6 s (up to date) · 23 passed, 0 failed (ran 0.07 s)`.
    static func outcome(_ verdict: Results.LessonVerdict, paint: TerminalPaint = TerminalPaint(isOn: false)) -> String {
        var parts: [String] = []
        if verdict.source == .cached {
            parts.append("unchanged since it last passed")
        } else {
            parts.append(String(format: "built in %.1f s", verdict.buildSeconds)
                + (verdict.compiledFiles == 0 ? " (up to date)" : " (\(verdict.compiledFiles) files compiled)"))
        }
        if let report = verdict.report {
            parts.append("\(report.passed) passed, \(report.failed) failed"
                + (verdict.source == .cached ? "" : String(format: " (ran %.2f s)", verdict.runSeconds)))
        }
        if !verdict.lesson.compileFailSnippets.isEmpty {
            parts.append("compile_fail \(verdict.compileFailVerified)/\(verdict.lesson.compileFailSnippets.count) verified")
        }
        return (verdict.passed ? paint.success("ok:") : paint.error("FAILED:")) + " " + parts.joined(separator: " · ")
    }

    /// `diagrams: 8 match their runs · ` (nothing when no diagram names a trace).
    static func diagrams(_ report: Results.VerificationReport) -> String {
        let failed = report.diagramProblems.filter { $0.severity == .error }.count
        guard report.diagramsMatched + failed > 0 else { return "" }
        return "diagrams: \(report.diagramsMatched) match their runs" + (failed > 0 ? ", \(failed) with problems" : "") + " · "
    }

    /// `5 of 5 lessons passed · checks: 149 passed, 0 failed · compile_fail listings verified: 3 · 0.2 s`.
    static func summary(_ report: Results.VerificationReport) -> String {
        let count = report.verdicts.count
        var text = "\(report.lessonsPassed) of \(count) lesson\(count == 1 ? "" : "s") passed · "
            + "checks: \(report.checksPassed) passed, \(report.checksFailed) failed · "
            + "compile_fail listings verified: \(report.compileFailVerified) · "
            + diagrams(report)
            + String(format: "%.1f s", report.seconds)
        if let notice = report.sandboxNotice { text = notice + "\n" + text }
        if let ios = report.iosTypeCheck?.report { text += "\n" + iosSummary(ios) }
        return text
    }

    /// Said before the lessons are built, so nobody waits to learn that `--ios` will do nothing.
    static func iosSDK(_ sdk: Results.IOSSDK?) -> String {
        guard let sdk else { return "no iOS SDK found (set IOS_SDK or install Xcode): skipped the iOS type-check" }
        return "app code will be type-checked against the \(sdk.displayName) at \(sdk.path.path)"
    }

    /// `iOS 17.0 SDK: app code of 10 lessons and 78 exercise solutions type-checks (target iOS 17.0;
    /// 30 declarations left out as driver code)`.
    static func iosSummary(_ report: Results.IOSTypeCheckReport) -> String {
        guard report.sdkProblems.isEmpty else { return "\(report.sdk.displayName): not usable by this compiler, nothing type-checked" }
        let lessons = report.lessonsChecked, solutions = report.solutionsChecked
        let what = "app code of \(lessons) lesson\(lessons == 1 ? "" : "s") and \(solutions) exercise solution\(solutions == 1 ? "" : "s")"
        let verdict = report.failed == 0 ? "type-checks" : "type-checked, \(report.failed) with errors"
        let leftOut = report.leftOut == 0 ? "" : "; \(report.leftOut) declaration\(report.leftOut == 1 ? "" : "s") left out as driver code"
        return "\(report.sdk.displayName): \(what) \(verdict) (target iOS \(report.deploymentTarget)\(leftOut))"
    }
}
