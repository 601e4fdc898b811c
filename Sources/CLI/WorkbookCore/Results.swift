import Grading
import MutationResults
import MutationTesting
import Similarity
import Verification

/// The engine's typed results as WorkbookCore's flows hand them out, named here so the command
/// line can format them with WorkbookCore as its only engine import. Names, not a re-export:
/// nothing else of the engine modules becomes visible to an importer of WorkbookCore.
package enum Results {
    package typealias VerificationReport = Verification.VerificationReport
    package typealias LessonVerdict = Verification.LessonVerdict
    package typealias IOSSDK = Verification.IOSSDK
    package typealias IOSTypeCheckReport = Verification.IOSTypeCheckReport
    package typealias GradeReport = Grading.GradeReport
    package typealias MutationEvent = MutationTesting.MutationEvent
    package typealias MutationResult = MutationResults.MutationResult
    package typealias Mutant = MutationResults.Mutant
    package typealias SurvivorExplanations = MutationTesting.SurvivorExplanations
    package typealias SimilarityReport = Similarity.SimilarityReport
    package typealias SimilarPair = Similarity.SimilarPair
}
