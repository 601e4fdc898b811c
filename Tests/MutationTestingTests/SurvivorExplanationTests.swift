import Foundation
import Mutation
import MutationResults
import MutationTesting
import Testing

/// MUTANTS.md: rows explain survivors by file, line and operator; rows that explain nothing are stale.
@Suite struct SurvivorExplanationTests {
    static let text = """
        # Surviving mutants

        | Where | Mutant | Why it survives |
        |---|---|---|
        | chapters/01-a.md:12 | flip-boolean `false` → `true` | equivalent: the flag is reset before anyone reads it |
        | chapters/01-a.md:40 | delete-statement `stop()` → (deleted) | deliberate: the chapter leaves stopping to chapter 3 |
        """

    static func mutant(line: Int, _ op: MutationOperator) -> Mutant {
        Mutant(id: 1, mutationOperator: op, file: "chapters/01-a.md", line: line, column: 5, original: "false", mutated: "true")
    }

    @Test func rowsExplainTheirSurvivor() throws {
        let explanations = try SurvivorExplanations.parse(Self.text)
        #expect(explanations.rows.count == 2)
        #expect(explanations.explanation(of: Self.mutant(line: 12, .flipBoolean))?.reason.hasPrefix("equivalent") == true)
        #expect(explanations.explanation(of: Self.mutant(line: 12, .swapEquality)) == nil, "the operator must match too")
        #expect(explanations.explanation(of: Self.mutant(line: 13, .flipBoolean)) == nil)
    }

    @Test func bothListsAreRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("explanations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(Self.text.utf8).write(to: root.appendingPathComponent("MUTANTS.md"))
        let exerciseRow = "| exercises/01-x/solutions/reference/S.swift:9 | flip-boolean `true` → `false` | equivalent: never read |\n"
        try Data(("| Where | Mutant | Why |\n|---|---|---|\n" + exerciseRow).utf8)
            .write(to: root.appendingPathComponent("MUTANTS-EXERCISES.md"))
        let loaded = try SurvivorExplanations.load(root: root)
        #expect(loaded.rows.count == 3)
        #expect(loaded.rows.last?.listedIn == "MUTANTS-EXERCISES.md" && loaded.rows.last?.sourceLine == 3)
    }

    @Test func aRowThatExplainsNothingIsStale() throws {
        let explanations = try SurvivorExplanations.parse(Self.text)
        let stale = explanations.stale(among: [Self.mutant(line: 12, .flipBoolean)], files: ["chapters/01-a.md"])
        #expect(stale.map(\.line) == [6])
        #expect(stale.first?.message == "no delete-statement mutant survives at chapters/01-a.md:40 any more")
        #expect(explanations.stale(among: [], files: ["chapters/02-b.md"]).isEmpty, "only files that were run are judged")
    }
}
