import LessonCompiler

/// What a site build did, for the command's closing line.
public struct SiteBuildSummary: Sendable {
    public var pages: Int
    public var bytes: Int
    public var seconds: Double
    /// nil when verification was skipped.
    public var verification: CheckSummary?

    public var text: String {
        let verified = verification.map { "verified \($0.outcomes.count) lessons · " } ?? "lessons not verified (--skip-verify) · "
        return verified + "\(pages) pages, \(bytes / 1024) KB · " + String(format: "%.1f s", seconds)
    }
}

/// Verification failed, so nothing was written.
public struct VerificationFailed: Error, CustomStringConvertible {
    public var summary: CheckSummary

    public var description: String {
        "error: lesson verification failed (\(summary.text)); the site was not built and the previous one is untouched\n"
            + "  hint: fix the errors above, or run 'swift run workbook check' to iterate on lessons alone"
    }
}
