import BookModel
import Diagnostics
import Foundation
import Mutation
import MutationResults
import ProcessRunning

/// `workbook mutants` for lessons: plants every mutant of each lesson's listings, builds all
/// the lessons' schemata in one SwiftPM run (one build serves every mutant), runs each
/// lesson once with no mutant and then once per mutant, all lessons' mutants sharing the
/// cores, and reports what the checks caught. Results are cached by program text.
package struct LessonMutationTester: Sendable {
    package var root: URL
    /// Where the mutant package and cached results live (default `ROOT/.build/mutants`).
    package var scratch: URL
    /// SwiftPM's build folder for the mutant package; nil for `scratch/package/.build`.
    package var buildFolder: URL?
    /// The lesson's time limit, as in `workbook check`; a mutant gets a share of it.
    package var runSeconds: Double = 120
    package var usesCache = true
    package var parallelism = max(1, ProcessInfo.processInfo.activeProcessorCount)

    package init(root: URL, scratch: URL? = nil) {
        self.root = root.standardizedFileURL
        self.scratch = scratch ?? root.appendingPathComponent(".build/mutants")
    }

    package var cache: MutationCache {
        MutationCache(folder: scratch.appendingPathComponent("results"), root: root, timeLimit: runSeconds)
    }

    /// Every runnable lesson of the plan (or the named ones), in plan order.
    package func run(
        _ plan: LessonPlan, only names: [String] = [], events: @escaping @Sendable (MutationEvent) -> Void = { _ in }
    ) throws -> [MutationReport] {
        let unknown = names.filter { plan.lesson(named: $0)?.isRunnable != true }
        guard unknown.isEmpty else {
            throw ToolError("no lesson named \(unknown.map { "'\($0)'" }.joined(separator: ", "))",
                hint: "the lessons are: " + plan.lessons.filter(\.isRunnable).map(\.name).joined(separator: ", "))
        }
        let lessons = plan.lessons.filter { $0.isRunnable && (names.isEmpty || names.contains($0.name)) }
        let cache = self.cache
        var reports = [MutationReport?](repeating: nil, count: lessons.count)
        if usesCache {
            for (index, lesson) in lessons.enumerated() {
                guard let result = cache.result(for: lesson) else { continue }
                reports[index] = MutationReport(name: lesson.name, subject: .lesson, origin: lesson.origin, result: result, problems: [], cached: true)
                events(.finished(reports[index]!, index: index + 1, count: lessons.count))
            }
        }
        let pending = lessons.indices.filter { reports[$0] == nil }
        guard !pending.isEmpty else { return reports.compactMap { $0 } }

        let start = Date()
        let schemas = pending.map { LessonSchema(lessons[$0]) }
        events(.building(lessons: schemas.map(\.lesson.name), mutants: schemas.reduce(0) { $0 + $1.mutants.count }))
        let package = MutantPackage(root: root, folder: scratch.appendingPathComponent("package"), buildFolder: buildFolder)
        var known: [String: [Int: String]] = [:]
        if usesCache {
            for schema in schemas { known[schema.lesson.name] = cache.knownDiscards(for: schema.lesson) }
        }
        let built = try MutantBuild(package: package).build(schemas, startingFrom: known)
        for schema in schemas { cache.storeDiscards(built.reasons[schema.lesson.name] ?? [:], for: schema.lesson) }
        events(.built(seconds: built.seconds, builds: built.builds))

        let buildable = schemas.filter { built.unbuildable[$0.lesson.name] == nil }
        var judgedByName: [String: MutationReport] = [:]
        for report in judge(buildable, package: package, discarded: built.discarded, reasons: built.reasons, events: events) {
            judgedByName[report.name] = report
        }
        for (name, errors) in built.unbuildable {
            let lesson = schemas.first { $0.lesson.name == name }!.lesson
            judgedByName[name] = MutationReport(
                name: name, subject: .lesson, origin: lesson.origin, result: nil,
                problems: errors.enumerated().map { index, error in
                    .source(SourceError(
                        file: error.file, line: error.line, column: error.column, message: error.message,
                        hint: index == errors.count - 1
                            ? "lesson '\(name)' does not compile even without mutants; run 'swift run workbook check \(name)'" : nil))
                }, cached: false)
        }
        let judged = schemas.map { judgedByName[$0.lesson.name]! }
        let seconds = Date().timeIntervalSince(start)
        for (offset, index) in pending.enumerated() {
            var report = judged[offset]
            if var result = report.result {
                result.seconds = seconds
                report.result = result
                cache.store(result, for: lessons[index])
            }
            reports[index] = report
            events(.finished(report, index: index + 1, count: lessons.count))
        }
        return reports.compactMap { $0 }
    }

    /// Baselines first (a lesson whose schema fails unmutated is reported, not judged), then
    /// every compiled mutant of every lesson, `parallelism` at a time.
    private func judge(
        _ schemas: [LessonSchema], package: MutantPackage, discarded: [String: Set<Int>], reasons: [String: [Int: String]],
        events: @escaping @Sendable (MutationEvent) -> Void
    ) -> [MutationReport] {
        let subjects = schemas.map {
            LessonSubject(lessonSchema: $0, binary: package.binary($0.lesson.name), runSeconds: runSeconds)
        }
        let baselines = subjects.parallelMap(limit: parallelism) { _, subject in subject.baseline() }
        let outcomes = MutantJudging.outcomes(
            subjects, baselines: baselines, discarded: subjects.map { discarded[$0.name] ?? [] },
            reasons: subjects.map { reasons[$0.name] ?? [:] }, limit: parallelism
        ) { _, done, total in
            if done % max(1, total / 10) == 0 || done == total { events(.running(done: done, total: total)) }
        }
        return subjects.enumerated().map { index, subject in
            guard baselines[index].problems.isEmpty else {
                return MutationReport(name: subject.name, subject: .lesson, origin: subject.lesson.origin, result: nil,
                    problems: baselines[index].problems, cached: false)
            }
            return MutationReport(name: subject.name, subject: .lesson, origin: subject.lesson.origin,
                result: MutationResult(name: subject.name, subject: .lesson, outcomes: outcomes[index], seconds: 0),
                problems: [], cached: false)
        }
    }
}
