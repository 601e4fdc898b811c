import BookModel
import Diagnostics
import Foundation
import ProcessRunning
import SwiftBuild

/// The verify stage: builds the lessons that need it in one SwiftPM run, runs them in
/// parallel (contained, bounded, judged by their report channel), and proves every
/// `compile_fail` listing. Lessons whose fingerprint is unchanged since they last passed are
/// taken from the cache without starting any process. Reads the generated sources; writes
/// only below the scratch folder.
package struct LessonVerifier: Sendable {
    package var root: URL
    package var toolchain: SwiftToolchain
    /// How long one lesson may run before it is stopped (SIGTERM, then SIGKILL).
    package var runSeconds: Double = 120
    /// Off: every lesson is built and run even if it passed before with the same inputs.
    package var usesCache = true
    /// How many lessons run at once.
    package var parallelism = max(1, ProcessInfo.processInfo.activeProcessorCount)

    package init(root: URL, scratchPath: URL? = nil) {
        self.root = root
        self.toolchain = SwiftToolchain(packageRoot: root, scratchPath: scratchPath)
    }

    /// Verifies every lesson of the plan (or the named ones).
    package func verify(
        _ plan: LessonPlan, only names: [String] = [], events: @escaping @Sendable (VerificationEvent) -> Void = { _ in }
    ) throws -> VerificationReport {
        let start = Date()
        let unknown = names.filter { plan.lesson(named: $0) == nil }
        guard unknown.isEmpty else {
            throw ToolError("no lesson named \(unknown.map { "'\($0)'" }.joined(separator: ", "))",
                hint: "the lessons are: " + plan.lessons.map(\.name).joined(separator: ", "))
        }
        let lessons = names.isEmpty ? plan.lessons : plan.lessons.filter { names.contains($0.name) }
        let cache = VerificationCache(
            folder: toolchain.scratchPath.appendingPathComponent("workbook-verification"), root: root, timeLimit: runSeconds)
        let fingerprints = lessons.map(cache.fingerprint(of:))

        var verdicts = [LessonVerdict?](repeating: nil, count: lessons.count)
        if usesCache {
            for index in lessons.indices {
                verdicts[index] = cache.verdict(for: lessons[index], fingerprint: fingerprints[index])
            }
        }
        let pending = lessons.indices.filter { verdicts[$0] == nil }
        if !pending.isEmpty {
            events(.building(lessons: pending.map { lessons[$0].name }))
            let pendingLessons = pending.map { lessons[$0] }
            let built = try LessonBuild(toolchain: toolchain, root: root).build(pendingLessons)
            let checked = check(built, lessons: pendingLessons, events: events, total: lessons.count)
            for (offset, index) in pending.enumerated() {
                verdicts[index] = checked[offset]
                cache.store(checked[offset], fingerprint: fingerprints[index])
            }
        }
        for index in lessons.indices where verdicts[index]?.source == .cached {
            events(.finished(verdicts[index]!, index: index + 1, count: lessons.count))
        }
        return VerificationReport(
            verdicts: verdicts.compactMap { $0 }, toolchainVersion: cache.toolchainVersion(toolchain),
            seconds: Date().timeIntervalSince(start),
            sandboxNotice: pending.isEmpty ? nil : Self.containmentNotice)
    }

    /// One line for each way lessons ran less contained than they should (no sandbox, no cap on
    /// the whole process tree); nil when neither.
    static var containmentNotice: String? {
        let notices = [Sandbox.notice, TreeLimit.notice].compactMap { $0 }
        return notices.isEmpty ? nil : notices.joined(separator: "\n")
    }

    /// Runs the built lessons and their compile_fail listings, `parallelism` at a time.
    private func check(
        _ builds: [LessonBuild.Result], lessons: [Lesson], events: @escaping @Sendable (VerificationEvent) -> Void,
        total: Int
    ) -> [LessonVerdict] {
        lessons.parallelMap(limit: parallelism) { [self] index, lesson in
            events(.started(lesson: lesson, index: index + 1, count: total))
            let verdict = self.check(lesson, build: builds[index])
            events(.finished(verdict, index: index + 1, count: total))
            return verdict
        }
    }

    private func check(_ lesson: Lesson, build: LessonBuild.Result) -> LessonVerdict {
        var verdict = LessonVerdict(lesson: lesson)
        verdict.buildSeconds = build.seconds
        verdict.compiledFiles = build.compiledFiles
        guard build.problems.isEmpty else {
            verdict.problems = build.problems
            return verdict
        }
        if lesson.isRunnable {
            let outcome = LessonRunner(
                binary: toolchain.binPath.appendingPathComponent(lesson.name), lesson: lesson, seconds: runSeconds
            ).run()
            verdict.report = outcome.report
            verdict.runSeconds = outcome.seconds
            verdict.problems += outcome.problems
        }
        let verifier = CompileFailVerifier(
            toolchain: toolchain, workFolder: toolchain.scratchPath.appendingPathComponent("compile-fail"))
        for snippet in lesson.compileFailSnippets {
            do {
                let result = try verifier.verify(snippet, in: lesson)
                verdict.problems += result.problems
                if let message = result.compilerMessage { verdict.compilerMessages[snippet.id] = message }
            } catch {
                verdict.problems += Diagnostic.from(error)
            }
        }
        return verdict
    }
}
