/// Lines of one file of a submission.
package struct LineSpan: Sendable, Equatable {
    /// The file's path as the submission names it.
    package var file: String
    package var lines: ClosedRange<Int>

    package init(file: String, lines: ClosedRange<Int>) { (self.file, self.lines) = (file, lines) }
}

/// Code that is alike in two submissions: these lines of the left one match those of the right.
package struct MatchedRegion: Sendable, Equatable {
    package var left: LineSpan
    package var right: LineSpan

    package init(left: LineSpan, right: LineSpan) { (self.left, self.right) = (left, right) }
}

/// Two submissions and how alike their code is. A score says where to look first; the
/// regions say what to look at. Neither says who wrote what.
package struct SimilarPair: Sendable, Equatable {
    /// The submission whose name sorts first.
    package var left: String
    package var right: String
    /// Shared fingerprints over the fingerprints of the smaller submission, 0…1: 1 when all of
    /// the smaller one's code (the starter aside) is found in the other.
    package var score: Double
    package var sharedFingerprints: Int
    package var leftFingerprints: Int
    package var rightFingerprints: Int
    /// In the left submission's order.
    package var regions: [MatchedRegion]

    package init(
        left: String, right: String, score: Double, sharedFingerprints: Int, leftFingerprints: Int, rightFingerprints: Int,
        regions: [MatchedRegion]
    ) {
        self.left = left
        self.right = right
        self.score = score
        self.sharedFingerprints = sharedFingerprints
        self.leftFingerprints = leftFingerprints
        self.rightFingerprints = rightFingerprints
        self.regions = regions
    }

    /// The score as a whole percentage, rounded down so that only a pair sharing every
    /// fingerprint reads 100.
    package var percent: Int { Int((score * 100).rounded(.down)) }

    /// How many distinct lines of the left submission the regions cover.
    package var leftMatchedLines: Int { Self.lineCount(regions.map(\.left)) }
    package var rightMatchedLines: Int { Self.lineCount(regions.map(\.right)) }

    static func lineCount(_ spans: [LineSpan]) -> Int {
        var lines: [String: Set<Int>] = [:]
        for span in spans { lines[span.file, default: []].formUnion(span.lines) }
        return lines.values.reduce(0) { $0 + $1.count }
    }
}
