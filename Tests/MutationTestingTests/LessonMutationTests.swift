import BookModel
import Diagnostics
import Foundation
import Mutation
import MutationResults
import MutationTesting
import Testing
import WorkbookTestSupport

/// The lesson half end to end on a fixture chapter: a real schema build, real contained runs.
/// The chapter has a caught mistake, a check that cannot fail (so its mutant survives), a
/// loop that only a deleted call makes endless, and a weak property whose mutant cannot
/// compile (the initialiser sets it before every stored property is set).
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
struct LessonMutationTests {
    static let chapter = """
        # Gate

        ```swift
        final class Queue {
            private(set) var remaining: Int
            init(_ count: Int) { remaining = count }
            var hasNext: Bool { remaining > 0 }
            func advance() { remaining -= 1 }
        }

        final class Owner {}

        final class Gate {
            private(set) var opened = 0
            private(set) var isOpen = false
            weak var owner: Owner?
            let name: String

            init(owner: Owner, name: String) {
                self.owner = owner
                self.name = name
            }

            func open() {
                guard !isOpen else { return }
                isOpen = true
                opened += 1
            }

            func close() { isOpen = false }

            func drain(_ queue: Queue) -> Int {
                var steps = 0
                while queue.hasNext {
                    queue.advance()
                    steps += 1
                }
                return steps
            }
        }

        let owner = Owner()
        let gate = Gate(owner: owner, name: "front")
        gate.open()
        gate.open()
        checkEqual(gate.opened, 1, "opening an open gate counts once")
        gate.close()
        check(gate.isOpen == gate.isOpen, "closing closes")
        checkEqual(gate.drain(Queue(3)), 3, "draining takes one step per item")
        ```
        """

    /// Chapter line of the code line containing `text` (the fence opens on line 3).
    static func line(of text: String) -> Int {
        let lines = chapter.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(text) } ?? 0) + 1
    }

    /// A lesson that does not compile at all, next to the gate: it must not hide the gate's result.
    static let broken = """
        # Broken

        ```swift
        final class Broken {
            func count() -> Int { return "three" }
        }
        check(Broken().count() == 3, "three")
        ```
        """

    static func run(cache: Bool) throws -> MutationResult {
        let root = nestedBuilds.appendingPathComponent("books/mutants-gate")
        try FixtureWorkbook.write(root, chapters: ["01-gate.md": chapter, "02-broken.md": broken])
        let plan = try LessonPlanner.plan(try Book.load(root: root))
        var tester = LessonMutationTester(root: root, scratch: nestedBuilds.appendingPathComponent("scratch-mutants-gate"))
        tester.usesCache = cache
        tester.runSeconds = 20
        let reports = try tester.run(plan)
        #expect(reports.map(\.name) == ["gate", "broken"])
        let brokenReport = try #require(reports.last)
        #expect(brokenReport.result == nil)
        let said = brokenReport.problems.map(DiagnosticFormatter.plain.format).joined(separator: "\n")
        #expect(said.contains("chapters/02-broken.md:5:"), "\(said)")
        #expect(said.contains("does not compile even without mutants"), "\(said)")
        #expect(reports[0].problems.isEmpty, "\(reports[0].problems)")
        return try #require(reports[0].result)
    }

    @Test func outcomesScoresAndCache() throws {
        let result = try Self.run(cache: false)
        func outcome(_ op: MutationOperator, at text: String) -> MutantOutcome? {
            result.outcomes.first { $0.mutant.mutationOperator == op && $0.mutant.line == Self.line(of: text) }
        }

        // Caught: the guard that lets a second open through fails the count check.
        let guardOutcome = try #require(outcome(.guardAlwaysPasses, at: "guard !isOpen"))
        #expect(guardOutcome.status == .killed)
        #expect(guardOutcome.killedBy == "check at chapters/01-gate.md:\(Self.line(of: "checkEqual(gate.opened"))")

        // The tautological check lets `close()` leave the gate open: a survivor at its line.
        let survivor = try #require(outcome(.flipBoolean, at: "func close()"))
        #expect(survivor.status == .survived)
        #expect(survivor.mutant.file == "chapters/01-gate.md")
        #expect(survivor.mutant.original == "false" && survivor.mutant.mutated == "true")

        // Deleting `advance()` makes the loop endless: the time limit kills it.
        let loop = try #require(outcome(.deleteStatement, at: "queue.advance()"))
        #expect(loop.status == .killed)
        #expect(loop.killedBy?.hasPrefix("timed out") == true, "\(loop.killedBy ?? "")")

        // The weak property made strong does not compile here: discarded, and counted.
        let strong = try #require(outcome(.strongReference, at: "weak var owner"))
        #expect(strong.status == .discarded)
        #expect(strong.killedBy?.contains("error:") == true)
        #expect(result.score.generated == result.outcomes.count)
        #expect(result.score.compiled == result.score.generated - result.outcomes.filter { $0.status == .discarded }.count)

        // Deterministic: the same chapter gives the same mutants and the same outcomes.
        let again = try Self.run(cache: false)
        #expect(again.outcomes == result.outcomes)
        #expect(again.score == result.score)

        // Cached by program text: an unchanged lesson is not run again.
        let cached = try Self.run(cache: true)
        #expect(cached.outcomes == result.outcomes)
    }
}
