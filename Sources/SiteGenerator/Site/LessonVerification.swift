import BookModel

/// What verification found for one lesson, as the pages show it next to its listings. The
/// orchestrator fills it from the verify stage's report; the site never runs anything.
public struct LessonVerification: Sendable, Equatable {
    public var lesson: String
    public var checksPassed: Int
    /// e.g. `Swift 6.3.1`.
    public var toolchain: String
    /// The compiler's error for each verified compile_fail listing.
    public var compilerMessages: [ListingID: String]

    public init(lesson: String, checksPassed: Int, toolchain: String, compilerMessages: [ListingID: String] = [:]) {
        self.lesson = lesson
        self.checksPassed = checksPassed
        self.toolchain = toolchain
        self.compilerMessages = compilerMessages
    }

    /// e.g. `23 checks passed · Swift 6.3.1`.
    public var summary: String {
        "\(checksPassed) check\(checksPassed == 1 ? "" : "s") passed · \(toolchain)"
    }
}
