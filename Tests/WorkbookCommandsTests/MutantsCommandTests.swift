import Foundation
import MutationResults
import Testing
import WorkbookTestSupport

/// `workbook mutants` and `build --mutants` on bad input: every mistake is a sentence, never a run.
@Suite struct MutantsCommandTests {
    @Test func helpSaysWhatIsMutatedAndWhatFails() {
        let help = workbook(["mutants", "--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: Mutation testing."))
        #expect(help.output.contains("USAGE: swift run workbook mutants [LESSON | EXERCISE …] [--format text|json]"))
        #expect(help.output.contains("80 %"))
        #expect(workbook(["--help"]).output.contains("mutants"))
    }

    @Test func badFormatAndUnknownLessons() throws {
        let format = workbook(["mutants", "--format", "xml"])
        #expect(format.status == 64)
        #expect(format.output.contains("--format must be text or json, not 'xml'"))

        let root = try scratchBook(["01-a.md": Data("# A\n\n```swift\nlet x = 1\ncheck(x == 1, \"one\")\n```\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = workbook(["mutants", "nope", "--root", root.path])
        #expect(unknown.status == 1)
        #expect(unknown.output.contains("no lesson named 'nope'"), "\(unknown.output)")
        #expect(unknown.output.contains("the lessons are: a"), "\(unknown.output)")
    }

    @Test func buildWithMutantsNeedsVerification() {
        let result = workbook(["build", "--skip-verify", "--mutants"])
        #expect(result.status == 64)
        #expect(result.output.contains("--mutants needs verified lessons"))
    }

    @Test func aMalformedExplanationIsLocated() throws {
        let root = try scratchBook(["01-a.md": Data("# A\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("# Surviving mutants\n\n| Where | Mutant | Why |\n|---|---|---|\n| chapters/01-a.md:7 | teleport `x` | because |\n".utf8)
            .write(to: root.appendingPathComponent("MUTANTS.md"))
        let result = workbook(["mutants", "--root", root.path])
        #expect(result.status == 1)
        #expect(result.output.contains("MUTANTS.md:5:1: error: this row does not name a surviving mutant"), "\(result.output)")
    }
}
