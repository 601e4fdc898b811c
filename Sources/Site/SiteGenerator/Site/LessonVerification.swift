import BookModel
import MutationResults

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
    /// `check --ios`: the lesson's app code type-checked against a real iOS SDK; nil when not.
    package var iosTypeCheck: IOSTypeCheck?

    /// The iOS SDK the app code was type-checked against.
    package struct IOSTypeCheck: Sendable, Equatable {
        /// e.g. `17.0`; nil when the SDK did not say.
        package var sdkVersion: String?
        package init(sdkVersion: String?) { self.sdkVersion = sdkVersion }
    }

    package init(
        lesson: String, checksPassed: Int, toolchain: String, compilerMessages: [ListingID: String] = [:],
        mutationScore: MutationScore? = nil, iosTypeCheck: IOSTypeCheck? = nil
    ) {
        self.iosTypeCheck = iosTypeCheck
        self.lesson = lesson
        self.mutationScore = mutationScore
        self.checksPassed = checksPassed
        self.toolchain = toolchain
        self.compilerMessages = compilerMessages
    }

    /// The lesson's box: e.g. `23 checks passed · 91 % of 64 mutants caught · Swift 6.3.1 ·
    /// type-checked against iOS 17.0 SDK`.
    package var summary: String {
        ([checksText] + (mutationScore.map { [$0.phrase] } ?? []) + [toolchain] + (iosTypeCheck.map { [$0.phrase] } ?? []))
            .joined(separator: " · ")
    }

    /// Each listing's badge, repeated down the page, so without the mutation score:
    /// e.g. `23 checks passed · Swift 6.3.1`.
    package var listingSummary: String { "\(checksText) · \(toolchain)" }

    private var checksText: String { "\(checksPassed) check\(checksPassed == 1 ? "" : "s") passed" }
}

extension LessonVerification.IOSTypeCheck {
    /// `type-checked against iOS 17.0 SDK`, or `… against the iOS SDK` when its version is unknown.
    package var phrase: String { "type-checked against " + (sdkVersion.map { "iOS \($0) SDK" } ?? "the iOS SDK") }
}
