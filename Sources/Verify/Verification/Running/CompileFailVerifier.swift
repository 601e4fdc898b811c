import BookModel
import Diagnostics
import Foundation
import LessonGeneration
import ProcessRunning
import RuntimeLibraries
import SwiftBuild

/// Proves that a `compile_fail` listing really fails to compile — and for its own reason:
/// at least one error must fall inside the listing's lines and, when the fence names an
/// expected message, contain that text. Results are cached by the exact program and the
/// modules it was checked against, so an unchanged book is not checked again.
struct CompileFailVerifier {
    let toolchain: SwiftToolchain
    let workFolder: URL

    /// What checking one listing found.
    struct Result {
        /// The compiler's error inside the listing (the one matching the expected text, if
        /// any); nil when the listing did not fail as promised.
        var compilerMessage: String?
        var problems: [Diagnostic]
        var cached: Bool
    }

    /// Part of every cache key: bump it when what a stamp holds changes.
    static let cacheVersion = "3"

    func verify(_ snippet: Snippet, in lesson: Lesson) throws -> Result {
        guard case .compileFail(let expected) = snippet.attributes.role else {
            return Result(compilerMessage: nil, problems: [], cached: false)
        }
        let source = LessonSourceGenerator.compileFailSource(for: snippet, in: lesson)
        let key = StableHash.hex(of: [Self.cacheVersion, source, expected ?? "", moduleFingerprint()])
        let stamp = workFolder.appendingPathComponent("\(key).verified")
        if let message = try? String(contentsOf: stamp, encoding: .utf8) {
            return Result(compilerMessage: message, problems: [], cached: true)
        }

        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        let file = workFolder.appendingPathComponent("\(lesson.name)-\(snippet.block.range.start.line).swift")
        try Data(source.utf8).write(to: file, options: .atomic)
        let result = try toolchain.typecheck(file)
        let judged = judge(result, snippet: snippet, expected: expected)
        if let message = judged.compilerMessage { try Data(message.utf8).write(to: stamp, options: .atomic) }
        return judged
    }

    private func judge(_ result: ProcessResult, snippet: Snippet, expected: String?) -> Result {
        func failure(_ message: String, detail: [String] = [], hint: String) -> Result {
            Result(compilerMessage: nil, problems: [.source(SourceError(
                file: snippet.chapter, line: snippet.block.range.start.line, column: snippet.block.infoColumn,
                message: message, hint: hint, detail: detail))], cached: false)
        }
        if case .timedOut = result.termination {
            return failure("type-checking this compile_fail listing took longer than \(Int(toolchain.typecheckSeconds)) s",
                hint: "simplify the listing; the compiler may be stuck on a complex expression")
        }
        if result.succeeded {
            return failure("this compile_fail listing compiled without errors",
                hint: "make it fail as the chapter says, or drop compile_fail if it should compile")
        }
        let errors = CompilerDiagnostic.parse(result.combinedText).filter { $0.severity == .error }
        let own = errors.filter { $0.file == snippet.chapter && snippet.codeLineRange.contains($0.line) }
        guard !own.isEmpty else {
            let shown = errors.prefix(3).map(\.description)
            return failure("the compile_fail listing fails, but not because of its own code",
                detail: shown.isEmpty ? Array(result.combinedText.split(separator: "\n").suffix(10).map(String.init)) : shown,
                hint: "fix the earlier listings of the lesson first")
        }
        guard let expected else { return Result(compilerMessage: own[0].message, problems: [], cached: false) }
        guard let match = own.first(where: { $0.message.contains(expected) }) else {
            return failure("expected a compile error containing \"\(expected)\", but the compiler said:",
                detail: own.map(\.description), hint: "update compile_fail=\"…\" to part of the actual message")
        }
        return Result(compilerMessage: match.message, problems: [], cached: false)
    }

    /// Changes whenever the modules a listing imports are rebuilt.
    private func moduleFingerprint() -> String {
        RuntimeLibraries.lessonNames.map { name in
            FileStamp.of(toolchain.modulesPath.appendingPathComponent("\(name).swiftmodule"))
        }.joined(separator: ",")
    }
}
