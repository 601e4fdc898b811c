import Foundation
import MarkdownModel

/// Proves that a `compile_fail` listing really fails to compile — and for its own reason:
/// at least one error must fall inside the listing's lines and, when the fence names an
/// expected message, contain that text. Results are cached by the exact program and the
/// modules it was checked against, so an unchanged book is not checked again.
struct CompileFailVerifier {
    let toolchain: SwiftToolchain
    let workFolder: URL

    /// What checking one listing found.
    struct Result {
        /// Empty when the listing failed to compile as promised.
        var problems: [String]
        /// The compiler's error inside the listing (the one matching the expected text, if
        /// any), which the site shows under the listing.
        var compilerMessage: String?
        var cached: Bool
    }

    /// Part of every cache key: bump it when what a stamp holds changes.
    static let cacheVersion = "2"

    func verify(_ snippet: Snippet, in lesson: Lesson) throws -> Result {
        let source = LessonSourceGenerator.compileFailSource(for: snippet, in: lesson)
        guard case .compileFail(let expected) = snippet.attributes.role else { return Result(problems: [], cached: false) }
        let key = StableHash.hex(of: [Self.cacheVersion, source, expected ?? "", moduleFingerprint()].joined(separator: "\u{0}"))
        let stamp = workFolder.appendingPathComponent("\(key).verified")
        if let message = try? String(contentsOf: stamp, encoding: .utf8) {
            return Result(problems: [], compilerMessage: message.isEmpty ? nil : message, cached: true)
        }

        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        let file = workFolder.appendingPathComponent("\(lesson.name)-\(snippet.block.range.start.line).swift")
        try Data(source.utf8).write(to: file, options: .atomic)
        let result = try toolchain.typecheck(file)
        let (problems, message) = judge(result, snippet: snippet, expected: expected)
        if problems.isEmpty { try Data((message ?? "").utf8).write(to: stamp, options: .atomic) }
        return Result(problems: problems, compilerMessage: message, cached: false)
    }

    private func judge(_ result: ProcessResult, snippet: Snippet, expected: String?) -> ([String], String?) {
        let fence = "\(snippet.chapter):\(snippet.block.range.start.line):\(snippet.block.infoColumn)"
        if result.status == 0 {
            return (["\(fence): error: this compile_fail listing compiled without errors\n"
                + "  hint: make it fail as the chapter says, or drop compile_fail if it should compile"], nil)
        }
        let errors = CompilerDiagnostic.parse(result.combinedOutput).filter { $0.severity == .error }
        let own = errors.filter { $0.file == snippet.chapter && snippet.codeLineRange.contains($0.line) }
        guard !own.isEmpty else {
            let shown = errors.prefix(3).map { "  \($0)" }.joined(separator: "\n")
            return (["\(fence): error: the compile_fail listing fails, but not because of its own code:\n"
                + (shown.isEmpty ? result.combinedOutput : shown)
                + "\n  hint: fix the earlier listings of the lesson first"], nil)
        }
        guard let expected else { return ([], own[0].message) }
        guard let match = own.first(where: { $0.message.contains(expected) }) else {
            let shown = own.map { "  \($0)" }.joined(separator: "\n")
            return (["\(fence): error: expected a compile error containing \"\(expected)\", but the compiler said:\n"
                + shown + "\n  hint: update compile_fail=\"…\" to part of the actual message"], nil)
        }
        return ([], match.message)
    }

    /// Changes whenever the modules a listing imports are rebuilt.
    private func moduleFingerprint() -> String {
        let names = ["LessonKit", "NavigationSimulator"]
        return names.map { name in
            let path = toolchain.modulesPath.appendingPathComponent("\(name).swiftmodule").path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(name):\(size):\(date)"
        }.joined(separator: ",")
    }
}

/// FNV-1a: a small stable hash (Swift's `Hasher` is seeded per process, so it cannot name
/// cache files).
enum StableHash {
    static func hex(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
