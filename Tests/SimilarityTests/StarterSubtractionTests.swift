import Similarity
import Testing

/// The code every learner was given says nothing about who worked with whom.
@Suite struct StarterSubtractionTests {
    static let exercise = "01-auth-handover"

    /// Two learners who handed in the starter untouched have no code of their own: after the
    /// subtraction they have no fingerprints, and no pair is reported. Without it they would be
    /// the most alike pair there is.
    @Test func untouchedStartersAreAlikeToNoOne() throws {
        let starter = try ExerciseSubmissions.files(Self.exercise, "starter")
        let submissions = [LearnerSubmission(name: "ada", files: starter), LearnerSubmission(name: "bo", files: starter)]
        let report = SimilarityAnalysis().compare(submissions, starter: starter)
        #expect(report.pairs.isEmpty)
        #expect(report.fingerprintCounts == ["ada": 0, "bo": 0])
        let unsubtracted = SimilarityAnalysis().compare(submissions, starter: [])
        #expect(unsubtracted.pairs.first?.score == 1)
    }

    /// Two learners who each added something different to the starter share only the starter,
    /// which is taken out: they are not a pair. The reference is compared with its own
    /// starter-free part only: its score with the starter is not 100 %, as it would be without
    /// the subtraction (the starter is nearly all of the reference's code).
    @Test func onlyCodeBeyondTheStarterIsCompared() throws {
        let starter = try ExerciseSubmissions.files(Self.exercise, "starter")
        let given = starter[0].text
        let own = [
            LearnerSubmission(name: "ada", files: [CodeFile(path: "Solution.swift", text: given + """

                func first(_ values: [Int]) -> Int? { values.isEmpty ? nil : values[0] }
                enum Flag: String { case on, off }
                """)]),
            LearnerSubmission(name: "bo", files: [CodeFile(path: "Solution.swift", text: given + """

                struct Counter { var value = 0; mutating func increment() { value += 1 } }
                let names = ["a", "b"].map { $0.uppercased() }.joined(separator: ", ")
                """)]),
            LearnerSubmission(name: "cy", files: starter),
        ]
        #expect(SimilarityAnalysis().compare(own, starter: starter).pairs.isEmpty)
        #expect(SimilarityAnalysis().compare(own, starter: []).pairs.count == 3)
    }
}
