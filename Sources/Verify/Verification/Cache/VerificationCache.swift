import BookModel
import Foundation
import LessonGeneration
import LessonKit
import ProcessRunning
import RuntimeLibraries
import SwiftBuild

/// Remembers lessons that passed, keyed by a fingerprint of everything their result depends
/// on, so an unchanged book is verified without starting SwiftPM or any lesson. A lesson is
/// run again when its generated source, a `compile_fail` listing, the manifest, the runtime
/// libraries' sources, the compiler, the verifying tool itself or the time limit changes.
/// Only passing verdicts are stored: a failing lesson is what its author is working on.
struct VerificationCache {
    let folder: URL
    let root: URL
    let timeLimit: Double

    /// Bump when what an entry holds, or what the fingerprint covers, changes.
    static let formatVersion = "1"

    private struct Entry: Codable {
        var fingerprint: String
        var report: LessonReport?
        var compilerMessages: [Message]

        struct Message: Codable {
            var chapter: String
            var fenceLine: Int
            var text: String
        }
    }

    /// Inputs shared by every lesson of one run, computed once.
    let sharedInputs: [String]

    init(folder: URL, root: URL, timeLimit: Double) {
        self.folder = folder
        self.root = root
        self.timeLimit = timeLimit
        var inputs = [
            Self.formatVersion, "limit:\(timeLimit)", SwiftToolchain.identity(),
            FileStamp.of(URL(fileURLWithPath: RunningProgram.path ?? CommandLine.arguments[0]).resolvingSymlinksInPath()),
            (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? "",
        ]
        for runtime in RuntimeLibraries.lessonNames {
            inputs += FileStamp.ofTree(RuntimeLibraries.folder(of: runtime, packageRoot: root))
        }
        sharedInputs = inputs
    }

    func fingerprint(of lesson: Lesson) -> String {
        var parts = sharedInputs
        if lesson.isRunnable { parts.append(LessonSourceGenerator.mainSource(for: lesson)) }
        for snippet in lesson.compileFailSnippets {
            parts.append(LessonSourceGenerator.compileFailSource(for: snippet, in: lesson))
            if case .compileFail(let expected) = snippet.attributes.role { parts.append(expected ?? "") }
        }
        return StableHash.hex(of: parts)
    }

    /// The stored verdict, if the lesson passed last time with this very fingerprint.
    func verdict(for lesson: Lesson, fingerprint: String) -> LessonVerdict? {
        guard let data = try? Data(contentsOf: entryURL(lesson)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.fingerprint == fingerprint
        else { return nil }
        var verdict = LessonVerdict(lesson: lesson)
        verdict.source = .cached
        verdict.report = entry.report
        for message in entry.compilerMessages {
            verdict.compilerMessages[ListingID(chapter: message.chapter, fenceLine: message.fenceLine)] = message.text
        }
        return verdict.passed ? verdict : nil
    }

    func store(_ verdict: LessonVerdict, fingerprint: String) {
        guard verdict.passed, verdict.source == .ran else { return }
        let entry = Entry(
            fingerprint: fingerprint, report: verdict.report,
            compilerMessages: verdict.compilerMessages.sorted { ($0.key.chapter, $0.key.fenceLine) < ($1.key.chapter, $1.key.fenceLine) }.map {
                Entry.Message(chapter: $0.key.chapter, fenceLine: $0.key.fenceLine, text: $0.value)
            })
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: entryURL(verdict.lesson), options: .atomic)
    }

    /// `swift --version` costs a process; it is remembered per compiler identity.
    func toolchainVersion(_ toolchain: SwiftToolchain) -> String {
        let url = folder.appendingPathComponent("toolchain-\(StableHash.hex(of: SwiftToolchain.identity())).txt")
        if let known = try? String(contentsOf: url, encoding: .utf8), !known.isEmpty { return known }
        let version = toolchain.version()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(version.utf8).write(to: url, options: .atomic)
        return version
    }

    private func entryURL(_ lesson: Lesson) -> URL { folder.appendingPathComponent("\(lesson.name).json") }
}
