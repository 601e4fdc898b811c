import Foundation
// Not used by name: the dependency makes SwiftPM build the module the corpus is type-checked against.
import NavigationSimulator
import Testing
import WorkbookTestSupport

/// Coordinator, router and tab-bar code written the way apps write it
/// (`Tests/Fixtures/uikit-corpus`, described in its README), type-checked against the built
/// `NavigationSimulator` module in both language modes: the simulator must accept what UIKit
/// accepts and reject, with actor-isolation diagnostics only, what UIKit rejects.
@Suite("UIKit corpus")
struct UIKitCorpusTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/uikit-corpus")

    /// Every corpus file, in name order; empty if the folder cannot be read (the size test then fails).
    static let files: [CorpusFile] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            let url = folder.appendingPathComponent(name)
            return (try? String(contentsOf: url, encoding: .utf8)).map { CorpusFile(url: url, source: $0) }
        }
    }()

    @Test("The corpus holds at least 20 files, each with its header and the UIKit-or-simulator import")
    func corpusShape() {
        let files = Self.files
        #expect(files.count >= 20, "only \(files.count) corpus files in \(Self.folder.path)")
        for file in files {
            #expect(file.expectation != nil, "\(file.name) lacks a '// swift6: clean|isolation-warnings|isolation-errors' line")
            #expect(file.source.hasPrefix("// Habit: "), "\(file.name) must start with a '// Habit: …' comment")
            #expect(file.source.contains(CorpusFile.importPrelude), "\(file.name) must import UIKit where it exists, else NavigationSimulator")
            // Swift without the Objective-C runtime has neither; real apps' target–action code is out of scope.
            #expect(!file.source.contains("@objc") && !file.source.contains("#selector"), "\(file.name) uses @objc or #selector")
        }
        let kinds = Set(files.compactMap(\.expectation))
        #expect(kinds == Set(CorpusFile.Expectation.allCases), "every kind of file should be represented, found \(kinds)")
    }

    @Test("Each file type-checks as UIKit would: clean in Swift 5, and as its header says in Swift 6",
          .enabled(if: SlowSuites.enabled, SlowSuites.reason), arguments: UIKitCorpusTests.files)
    func typeChecks(_ file: CorpusFile) async throws {
        let modules = try #require(TypeCheck.modulesFolder, "no NavigationSimulator.swiftmodule found beside the test bundle or in .build/debug/Modules")
        let compiler = try #require(TypeCheck.swiftc, "swiftc is not on PATH")
        let expectation = try #require(file.expectation, "\(file.name) has no '// swift6:' line")
        async let swift5 = TypeCheck.run(compiler, file: file.url, languageMode: 5, modules: modules)
        async let swift6 = TypeCheck.run(compiler, file: file.url, languageMode: 6, modules: modules)
        for (mode, diagnostics) in try await [(5, swift5), (6, swift6)] {
            if let verdict = file.verdict(languageMode: mode, expectation: expectation, diagnostics: diagnostics) {
                Issue.record("\(file.name), Swift \(mode) mode (// swift6: \(expectation.rawValue)): \(verdict)")
            }
        }
    }

    @Test("The verdict rules reject what they must")
    func verdictRules() {
        let file = CorpusFile(url: URL(fileURLWithPath: "/x.swift"), source: "// swift6: isolation-errors\n")
        let isolation = Diagnostic(line: "x.swift:3:5: error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context")!
        let warning = Diagnostic(line: "x.swift:3:5: warning: call to main actor-isolated instance method 'push' in a synchronous nonisolated context")!
        let missing = Diagnostic(line: "x.swift:9:1: error: cannot find 'UISplitViewController' in scope")!
        #expect(file.verdict(languageMode: 5, expectation: .clean, diagnostics: []) == nil)
        #expect(file.verdict(languageMode: 5, expectation: .clean, diagnostics: [isolation]) != nil)
        #expect(file.verdict(languageMode: 6, expectation: .clean, diagnostics: [warning]) != nil)
        #expect(file.verdict(languageMode: 6, expectation: .isolationWarnings, diagnostics: [warning]) == nil)
        #expect(file.verdict(languageMode: 6, expectation: .isolationWarnings, diagnostics: []) != nil)
        #expect(file.verdict(languageMode: 6, expectation: .isolationErrors, diagnostics: [isolation, warning]) == nil)
        #expect(file.verdict(languageMode: 6, expectation: .isolationErrors, diagnostics: [warning]) != nil)
        #expect(file.verdict(languageMode: 6, expectation: .isolationErrors, diagnostics: [isolation, missing]) != nil)
        let gap = CorpusFile(url: file.url, source: "// known-gap: cannot find 'UISplitViewController'\n")
        #expect(gap.verdict(languageMode: 5, expectation: .clean, diagnostics: [missing]) == nil)
        #expect(gap.verdict(languageMode: 5, expectation: .clean, diagnostics: []) != nil, "a closed gap must be noticed")
        #expect(Diagnostic(line: "    x.swift:3:5: note: here") == nil)
    }
}

