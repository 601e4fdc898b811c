/// What the build's verification found for one lesson, shown next to its listings.
public struct LessonVerification: Sendable, Equatable {
    public var lesson: String
    public var checksPassed: Int
    public var toolchain: String
    /// The compiler's error for each compile_fail listing, by `chapters/FILE.md:LINE`.
    public var compilerMessages: [String: String]

    public init(lesson: String, checksPassed: Int, toolchain: String, compilerMessages: [String: String] = [:]) {
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
