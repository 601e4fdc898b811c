import BookModel

/// What verification found for one lesson, as the pages show it next to its listings. The
/// orchestrator fills it from the verify stage's report; the site never runs anything.
package struct LessonVerification: Sendable, Equatable {
    package var lesson: String
    package var checksPassed: Int
    /// e.g. `Swift 6.3.1`.
    package var toolchain: String
    /// The compiler's error for each verified compile_fail listing.
    package var compilerMessages: [ListingID: String]

    package init(lesson: String, checksPassed: Int, toolchain: String, compilerMessages: [ListingID: String] = [:]) {
        self.lesson = lesson
        self.checksPassed = checksPassed
        self.toolchain = toolchain
        self.compilerMessages = compilerMessages
    }

    /// e.g. `23 checks passed · Swift 6.3.1`.
    package var summary: String {
        "\(checksPassed) check\(checksPassed == 1 ? "" : "s") passed · \(toolchain)"
    }
}
