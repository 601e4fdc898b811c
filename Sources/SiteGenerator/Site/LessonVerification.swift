import BookModel
import Mutation

/// What verification found for one lesson, as the pages show it next to its listings. The
/// orchestrator fills it from the verify stage's report; the site never runs anything.
package struct LessonVerification: Sendable, Equatable {
    package var lesson: String
    package var checksPassed: Int
    /// e.g. `Swift 6.3.1`.
    package var toolchain: String
    /// The compiler's error for each verified compile_fail listing.
    package var compilerMessages: [ListingID: String]
    /// How many of the lesson's mutants its checks caught, when a mutation run for the
    /// lesson's current text is known (`workbook build --mutants`, or its cached result).
    package var mutationScore: MutationScore?

    package init(
        lesson: String, checksPassed: Int, toolchain: String, compilerMessages: [ListingID: String] = [:],
        mutationScore: MutationScore? = nil
    ) {
        self.lesson = lesson
        self.mutationScore = mutationScore
        self.checksPassed = checksPassed
        self.toolchain = toolchain
        self.compilerMessages = compilerMessages
    }

    /// The lesson's box: e.g. `23 checks passed · 91 % of 64 mutants caught · Swift 6.3.1`.
    package var summary: String {
        ([checksText] + (mutationScore.map { [$0.phrase] } ?? []) + [toolchain]).joined(separator: " · ")
    }

    /// Each listing's badge, repeated down the page, so without the mutation score:
    /// e.g. `23 checks passed · Swift 6.3.1`.
    package var listingSummary: String { "\(checksText) · \(toolchain)" }

    private var checksText: String { "\(checksPassed) check\(checksPassed == 1 ? "" : "s") passed" }
}
