/// One selected k-gram of a submission: its hash, and where its tokens stand.
package struct Fingerprint: Sendable, Equatable {
    package var hash: UInt64
    /// The file, an index into the submission's files.
    package var file: Int
    /// The k-gram's first token, an index into that file's normalised tokens.
    package var position: Int
    /// The lines from the k-gram's first token to its last.
    package var lines: ClosedRange<Int>

    package init(hash: UInt64, file: Int, position: Int, lines: ClosedRange<Int>) {
        (self.hash, self.file, self.position, self.lines) = (hash, file, position, lines)
    }
}

/// A submission reduced to what the comparison needs: its fingerprints, and the set of their
/// hashes that pairs are scored on.
package struct FingerprintedSubmission: Sendable {
    package var submission: LearnerSubmission
    /// In file order, then position order.
    package var fingerprints: [Fingerprint]
    /// The distinct hashes of `fingerprints`.
    package var hashes: Set<UInt64>

    package init(submission: LearnerSubmission, fingerprints: [Fingerprint]) {
        self.submission = submission
        self.fingerprints = fingerprints
        self.hashes = Set(fingerprints.map(\.hash))
    }

    package var name: String { submission.name }
}
