import Foundation
import Verification

/// Progress of the pipeline, as values for the command line to show.
public enum PipelineEvent: Sendable {
    /// Generated sources rewritten, relative to the root.
    case generated([String])
    case verification(VerificationEvent)
    case verified(VerificationReport)
    case wrote(URL, pages: Int)
}

/// What a site build did.
public struct BuildSummary: Sendable {
    public var pages: Int
    public var bytes: Int
    public var seconds: Double
    /// nil when verification was skipped.
    public var verification: VerificationReport?
}

/// Verification failed, so nothing was written.
public struct VerificationFailed: Error, CustomStringConvertible {
    public var report: VerificationReport

    public var description: String {
        "error: lesson verification failed; the site was not built and the previous one is untouched"
    }
}
