import Foundation
import LessonKit
import Testing
@testable import Verification

/// What the verifier accepts as a lesson's report: exactly one line on the channel carrying
/// this run's nonce, whose counts agree with its checks.
@Suite struct ReportChannelTests {
    static let nonce = "run-7f3a"

    static func line(passed: Int, failed: Int, checks: [Bool], nonce: String = nonce) -> String {
        let results = checks.enumerated().map { index, passed in
            #"{"message":"c\#(index)","file":"chapters/a.md","line":\#(index + 1),"column":1,"passed":\#(passed)}"#
        }
        return nonce + " " + #"{"lesson":"l","origin":"chapters/a.md:1","passed":\#(passed),"failed":\#(failed),"checks":[\#(results.joined(separator: ","))]}"#
    }

    @Test func anHonestLineIsAccepted() {
        let report = LessonRunner.honestReport(in: Self.line(passed: 2, failed: 0, checks: [true, true]) + "\n", nonce: Self.nonce)
        #expect(report?.passed == 2)
        #expect(report?.succeeded == true)
    }

    @Test func aLineWithoutThisRunsNonceIsIgnored() {
        let forged = Self.line(passed: 99, failed: 0, checks: [true], nonce: "guessed")
        #expect(LessonRunner.honestReport(in: forged, nonce: Self.nonce) == nil)
        #expect(LessonRunner.honestReport(in: "99 passed, 0 failed\n", nonce: Self.nonce) == nil)
    }

    @Test func countsThatDisagreeWithTheChecksAreRejected() {
        let inflated = Self.line(passed: 99, failed: 0, checks: [true, false])
        #expect(LessonRunner.honestReport(in: inflated, nonce: Self.nonce) == nil)
    }

    @Test func twoReportsAreOneTooMany() {
        let twice = Self.line(passed: 1, failed: 0, checks: [true]) + "\n" + Self.line(passed: 1, failed: 0, checks: [true])
        #expect(LessonRunner.honestReport(in: twice, nonce: Self.nonce) == nil)
    }
}
