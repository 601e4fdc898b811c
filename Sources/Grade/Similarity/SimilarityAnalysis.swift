/// `workbook similarity` as a computation: submissions and the starter in, a ranked report out.
/// It reads no files and prints nothing, so the same text always gives the same report.
package struct SimilarityAnalysis: Sendable {
    package var options: SimilarityOptions

    package init(options: SimilarityOptions = SimilarityOptions()) {
        self.options = options
    }

    /// Compares every pair of `submissions`, with the code of `starter` taken out of each.
    package func compare(_ submissions: [LearnerSubmission], starter: [CodeFile]) -> SimilarityReport {
        let fingerprinting = Fingerprinting(options: options)
        let subtraction = StarterSubtraction(starterHashes: fingerprinting.allHashes(of: starter))
        let fingerprinted = submissions.sorted { $0.name < $1.name }.map { submission in
            FingerprintedSubmission(
                submission: submission, fingerprints: subtraction.subtract(from: fingerprinting.fingerprints(of: submission)))
        }
        var pairs: [SimilarPair] = []
        for (index, left) in fingerprinted.enumerated() {
            for right in fingerprinted[(index + 1)...] {
                if let pair = compare(left, right) { pairs.append(pair) }
            }
        }
        return SimilarityReport(
            options: options, submissions: fingerprinted.map(\.submission),
            fingerprintCounts: Dictionary(fingerprinted.map { ($0.name, $0.hashes.count) }, uniquingKeysWith: max),
            pairs: SimilarityRanking.ranked(pairs))
    }

    /// The pair, or nil when the two share no fingerprint at all.
    func compare(_ left: FingerprintedSubmission, _ right: FingerprintedSubmission) -> SimilarPair? {
        let shared = left.hashes.intersection(right.hashes)
        guard !shared.isEmpty else { return nil }
        let smaller = min(left.hashes.count, right.hashes.count)
        return SimilarPair(
            left: left.name, right: right.name, score: Double(shared.count) / Double(smaller),
            sharedFingerprints: shared.count, leftFingerprints: left.hashes.count, rightFingerprints: right.hashes.count,
            regions: RegionMerging(options: options).regions(left, right, shared: shared))
    }
}
