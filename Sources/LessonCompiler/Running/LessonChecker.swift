import Diagnostics
import Foundation
import LessonKit
import MarkdownModel

/// `workbook check`: generate lesson sources from the chapters, then build and run every
/// lesson (or the named ones) and verify every `compile_fail` listing, reporting progress as
/// it goes. Builds are incremental and lesson files are only rewritten when they change, so
/// an unchanged book rebuilds nothing.
public struct LessonChecker {
    public var root: URL
    public var toolchain: SwiftToolchain
    public var progress: @Sendable (String) -> Void
    /// How long one lesson may run before it is stopped.
    public var runTimeout: Double = 120
    /// When false, generated sources are only compared with the chapters (a drift check)
    /// and the check fails if they are stale — for tests, which must not edit the tree.
    public var writesSources = true

    public init(root: URL, scratchPath: URL? = nil, progress: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.toolchain = SwiftToolchain(packageRoot: root, scratchPath: scratchPath)
        self.progress = progress
    }

    /// Loads and plans the book, writing generated sources (or, with `writesSources` off,
    /// proving they are current); throws located errors.
    public func prepare() throws -> (book: Book, plan: LessonPlan) {
        let book = try Book.load(root: root)
        let plan = try LessonPlanner.plan(book)
        let writer = LessonSourceWriter(root: root)
        guard writesSources else {
            let stale = try writer.stalePaths(for: plan)
            guard stale.isEmpty else {
                throw ToolError("generated lesson sources are out of date: \(stale.joined(separator: ", "))",
                    hint: "run 'swift run workbook generate' and commit the result")
            }
            return (book, plan)
        }
        let touched = try writer.write(plan)
        if !touched.isEmpty { progress("generated \(touched.joined(separator: ", "))") }
        return (book, plan)
    }

    /// Prepares the book, then checks every lesson (or the named ones).
    public func check(only names: [String] = []) throws -> CheckSummary {
        try check(try prepare().plan, only: names)
    }

    /// Checks the lessons of an already prepared plan.
    public func check(_ plan: LessonPlan, only names: [String] = []) throws -> CheckSummary {
        let start = Date()
        let unknown = names.filter { plan.lesson(named: $0) == nil }
        guard unknown.isEmpty else {
            throw ToolError("no lesson named \(unknown.map { "'\($0)'" }.joined(separator: ", "))",
                hint: "the lessons are: " + plan.lessons.map(\.name).joined(separator: ", "))
        }
        let lessons = names.isEmpty ? plan.lessons : plan.lessons.filter { names.contains($0.name) }
        if lessons.isEmpty { progress("no Swift listings in the chapters: nothing to check") }
        var outcomes: [LessonOutcome] = []
        for (index, lesson) in lessons.enumerated() {
            progress("[\(index + 1)/\(lessons.count)] \(lesson.name) (\(lesson.chapters.joined(separator: ", ")))")
            let outcome = try check(lesson)
            for problem in outcome.problems { progress(problem) }
            progress("      " + line(for: outcome))
            outcomes.append(outcome)
        }
        return CheckSummary(
            outcomes: outcomes, toolchainVersion: toolchain.version(), seconds: Date().timeIntervalSince(start))
    }

    func check(_ lesson: Lesson) throws -> LessonOutcome {
        var outcome = LessonOutcome(lesson: lesson)
        let product = lesson.isRunnable ? lesson.name : "LessonKit"
        let build = try toolchain.build(product: product)
        outcome.buildSeconds = build.seconds
        outcome.compiledFiles = build.combinedOutput.split(separator: "\n").filter { $0.contains("] Compiling ") }.count
        guard build.status == 0 else {
            outcome.problems = buildProblems(build, lesson: lesson)
            return outcome
        }
        if lesson.isRunnable { run(lesson, into: &outcome) }
        let verifier = CompileFailVerifier(
            toolchain: toolchain, workFolder: toolchain.scratchPath.appendingPathComponent("compile-fail"))
        for snippet in lesson.compileFailSnippets {
            let result = try verifier.verify(snippet, in: lesson)
            outcome.problems += result.problems
            if result.problems.isEmpty {
                outcome.compileFailVerified += 1
                outcome.compilerMessages[snippet.location] = result.compilerMessage
            }
        }
        return outcome
    }

    private func run(_ lesson: Lesson, into outcome: inout LessonOutcome) {
        let binary = toolchain.binPath.appendingPathComponent(lesson.name).path
        guard let result = try? ProcessRunner.run(binary, ["--json"], timeout: runTimeout) else {
            outcome.problems.append("\(lesson.origin): error: lesson '\(lesson.name)' could not be started")
            return
        }
        outcome.runSeconds = result.seconds
        let jsonLine = result.standardOutput.split(separator: "\n").last { $0.hasPrefix("{") }
        guard let jsonLine, let report = try? JSONDecoder().decode(LessonReport.self, from: Data(jsonLine.utf8))
        else {
            outcome.problems.append(crashProblem(result, lesson: lesson))
            return
        }
        outcome.report = report
        if !report.succeeded { outcome.problems.append(report.text) }
    }

    /// A lesson that died or hung, said the way a compiler would: where, what, what next.
    private func crashProblem(_ result: ProcessResult, lesson: Lesson) -> String {
        let hint = "\n  hint: checks before that point ran, but only a finished lesson reports them; "
            + "run 'swift run \(lesson.name)' to see everything it printed"
        if result.timedOut {
            return "\(lesson.origin):1: error: lesson '\(lesson.name)' was stopped after \(Int(runTimeout)) s" + hint
        }
        let crash = CrashReport(standardError: result.standardError)
        let location = crash.location ?? "\(lesson.origin):1"
        let reason = crash.reason ?? "exit status \(result.status) without a report"
        return "\(location): error: lesson '\(lesson.name)' crashed: \(reason)" + hint
    }

    private func buildProblems(_ build: ProcessResult, lesson: Lesson) -> [String] {
        let errors = CompilerDiagnostic.parse(build.combinedOutput, relativeTo: root.path)
            .filter { $0.severity == .error }
        let inChapters = errors.filter { $0.file.hasPrefix("chapters/") }
        let shown = inChapters.isEmpty ? errors : inChapters
        guard !shown.isEmpty else {
            let tail = build.combinedOutput.split(separator: "\n").suffix(15).joined(separator: "\n")
            return ["\(lesson.origin): error: lesson '\(lesson.name)' failed to build:\n\(tail)"]
        }
        let hint = inChapters.isEmpty
            ? "  hint: lesson '\(lesson.name)' failed to build because code it depends on does not compile"
            : "  hint: lesson '\(lesson.name)' does not compile; fix the listing at the line above"
        return shown.map { "\($0)" } + [hint]
    }

    private func line(for outcome: LessonOutcome) -> String {
        var parts = [String(format: "built in %.1f s", outcome.buildSeconds)
            + (outcome.compiledFiles == 0 ? " (up to date)" : " (\(outcome.compiledFiles) files compiled)")]
        if let report = outcome.report {
            parts.append("\(report.passed) passed, \(report.failed) failed" + String(format: " (ran %.2f s)", outcome.runSeconds))
        }
        if !outcome.lesson.compileFailSnippets.isEmpty {
            parts.append("compile_fail \(outcome.compileFailVerified)/\(outcome.lesson.compileFailSnippets.count) verified")
        }
        return (outcome.passed ? "ok: " : "FAILED: ") + parts.joined(separator: " · ")
    }
}
