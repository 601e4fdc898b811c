import Similarity
import Testing

/// The same submissions give the same report, whatever order they are handed in.
@Suite struct DeterminismTests {
    @Test func theSameInputGivesTheSameReportAndPage() throws {
        let (submissions, starter, _) = try RankingTests.classOfExerciseOne()
        let first = SimilarityAnalysis().compare(submissions, starter: starter)
        let again = SimilarityAnalysis().compare(submissions.reversed(), starter: starter)
        #expect(first.pairs == again.pairs)
        #expect(first.submissions.map(\.name) == again.submissions.map(\.name))
        #expect(first.pairs.count > 20)
        let page = SimilarityPage.render(first, listed: first.listed(top: 5, minimumScore: 0), title: "01")
        #expect(page == SimilarityPage.render(again, listed: again.listed(top: 5, minimumScore: 0), title: "01"))
    }

    /// A file's fingerprints do not depend on the other files of its submission or their order.
    @Test func filesAreFingerprintedApart() throws {
        let (submissions, _, _) = try RankingTests.classOfExerciseOne()
        let a = submissions[1].files[0], b = submissions[2].files[0]
        let fingerprinting = Fingerprinting(options: SimilarityOptions())
        let together = fingerprinting.fingerprints(of: LearnerSubmission(name: "x", files: [a, b]))
        let swapped = fingerprinting.fingerprints(of: LearnerSubmission(name: "x", files: [b, a]))
        #expect(Set(together.map(\.hash)) == Set(swapped.map(\.hash)))
        #expect(together.filter { $0.file == 0 }.map(\.hash) == fingerprinting.fingerprints(of: a.text, file: 0).map(\.hash))
    }
}
