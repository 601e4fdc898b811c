/// The counts a mutation run ends with, and the share of compiled mutants caught.
package struct MutationScore: Codable, Equatable, Sendable {
    package var generated: Int
    package var compiled: Int
    package var killed: Int
    package var survived: Int

    package init(generated: Int, compiled: Int, killed: Int, survived: Int) {
        self.generated = generated
        self.compiled = compiled
        self.killed = killed
        self.survived = survived
    }

    package init(_ outcomes: [MutantOutcome]) {
        self.init(
            generated: outcomes.count, compiled: outcomes.filter { $0.status != .discarded }.count,
            killed: outcomes.filter { $0.status == .killed }.count, survived: outcomes.filter { $0.status == .survived }.count)
    }

    /// Killed over compiled, 0…100, rounded down so 79.6 % never reads as 80 %; 100 with nothing compiled.
    package var percent: Int { compiled == 0 ? 100 : killed * 100 / compiled }

    /// "91 % of 64 mutants caught", as the site and reports say it.
    package var phrase: String { "\(percent) % of \(compiled) mutant\(compiled == 1 ? "" : "s") caught" }
}
