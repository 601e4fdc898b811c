import BookModel
import Foundation
import Mutation
import MutationResults
import MutationTesting
import Testing
import WorkbookTestSupport

/// A cached score is shown only for the lesson text it was measured on.
@Suite struct MutationCacheTests {
    static func lesson(_ body: String) throws -> Lesson {
        let text = "# A\n\n```swift\nfinal class Gate {\n    var isOpen = false\n    func open() { \(body) }\n}\nlet gate = Gate()\ngate.open()\ncheck(gate.isOpen, \"open\")\n```\n"
        return try #require(try LessonPlanner.plan(book([("01-a.md", text)])).lessons.first)
    }

    @Test func anEditedLessonHasNoCachedScore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = MutationCache(folder: folder, root: folder, timeLimit: 120)
        let original = try Self.lesson("isOpen = true")
        let mutant = Mutant(id: 1, mutationOperator: .flipBoolean, file: "chapters/01-a.md", line: 6, column: 28, original: "true", mutated: "false")
        let result = MutationResult(name: original.name, subject: .lesson, outcomes: [MutantOutcome(mutant: mutant, status: .killed)], seconds: 1)
        cache.store(result, for: original)
        #expect(cache.result(for: original) == result)
        #expect(cache.result(for: try Self.lesson("isOpen = !isOpen")) == nil, "a changed listing has no score yet")
        #expect(MutationCache(folder: folder, root: folder, timeLimit: 60).result(for: original) == nil, "nor a changed limit")
    }

    /// A lesson whose mutants were set aside with the whole lesson (the build gave up, no
    /// compiler error was theirs) is measured again next time, not remembered as 0 mutants.
    @Test func aGiveUpIsNotRemembered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = MutationCache(folder: folder, root: folder, timeLimit: 120)
        let lesson = try Self.lesson("isOpen = true")
        let mutant = Mutant(id: 1, mutationOperator: .flipBoolean, file: "chapters/01-a.md", line: 6, column: 28, original: "true", mutated: "false")
        let gaveUp = MutationResult(name: lesson.name, subject: .lesson, outcomes: [
            MutantOutcome(mutant: mutant, status: .discarded, killedBy: "discarded with every mutant of the lesson: chapters/01-a.md:6:1: error: x"),
        ], seconds: 1)
        cache.store(gaveUp, for: lesson)
        #expect(cache.result(for: lesson) == nil)
    }
}
