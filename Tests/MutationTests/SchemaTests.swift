import Mutation
import MutationResults
import Testing

/// The schema: inactive mutants leave behaviour alone, nested mutants stay independent, lines
/// stay where they were, the IDs are stable, and compiler errors are traced to their mutant.
@Suite("Mutant schemata")
struct SchemaTests {
    let source = OperatorTests.source("        if count == limit && isOpen {\n            timer?.invalidate()\n        }")

    @Test func nestedMutantsRenderInsideTheirOuterOne() {
        let schema = MutationSchema([source])
        let text = schema.render()[0].text
        #expect(text.contains("(__wbMutant(1) != ("))
        #expect(text.contains("? (count) != (limit) : (count) == (limit)"))
        #expect(text.contains("if !__wbMutant("))
    }

    @Test func discardedMutantsRenderAsWritten() {
        let schema = MutationSchema([source])
        let text = schema.render(discarding: Set(schema.mutants.map(\.id)))[0].text
        #expect(text == source.code)
    }

    @Test func linesAreKept() {
        let schema = MutationSchema([source])
        #expect(schema.render()[0].text.split(separator: "\n", omittingEmptySubsequences: false).count
            == source.code.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func deterministic() {
        #expect(MutationSchema([source]).mutants == MutationSchema([source]).mutants)
        #expect(MutationSchema([source]).render()[0].text == MutationSchema([source]).render()[0].text)
    }

    @Test func compilerErrorsAreTracedToTheirMutant() throws {
        let schema = MutationSchema([source])
        let rendered = schema.render()
        let deletion = try #require(schema.mutants.first { $0.mutationOperator == .deleteStatement })
        let span = try #require(rendered[0].spans.first { $0.id == deletion.id })
        #expect(schema.culprits(file: source.file, line: span.startLine, column: span.startColumn + 2, in: rendered, discarded: [])
            == [deletion.id])
        #expect(schema.culprits(file: "elsewhere.md", line: 1, column: 1, in: rendered, discarded: []).isEmpty)
    }
}