/// One corpus file and what its header says about it.
struct CorpusFile: Sendable, CustomTestStringConvertible {
    /// The lines every file starts its code with, so it is app code on iOS and lesson code here.
    static let importPrelude = "#if canImport(UIKit)\nimport UIKit\n#else\nimport NavigationSimulator\n#endif\n"

    /// What Swift 6 mode does with the file against UIKit (and so against the simulator).
    enum Expectation: String, CaseIterable, Sendable {
        /// No errors and no actor-isolation warnings.
        case clean
        /// No errors, and at least one actor-isolation warning (a nonisolated caller of
        /// `@preconcurrency` main-actor API is warned, not rejected).
        case isolationWarnings = "isolation-warnings"
        /// At least one error, all of them actor-isolation errors (for example a main-actor
        /// default value in a nonisolated type, or a main-actor conformance to a nonisolated protocol).
        case isolationErrors = "isolation-errors"
    }

    let url: URL
    let source: String

    var name: String { url.lastPathComponent }
    var testDescription: String { name }

    var expectation: Expectation? {
        headerValue("// swift6: ").flatMap(Expectation.init(rawValue:))
    }

    /// Text every error of a gap the simulator cannot close contains (`// known-gap: …`): such
    /// errors are expected in both modes, and their absence is reported so the line is removed.
    var knownGap: String? { headerValue("// known-gap: ") }

    private func headerValue(_ prefix: String) -> String? {
        source.split(separator: "\n").first { $0.hasPrefix(prefix) }
            .map { $0.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) }
    }

    /// Why the diagnostics break the file's rules in `languageMode`, or nil when they don't.
    func verdict(languageMode: Int, expectation: Expectation, diagnostics: [Diagnostic]) -> String? {
        var errors = diagnostics.filter(\.isError)
        if let knownGap {
            let gapErrors = errors.filter { $0.message.contains(knownGap) }
            if gapErrors.isEmpty { return "no error contains its known gap '\(knownGap)': the gap is closed, remove the line" }
            errors.removeAll { $0.message.contains(knownGap) }
        }
        let isolationWarnings = diagnostics.filter { !$0.isError && $0.isActorIsolation }
        let listing = { (list: [Diagnostic]) in list.map(\.text).joined(separator: "\n") }
        if languageMode == 5 || expectation != .isolationErrors {
            if !errors.isEmpty { return "expected no errors, got:\n\(listing(errors))" }
        }
        guard languageMode == 6 else { return nil }
        switch expectation {
        case .clean:
            return isolationWarnings.isEmpty ? nil : "expected no actor-isolation warnings, got:\n\(listing(isolationWarnings))"
        case .isolationWarnings:
            return isolationWarnings.isEmpty ? "expected at least one actor-isolation warning, got none" : nil
        case .isolationErrors:
            let others = errors.filter { !$0.isActorIsolation }
            if !others.isEmpty { return "expected only actor-isolation errors, also got:\n\(listing(others))" }
            return errors.isEmpty ? "expected at least one actor-isolation error, got none" : nil
        }
    }
}

/// One `file:line:column: error|warning: message` line of swiftc's LLVM-style output.
struct Diagnostic: Sendable {
    let text: String
    let isError: Bool
    let message: String

    init?(line: String) {
        guard let match = line.wholeMatch(of: /[^ ].*?:[0-9]+:[0-9]+: (error|warning): (.*)/) else { return nil }
        text = line
        isError = match.1 == "error"
        message = String(match.2)
    }

    /// Actor-isolation diagnostics all name the isolation they cross ("main actor-isolated …").
    var isActorIsolation: Bool { message.contains("actor-isolated") }
}

/// Runs `swiftc -typecheck` on one corpus file against the built simulator module.
enum TypeCheck {
    /// The folder holding `NavigationSimulator.swiftmodule`: `UIKIT_CORPUS_MODULES` if set (to
    /// try another build of the module), else the `Modules` folder beside the running test
    /// bundle (SwiftPM's build folder), else `.build/debug/Modules`.
    static let modulesFolder: URL? = {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["UIKIT_CORPUS_MODULES"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        var folder = Bundle.main.executableURL?.deletingLastPathComponent()
        while let current = folder, current.path != "/" {
            candidates.append(current.appendingPathComponent("Modules"))
            folder = current.deletingLastPathComponent()
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("NavigationSimulator.swiftmodule").path)
        }
    }()

    /// `swiftc` from `PATH` (the toolchain `swift test` runs with).
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(_ compiler: URL, file: URL, languageMode: Int, modules: URL) async throws -> [Diagnostic] {
        let output = temporaryFolder("uikit-corpus").appendingPathExtension("log")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = compiler
        process.arguments = [
            "-typecheck", "-parse-as-library", "-diagnostic-style", "llvm",
            "-swift-version", String(languageMode), "-I", modules.path, file.path,
        ]
        process.standardOutput = handle
        process.standardError = handle
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        return text.split(separator: "\n").compactMap { Diagnostic(line: String($0)) }
    }
}
