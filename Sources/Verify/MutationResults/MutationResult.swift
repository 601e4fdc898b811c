/// One program's mutation run: a lesson's (its listings mutated, its checks run) or an
/// exercise's (its reference solution mutated, its hidden tests run).
package struct MutationResult: Codable, Equatable, Sendable {
    package enum Subject: String, Codable, Sendable {
        case lesson, exercise

        /// The course's bar: lessons' checks catch at least 80 % of their mutants, exercises'
        /// hidden tests at least 90 % of the reference solution's.
        package var bar: Int { self == .lesson ? 80 : 90 }
    }

    /// The lesson's name or the exercise's ID.
    package var name: String
    package var subject: Subject
    /// Outcomes in mutant ID order.
    package var outcomes: [MutantOutcome]
    package var seconds: Double

    package init(name: String, subject: Subject, outcomes: [MutantOutcome], seconds: Double) {
        self.name = name
        self.subject = subject
        self.outcomes = outcomes
        self.seconds = seconds
    }

    package var score: MutationScore { MutationScore(outcomes) }
    package var survivors: [Mutant] { outcomes.filter { $0.status == .survived }.map(\.mutant) }

    package var bar: Int { subject.bar }
    /// Met when the share is reached and, if any mutant was planted, at least one compiled.
    package var meetsBar: Bool { score.percent >= bar && (score.generated == 0 || score.compiled > 0) }
}
