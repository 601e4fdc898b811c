import Diagnostics
import Foundation
import MutationTesting
import Verification

/// Progress of the pipeline, as values for the command line to show.
package enum PipelineEvent: Sendable {
    /// Generated sources rewritten, relative to the root.
    case generated([String])
    /// `--ios`: the SDK the app code will be type-checked against; nil when none was found.
    case iosSDK(IOSSDK?)
    case verification(VerificationEvent)
    case verified(VerificationReport)
    /// `build --mutants`: progress of the mutation run.
    case mutation(MutationEvent)
    /// Another build is writing the output; this one waits its turn.
    case waitingForOutput(URL, holder: Int32?)
    /// What rendering found that stops nothing (a diagram label's unsupported tag), located.
    case rendered(warnings: [SourceError])
    case wrote(URL, pages: Int)
}

/// What a site build did.
package struct BuildSummary: Sendable {
    package var pages: Int
    package var bytes: Int
    package var seconds: Double
    /// nil when verification was skipped.
    package var verification: VerificationReport?
}

/// Verification failed, so nothing was written. The report says why; the command line
/// words it.
package struct VerificationFailed: Error {
    package var report: VerificationReport
}
