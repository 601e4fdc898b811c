import ExerciseModel
@testable import Grading
import ProcessRunning
import Testing

/// The verdict, decided in the grader's process from what a test run recorded: equal to the
/// reference's records, in order, or not; whatever the run claims about itself.
@Suite struct TestJudgeTests {
    static let file = SourceFile(path: "tests/public/Basics.swift", text: "")
    static let key = CheckSite.Key(file: "Basics.swift", line: 7, column: 30)
    static let judge = TestJudge(sites: [
        key: CheckSite(path: "tests/public/Basics.swift", visibility: .public, kind: .expectEqual, line: 7, message: "the stack"),
    ])

    func check(_ value: String, held: Bool? = nil, line: Int = 7, column: Int = 30) -> RecordedCheck {
        RecordedCheck(kind: "expectEqual", file: "Basics.swift", line: line, column: column, value: value, expected: nil, held: held)
    }

    func outcome(_ checks: [RecordedCheck], ending: TestRun.Ending = .finished, fatalError: String? = nil) -> TestRun.Outcome {
        TestRun.Outcome(ending: ending, transcript: TestTranscript(checks: checks, finished: ending == .finished),
            seconds: 0, sandboxed: true, fatalError: fatalError)
    }

    func test(_ visibility: ExerciseTest.Visibility) -> ExerciseTest {
        ExerciseTest(name: "t", points: 1, visibility: visibility, file: Self.file, line: 3)
    }

    var reference: TestTranscript { TestTranscript(checks: [check("[\"a\"]", held: true)], finished: true) }

    @Test func equalRecordsPassAndAnyDifferenceFails() {
        #expect(Self.judge.judge(test(.public), outcome([check("[\"a\"]", held: true)]), reference: reference).status == .passed)
        let wrong = Self.judge.judge(test(.public), outcome([check("[]", held: true)]), reference: reference)
        #expect(wrong.status == .failed)
        #expect(wrong.message == "tests/public/Basics.swift:7: the stack\n  your code's value: []\n  expected:          [\"a\"]")
        let more = Self.judge.judge(test(.public), outcome([check("[\"a\"]"), check("[\"a\"]")]), reference: reference)
        #expect(more.status == .failed && more.message?.contains("more checks") == true)
        let none = Self.judge.judge(test(.public), outcome([]), reference: reference)
        #expect(none.status == .failed && none.message?.contains("ended after 0 checks") == true)
        let elsewhere = Self.judge.judge(test(.public), outcome([check("[\"a\"]", column: 31)]), reference: reference)
        #expect(elsewhere.status == .failed, "the same value at another place is another check")
    }

    @Test func aRunsOwnClaimsCanOnlyFailIt() {
        // The process says the check did not hold: it fails, even with the reference's value.
        #expect(Self.judge.judge(test(.public), outcome([check("[\"a\"]", held: false)]), reference: reference).status == .failed)
        // It claims to have held with another value: the value decides.
        #expect(Self.judge.judge(test(.public), outcome([check("[]", held: true)]), reference: reference).status == .failed)
    }

    @Test func hiddenTestsSayNothingToTheLearner() {
        let judgement = Self.judge.judge(test(.hidden), outcome([check("[]")]), reference: reference)
        #expect(judgement.status == .failed && judgement.message == nil)
        #expect(judgement.instructorDetail?.contains("reference value:") == true, "the instructor's tools see why")
    }

    @Test func endingsAreErrorsAndTheSubmissionsWordsAreLabelledAndCapped() {
        let crash = Self.judge.judge(
            test(.public), outcome([], ending: .crashed(ProcessSignal(number: 4)),
                fatalError: "Fatal error: \u{1b}[2J" + String(repeating: "x", count: 1000)), reference: reference)
        #expect(crash.status == .error)
        let message = crash.message ?? ""
        #expect(message.hasPrefix("crashed with SIGILL"))
        #expect(message.contains("your code's last words: Fatal error: \\u{1b}[2J"), "control characters are shown escaped")
        #expect(!message.contains("\u{1b}") && message.contains("more characters of your code's output]"))
        #expect(Self.judge.judge(test(.public), outcome([], ending: .exitedEarly(status: 0)), reference: reference).status == .error)
    }

    @Test func withoutAReferenceTheRunsOwnChecksDecide() {
        #expect(Self.judge.judge(test(.public), outcome([check("1", held: true)]), reference: nil).status == .passed)
        #expect(Self.judge.judge(test(.public), outcome([check("1", held: false)]), reference: nil).status == .failed)
        #expect(Self.judge.judge(test(.public), outcome([]), reference: nil).message == "the test checked nothing")
    }
}

/// What verify assumes a forger can do without knowing the tests: answer every Bool right.
@Suite struct GuessableChecksTests {
    func transcript(_ values: [String], finished: Bool = true) -> TestTranscript {
        TestTranscript(checks: values.enumerated().map {
            RecordedCheck(kind: "observe", file: "Hidden.swift", line: 10 + $0.offset, column: 12, value: $0.element)
        }, finished: finished)
    }

    @Test func differencesInBoolsAloneCanBeForged() {
        let reference = transcript(["[\"catalog#1\"]", "true", "[true, true]", "Optional(true)"])
        #expect(GuessableChecks.forgeable(transcript(["[\"catalog#1\"]", "false", "[false, true]", "Optional(false)"]), reference: reference))
        #expect(GuessableChecks.forgeable(transcript(["[\"catalog#1\"]"], finished: false), reference: reference) == false,
            "a missing check with more than Bools in it cannot be forged")
        #expect(GuessableChecks.forgeable(transcript(["[\"catalog#1\"]", "false", "[false, true]"]),
            reference: transcript(["[\"catalog#1\"]", "true", "[true, true]", "[true]"])), "a missing Bool can be added")
    }

    @Test func anyOtherDifferenceCannot() {
        let reference = transcript(["[\"catalog#1\"]", "true"])
        #expect(!GuessableChecks.forgeable(transcript(["[]", "true"]), reference: reference))
        #expect(!GuessableChecks.forgeable(transcript(["[\"catalog#1\"]", "1"]), reference: reference))
        #expect(!GuessableChecks.forgeable(transcript(["[]"]), reference: transcript(["[true]"])), "a list that grew is not a flip")
        #expect(!GuessableChecks.forgeable(transcript(["[\"catalog#1\"]", "true"]), reference: nil))
    }
}
