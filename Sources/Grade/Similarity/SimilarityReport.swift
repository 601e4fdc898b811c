/// What a comparison ends with: the submissions compared and every pair that shares code,
/// most alike first. A ranking of where to look, not a verdict.
package struct SimilarityReport: Sendable {
    package var options: SimilarityOptions
    /// In name order.
    package var submissions: [LearnerSubmission]
    /// Each submission's fingerprints once the starter's are taken out, by name: a submission
    /// with none is the starter as given (or too short to compare), and is alike to no one.
    package var fingerprintCounts: [String: Int]
    /// Every pair with at least one shared fingerprint, ranked by `SimilarityRanking`.
    package var pairs: [SimilarPair]

    package init(
        options: SimilarityOptions, submissions: [LearnerSubmission], fingerprintCounts: [String: Int], pairs: [SimilarPair]
    ) {
        self.options = options
        self.submissions = submissions
        self.fingerprintCounts = fingerprintCounts
        self.pairs = pairs
    }

    /// The pairs to show: those scoring at least `minimumScore` (0…1), the first `top` of them.
    package func listed(top: Int, minimumScore: Double) -> [SimilarPair] {
        Array(pairs.prefix { $0.score >= minimumScore }.prefix(max(0, top)))
    }

    /// The submission with this name.
    package func submission(named name: String) -> LearnerSubmission? {
        submissions.first { $0.name == name }
    }
}

/// The one order pairs are listed in, so the same submissions always give the same report:
/// the highest score first; among equal scores the pair with more shared fingerprints (more
/// code alike); then by the two names.
package enum SimilarityRanking {
    package static func ranked(_ pairs: [SimilarPair]) -> [SimilarPair] {
        pairs.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.sharedFingerprints != b.sharedFingerprints { return a.sharedFingerprints > b.sharedFingerprints }
            return (a.left, a.right) < (b.left, b.right)
        }
    }
}
