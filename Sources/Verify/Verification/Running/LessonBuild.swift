import BookModel
import Diagnostics
import Foundation
import ProcessRunning
import SwiftBuild

/// Builds the lessons that need it with as few SwiftPM starts as possible: one product
/// build for a single lesson, one package build for several. When a package build fails,
/// each compiler error is given to the lesson whose listing it is in; a lesson the failure
/// left unexplained is built on its own, so one broken lesson never hides another's result.
struct LessonBuild {
    let toolchain: SwiftToolchain
    let root: URL

    struct Result: Sendable {
        var seconds: Double
        var compiledFiles: Int
        var problems: [Diagnostic]
    }

    /// One result per lesson, in the order given.
    func build(_ lessons: [Lesson]) throws -> [Result] {
        let single = lessons.count == 1 && lessons[0].isRunnable ? lessons[0].name : nil
        let result = try toolchain.build(product: single)
        guard !result.succeeded else {
            return lessons.map { Result(seconds: result.seconds, compiledFiles: compiled($0, in: result, whole: single != nil), problems: []) }
        }
        let errors = CompilerDiagnostic.parse(result.combinedText, relativeTo: root.path).filter { $0.severity == .error }
        let outside = errors.filter { error in !lessons.contains { owns($0, error) } }
        return try lessons.map { lesson in
            let own = errors.filter { owns(lesson, $0) }
            let base = Result(seconds: result.seconds, compiledFiles: compiled(lesson, in: result, whole: single != nil), problems: [])
            if !own.isEmpty {
                return Result(seconds: base.seconds, compiledFiles: base.compiledFiles,
                    problems: diagnostics(own, hint: "lesson '\(lesson.name)' does not compile; fix the listing at the line above"))
            }
            if single == nil, lesson.isRunnable {
                // The package build stopped for another lesson's sake: find out about this one alone.
                let alone = try toolchain.build(product: lesson.name)
                if alone.succeeded { return Result(seconds: alone.seconds, compiledFiles: compiled(lesson, in: alone, whole: true), problems: []) }
                return Result(seconds: alone.seconds, compiledFiles: 0, problems: explain(alone, lesson: lesson))
            }
            return Result(seconds: base.seconds, compiledFiles: base.compiledFiles,
                problems: outside.isEmpty ? explain(result, lesson: lesson)
                    : diagnostics(outside, hint: "lesson '\(lesson.name)' failed to build because code it depends on does not compile"))
        }
    }

    /// Whether a compiler error lies inside one of the lesson's listings.
    private func owns(_ lesson: Lesson, _ error: CompilerDiagnostic) -> Bool {
        (lesson.snippets + lesson.compileFailSnippets).contains {
            $0.chapter == error.file && $0.codeLineRange.contains(error.line)
        }
    }

    /// A failed build explained by its own output, for a lesson built alone.
    private func explain(_ result: ProcessResult, lesson: Lesson) -> [Diagnostic] {
        if case .timedOut(let after) = result.termination {
            return [located(lesson, "building lesson '\(lesson.name)' was stopped after \(Int(after)) s",
                detail: [], hint: "a build this slow is unusual; try again, or remove the scratch folder")]
        }
        let errors = CompilerDiagnostic.parse(result.combinedText, relativeTo: root.path).filter { $0.severity == .error }
        if !errors.isEmpty {
            let inChapters = errors.filter { $0.file.hasPrefix("chapters/") }
            return diagnostics(inChapters.isEmpty ? errors : inChapters, hint: inChapters.isEmpty
                ? "lesson '\(lesson.name)' failed to build because code it depends on does not compile"
                : "lesson '\(lesson.name)' does not compile; fix the listing at the line above")
        }
        let tail = result.combinedText.split(separator: "\n").suffix(15).map(String.init)
        return [located(lesson, "lesson '\(lesson.name)' failed to build", detail: tail,
            hint: "the build's last lines are shown above")]
    }

    private func diagnostics(_ errors: [CompilerDiagnostic], hint: String) -> [Diagnostic] {
        errors.enumerated().map { index, error in
            .source(SourceError(
                file: error.file, line: error.line, column: error.column, message: error.message,
                hint: index == errors.count - 1 ? hint : nil))
        }
    }

    private func located(_ lesson: Lesson, _ message: String, detail: [String], hint: String) -> Diagnostic {
        .source(SourceError(
            file: lesson.firstListing?.chapter ?? "chapters", line: lesson.firstListing?.fenceLine ?? 1,
            message: message, hint: hint, detail: detail))
    }

    /// Files compiled for this lesson's module; with `whole`, every file the build compiled.
    private func compiled(_ lesson: Lesson, in result: ProcessResult, whole: Bool) -> Int {
        let module = lesson.name.replacingOccurrences(of: "-", with: "_")
        return result.combinedText.split(separator: "\n").filter {
            $0.contains("] Compiling ") && (whole || $0.contains("Compiling \(module) "))
        }.count
    }
}
