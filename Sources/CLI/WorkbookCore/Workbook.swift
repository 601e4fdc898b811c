import BookModel
import DiagramRenderer
import LessonKit
import Diagnostics
import ExerciseModel
import Foundation
import LessonGeneration
import Mutation
import MutationResults
import MutationTesting
import ProcessRunning
import SiteGenerator
import FolderOutput
import TraceChecking
import Verification

/// The workbook's pipeline, and the one place that decides its order (as mdBook's `MDBook`
/// owns `build` and `test`):
///
///     load → plan → generate → verify → render → write
///
/// Loading and planning only read. Generating lesson sources is the one step that writes
/// into the source tree; verifying writes only below the scratch folder; rendering is pure;
/// writing swaps the finished site in. `check` is generate → verify; `build` is all of it,
/// and with verification skipped it is plan → render → write, leaving the tree untouched.
package struct Workbook: Sendable {
    package let root: URL
    package let book: Book
    package let plan: LessonPlan
    /// The graded exercises under `exercises/`, in course order.
    package let exercises: [Exercise]
    /// `workbook.json`: the repository learners get the code from.
    package var settings = WorkbookSettings()
    /// What the site needs of the book and is not there — a chapter's title, an image, a
    /// link's chapter or heading, an allowed URL or raw HTML (`BookChecks`) — found at load,
    /// each located. `check` and `build` (with
    /// or without verification) refuse the book with all of them, so they refuse the same
    /// books; listing or running lessons does not need a site and goes on.
    package var siteProblems: [SourceError] = []

    /// Loads and plans the book and its exercises, and finds what the site would refuse
    /// (`siteProblems`); writes nothing. Every located error of the chapters is reported at
    /// once, then every one of the exercises.
    package static func load(root: URL) throws -> Workbook {
        // Every chapter and every exercise loads alone: all of them are spread over the cores,
        // then assembled in order, so their errors keep it.
        let names = try Book.chapterFileNames(root: root)
        let ids = ExerciseCatalog.ids(root: root)
        enum Piece: Sendable { case chapter(Result<Chapter, any Error>), exercise(Result<Exercise, any Error>) }
        // Exercises first: each takes longer than a chapter, and the short ones fill in at the end.
        let pieces = Array(0..<(ids.count + names.count)).parallelMap(limit: ProcessInfo.processInfo.activeProcessorCount) { _, index in
            index < ids.count
                ? Piece.exercise(Result { try ExerciseCatalog.load(ids[index], root: root) })
                : Piece.chapter(Result { try Book.loadChapter(names[index - ids.count], root: root) })
        }
        let book = try Book.assemble(root: root, pieces.compactMap { if case .chapter(let load) = $0 { load } else { nil } })
        let plan = try LessonPlanner.plan(book)
        let exercises = try ExerciseCatalog.assemble(pieces.compactMap { if case .exercise(let load) = $0 { load } else { nil } })
        var workbook = Workbook(root: root, book: book, plan: plan, exercises: exercises)
        workbook.siteProblems = BookChecks(book: book, exercises: workbook.exercises).problems()
        workbook.settings = try WorkbookSettings.load(root: root)
        return workbook
    }

    /// Throws every one of `siteProblems`, if any: the first step of `check` and `build`.
    func requireSiteProblemsFixed() throws {
        if !siteProblems.isEmpty { throw SourceErrors(siteProblems) }
    }

    /// What loading and planning found that stops nothing, for the command line to show
    /// before it goes on (a fence that looks meant as a listing but is never compiled).
    package var warnings: [SourceError] { plan.warnings }

    /// Brings the generated lesson sources in step with the chapters (or, with
    /// `.requireCurrent`, proves they are); returns the paths it rewrote.
    @discardableResult
    package func generateSources(_ mode: GenerationMode = .write) throws -> [String] {
        let writer = LessonSourceWriter(root: root)
        switch mode {
        case .write:
            return try writer.write(plan)
        case .requireCurrent:
            let stale = try writer.stalePaths(for: plan)
            guard stale.isEmpty else {
                throw ToolError("generated lesson sources are out of date: \(stale.joined(separator: ", "))",
                    hint: "run 'swift run workbook generate' and commit the result")
            }
            return []
        }
    }

    /// generate → verify, for the named lessons or all of them.
    package func check(_ options: CheckOptions, events: @escaping @Sendable (PipelineEvent) -> Void = { _ in })
        throws -> VerificationReport
    {
        try requireSiteProblemsFixed()
        // A wrong IOS_SDK stops the run before minutes of building, not after.
        let sdk = try options.iosSDKLocator?.locate()
        if options.iosSDKLocator != nil { events(.iosSDK(sdk)) }
        let touched = try generateSources(options.generation)
        if !touched.isEmpty { events(.generated(touched)) }
        var report = try options.verifier(root: root).verify(plan, only: options.lessons) { events(.verification($0)) }
        checkDiagrams(&report, only: options.lessons)
        if options.iosSDKLocator != nil {
            report.iosTypeCheck = sdk.map { .checked(typeCheckForIOS(sdk: $0, options)) } ?? .noSDK
        }
        return report
    }

    /// Every diagram of the checked chapters must parse, and each `trace=NAME` one must
    /// describe what its lesson recorded; the problems join the report.
    func checkDiagrams(_ report: inout VerificationReport, only lessons: [String]) {
        let reports = Self.lessonReports(report)
        let chapters = lessons.isEmpty ? nil : Set(report.verdicts.flatMap(\.lesson.chapters))
        let outcome = DiagramChecker(book: book, plan: plan).check(reports: reports, chapters: chapters)
        report.diagramProblems = outcome.problems.map(Diagnostic.source)
        report.diagramsMatched = outcome.matched
    }

    /// Mutation testing of the named lessons (or all): how many of each lesson's mutants its
    /// checks catch. Reads the plan, not the generated sources; writes below the scratch folder.
    package func mutants(_ options: CheckOptions, events: @escaping @Sendable (MutationEvent) -> Void = { _ in })
        throws -> [MutationReport]
    {
        try options.mutationTester(root: root).run(plan, only: options.lessons, events: events)
    }

    /// The render stage over this book, with what verification found (nil: not verified)
    /// and each lesson's mutation score (given, or else cached for its current text).
    package func render(
        verification: VerificationReport?, mutationScores: [String: MutationScore]? = nil, layouts: DiagramLayouts = .uncached
    ) throws -> [String: Data] {
        var warnings: [SourceError] = []
        return try render(verification: verification, mutationScores: mutationScores, layouts: layouts, warnings: &warnings)
    }

    /// The render stage, setting `warnings` to what the pages found that stops nothing.
    package func render(
        verification: VerificationReport?, mutationScores: [String: MutationScore]?, layouts: DiagramLayouts = .uncached,
        warnings: inout [SourceError]
    ) throws -> [String: Data] {
        var verifications = Self.pageVerifications(verification)
        // A score is shown only beside a verified lesson: with none, no mutation key is computed.
        let scores = mutationScores ?? cachedMutationScores(scratchPath: nil, only: Set(verifications.keys))
        for (name, score) in scores { verifications[name]?.mutationScore = score }
        return try SiteRenderer(
            book: book, plan: plan, verifications: verifications, exercises: exercises, repository: settings.repository,
            diagramRuns: diagramRuns(verification), verified: verification != nil, layouts: layouts
        ).render(warnings: &warnings)
    }

    /// The runs behind diagrams that name a trace, for the pages (none when not verified).
    func diagramRuns(_ report: VerificationReport?) -> [ListingID: DiagramRun] {
        guard let report else { return [:] }
        let reports = Self.lessonReports(report)
        let checker = DiagramChecker(book: book, plan: plan)
        var runs: [ListingID: DiagramRun] = [:]
        for fence in plan.diagrams {
            guard let run = checker.run(of: fence, reports: reports) else { continue }
            var shown = DiagramRun(lesson: run.lesson, trace: run.trace.name)
            if case .drawn = fence.binding {
                shown.drawnSource = run.trace.mermaid(title: "What lesson \(run.lesson) recorded as trace \(run.trace.name)")
            }
            runs[fence.listingID] = shown
        }
        return runs
    }

    static func lessonReports(_ report: VerificationReport) -> [String: LessonReport] {
        Dictionary(report.verdicts.compactMap { verdict in verdict.report.map { (verdict.lesson.name, $0) } }) { first, _ in first }
    }

    /// Scores from earlier mutation runs whose key still matches each lesson's text, for the
    /// named lessons (nil: all). A key means planting the lesson's mutants, so it is computed
    /// only for a lesson whose score a page will show.
    package func cachedMutationScores(scratchPath: URL?, only names: Set<String>? = nil) -> [String: MutationScore] {
        let lessons = plan.lessons.filter { $0.isRunnable && names?.contains($0.name) != false }
        guard !lessons.isEmpty else { return [:] }
        let cache = CheckOptions(scratchPath: scratchPath).mutationTester(root: root).cache
        var scores: [String: MutationScore] = [:]
        for lesson in lessons {
            if let result = cache.result(for: lesson) { scores[lesson.name] = result.score }
        }
        return scores
    }

    /// The whole pipeline. Verification failing, or any located error, stops it before a
    /// single file of the site is written.
    package func build(_ options: BuildOptions, events: @escaping @Sendable (PipelineEvent) -> Void = { _ in })
        throws -> BuildSummary
    {
        let start = Date()
        try requireSiteProblemsFixed()
        var verification: VerificationReport?
        if let check = options.verification {
            let report = try self.check(check, events: events)
            events(.verified(report))
            guard report.passed else { throw VerificationFailed(report: report) }
            verification = report
        }
        var scores: [String: MutationScore]?
        if options.runsMutants, let check = options.verification {
            let reports = try mutants(check) { events(.mutation($0)) }
            scores = Dictionary(reports.compactMap { report in report.result.map { (report.name, $0.score) } }) { first, _ in first }
        } else if let check = options.verification, let verification {
            scores = cachedMutationScores(scratchPath: check.scratchPath, only: Set(verification.verdicts.map(\.lesson.name)))
        } else {
            scores = [:]
        }
        var warnings: [SourceError] = []
        let layouts = DiagramLayouts(cache: options.layoutCache(root: root), onLayout: options.onLayout)
        let files = try render(verification: verification, mutationScores: scores, layouts: layouts, warnings: &warnings)
        if !warnings.isEmpty { events(.rendered(warnings: warnings)) }
        var writer = SiteWriter(output: options.output)
        writer.hooks = options.swapHooks
        writer.waiting = { [output = options.output] holder in events(.waitingForOutput(output, holder: holder)) }
        try writer.write(files)
        let summary = BuildSummary(
            pages: files.keys.filter { $0.hasSuffix(".html") }.count, bytes: files.values.map(\.count).reduce(0, +),
            seconds: Date().timeIntervalSince(start), verification: verification)
        events(.wrote(options.output, pages: summary.pages))
        return summary
    }

    /// Per-lesson results as the pages show them.
    static func pageVerifications(_ report: VerificationReport?) -> [String: LessonVerification] {
        guard let report else { return [:] }
        var result: [String: LessonVerification] = [:]
        for verdict in report.verdicts {
            result[verdict.lesson.name] = LessonVerification(
                lesson: verdict.lesson.name, checksPassed: verdict.report?.passed ?? 0,
                toolchain: report.shortToolchainVersion, compilerMessages: verdict.compilerMessages,
                iosTypeCheck: report.iosTypeCheck?.report.flatMap {
                    $0.passed(lesson: verdict.lesson.name) ? LessonVerification.IOSTypeCheck(sdkVersion: $0.sdk.version) : nil
                })
        }
        return result
    }
}
