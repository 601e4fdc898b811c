import Similarity
import Testing

/// The "done when": a copy with every name changed, its comments reworded and its
/// layout reflowed is ranked first among submissions of the same exercise.
@Suite struct RankingTests {
    /// Eight learners of exercise 1 (one who changed nothing, the reference, the blind solution and
    /// five known-wrong solutions) and a ninth who disguised a copy of the second known-wrong one.
    static func classOfExerciseOne() throws -> (submissions: [LearnerSubmission], starter: [CodeFile], copied: String) {
        let exercise = "01-auth-handover"
        var submissions = [
            try ExerciseSubmissions.submission(exercise, "starter", name: "ada"),
            try ExerciseSubmissions.submission(exercise, "solutions/reference", name: "ben"),
            try ExerciseSubmissions.submission(exercise, "solutions/blind", name: "cy"),
        ]
        for (index, wrong) in try ExerciseSubmissions.wrongNames(exercise).prefix(5).enumerated() {
            submissions.append(try ExerciseSubmissions.submission(exercise, "solutions/wrong/\(wrong)", name: "learner-\(index)"))
        }
        submissions.append(Disguise.disguised(submissions[4], as: "zed"))
        return (submissions, try ExerciseSubmissions.files(exercise, "starter"), submissions[4].name)
    }

    @Test func theDisguiseChangedEveryNameCommentAndLine() throws {
        let (submissions, _, _) = try Self.classOfExerciseOne()
        let original = submissions[4].files[0].text, copy = submissions[8].files[0].text
        #expect(!copy.contains("AuthCoordinator") && !copy.contains("onFinish") && !copy.contains("MARK:"))
        #expect(Set(original.split(separator: "\n")).isDisjoint(with: copy.split(separator: "\n").filter { $0.count > 3 }))
    }

    /// Every other pair of this class is a near-copy too: the known-wrong solutions are the
    /// reference with one mistake planted, and the blind solution differs from it in a few words
    /// (the closest of them score over 90 %). The disguised copy still stands alone at the top: it shares every
    /// fingerprint of the code it copies, and no other pair does.
    @Test func aDisguisedCopyRanksFirstAmongNearCopies() throws {
        let (submissions, starter, copied) = try Self.classOfExerciseOne()
        let report = SimilarityAnalysis().compare(submissions, starter: starter)
        let first = try #require(report.pairs.first)
        #expect((first.left, first.right) == (copied, "zed"))
        #expect(first.score == 1)
        #expect(first.sharedFingerprints == report.fingerprintCounts[copied])
        let runnerUp = try #require(report.pairs.dropFirst().first)
        #expect(runnerUp.score <= first.score - 0.03, "the runner-up \(runnerUp.left)–\(runnerUp.right) scores \(runnerUp.score)")
    }

    /// Against work done apart — exercise 3's reference and its blind solution, written without
    /// seeing each other — the margin is wide.
    @Test func aDisguisedCopyStandsFarAboveIndependentWork() throws {
        let exercise = "03-uikit-navigation-adapter"
        let blind = try ExerciseSubmissions.submission(exercise, "solutions/blind", name: "cy")
        let submissions = [
            try ExerciseSubmissions.submission(exercise, "starter", name: "ada"),
            try ExerciseSubmissions.submission(exercise, "solutions/reference", name: "ben"),
            blind, Disguise.disguised(blind, as: "zed"),
        ]
        let report = SimilarityAnalysis().compare(submissions, starter: try ExerciseSubmissions.files(exercise, "starter"))
        let first = try #require(report.pairs.first)
        #expect((first.left, first.right, first.score) == ("cy", "zed", 1))
        #expect(report.pairs.dropFirst().allSatisfy { $0.score < 0.5 }, "\(report.pairs.map { ($0.left, $0.right, $0.score) })")
    }

    @Test func pairsAreRankedByScoreThenSharedFingerprintsThenNames() {
        func pair(_ left: String, _ right: String, _ score: Double, _ shared: Int) -> SimilarPair {
            SimilarPair(left: left, right: right, score: score, sharedFingerprints: shared, leftFingerprints: 10,
                rightFingerprints: 10, regions: [])
        }
        let ranked = SimilarityRanking.ranked([pair("b", "c", 0.5, 5), pair("a", "d", 0.5, 5), pair("x", "y", 0.5, 9), pair("m", "n", 0.9, 1)])
        #expect(ranked.map(\.left) == ["m", "x", "a", "b"])
    }

    @Test func listedPairsStopAtTheThresholdAndTheTop() {
        let pairs = [0.9, 0.7, 0.5, 0.3].enumerated().map { index, score in
            SimilarPair(left: "a\(index)", right: "b", score: score, sharedFingerprints: 1, leftFingerprints: 1, rightFingerprints: 1, regions: [])
        }
        let report = SimilarityReport(options: SimilarityOptions(), submissions: [], fingerprintCounts: [:], pairs: pairs)
        #expect(report.listed(top: 10, minimumScore: 0.5).map(\.score) == [0.9, 0.7, 0.5])
        #expect(report.listed(top: 2, minimumScore: 0).map(\.score) == [0.9, 0.7])
    }
}

/// The regions of a pair put each place beside its own twin.
@Suite struct RegionTests {
    /// A copy with only its names changed keeps every line where it was, so each region must
    /// cover the same lines on both sides; pairing every place of one code shape with every
    /// other (`init` bodies, one-line closures) would make regions between unrelated lines.
    @Test(arguments: ["01-auth-handover", "04-one-picker-two-flows", "06-deep-link-entry-point"])
    func aRenamedCopysRegionsLieOnTheSameLines(exercise: String) throws {
        let original = try ExerciseSubmissions.submission(exercise, "solutions/reference", name: "ben")
        let copy = Disguise.disguised(original, as: "zed", reflow: false)
        #expect(copy.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).count
            == original.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let report = SimilarityAnalysis().compare([original, copy], starter: try ExerciseSubmissions.files(exercise, "starter"))
        let pair = try #require(report.pairs.first)
        #expect(pair.score == 1)
        #expect(!pair.regions.isEmpty)
        for region in pair.regions {
            #expect(region.left.lines == region.right.lines)
        }
        #expect(pair.leftMatchedLines == pair.rightMatchedLines)
    }
}
