import BookModel
import Foundation
import LessonGeneration
import Mutation
import MutationResults
import RuntimeLibraries
import SwiftBuild

/// Remembers each lesson's mutation result, keyed by everything it depends on: the lesson's
/// program text, the runtime libraries' sources, the compiler, the mutation engine's version
/// and the time limit. The site shows a score only when the key matches the lesson as it is
/// now, so a figure from an older text is never presented as current.
package struct MutationCache: Sendable {
    /// Bump when the operators, the schema or what an entry holds change.
    static let engineVersion = "mutation-2"

    let folder: URL
    let sharedInputs: [String]

    private struct Entry: Codable {
        var key: String
        var result: MutationResult
    }

    package init(folder: URL, root: URL, timeLimit: Double) {
        self.folder = folder
        var inputs = [Self.engineVersion, "limit:\(timeLimit)", SwiftToolchain.identity(), MutantSwitch.source]
        for runtime in RuntimeLibraries.lessonNames {
            inputs += FileStamp.ofTree(RuntimeLibraries.folder(of: runtime, packageRoot: root))
        }
        sharedInputs = inputs
    }

    /// The program text and the mutants the engine plants in it, so a change to either (a
    /// listing edited, an operator changed) makes an older result unknown.
    package func key(for lesson: Lesson) -> String {
        let mutants = LessonSchema(lesson).mutants.map { "\($0.id) \($0.mutationOperator.rawValue) \($0.location) \($0.mutated)" }
        return StableHash.hex(of: sharedInputs + [LessonSourceGenerator.mainSource(for: lesson)] + mutants)
    }

    /// The stored result for the lesson as it is now, if any.
    package func result(for lesson: Lesson) -> MutationResult? {
        guard let data = try? Data(contentsOf: url(lesson.name)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key(for: lesson)
        else { return nil }
        return entry.result
    }

    /// A result in which mutants were set aside with their whole lesson is not kept: the next
    /// run builds them again rather than repeat a give-up.
    package func store(_ result: MutationResult, for lesson: Lesson) {
        guard !result.outcomes.contains(where: { $0.killedBy?.hasPrefix(MutantBuild.wholeLessonDiscard) == true }) else {
            try? FileManager.default.removeItem(at: url(lesson.name))
            return
        }
        guard let data = try? JSONEncoder().encode(Entry(key: key(for: lesson), result: result)) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: url(lesson.name), options: .atomic)
    }

    /// Mutants of the lesson as it is now that did not compile last time: the next build
    /// leaves them out at once instead of rediscovering them (results are still rerun).
    func knownDiscards(for lesson: Lesson) -> [Int: String] {
        guard let data = try? Data(contentsOf: discardsURL(lesson.name)),
            let entry = try? JSONDecoder().decode(Discards.self, from: data), entry.key == key(for: lesson)
        else { return [:] }
        return entry.reasons
    }

    func storeDiscards(_ reasons: [Int: String], for lesson: Lesson) {
        let own = reasons.filter { !$0.value.hasPrefix(MutantBuild.wholeLessonDiscard) }
        guard let data = try? JSONEncoder().encode(Discards(key: key(for: lesson), reasons: own)) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: discardsURL(lesson.name), options: .atomic)
    }

    /// Each discarded mutant with the compiler error that was blamed on it.
    private struct Discards: Codable {
        var key: String
        var reasons: [Int: String]
    }

    private func url(_ lesson: String) -> URL { folder.appendingPathComponent("\(lesson).json") }
    private func discardsURL(_ lesson: String) -> URL { folder.appendingPathComponent("\(lesson).discarded.json") }
}
