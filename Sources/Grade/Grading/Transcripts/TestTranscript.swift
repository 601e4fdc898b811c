import Foundation

/// What one run of one graded test sent on its report channel: the checks it made, in order,
/// and whether it reached its end. The test process can send anything here — this is the
/// submission's account, never a verdict; `TestJudge` compares it with the reference's.
struct TestTranscript: Codable, Equatable, Sendable {
    var checks: [RecordedCheck]
    /// Whether the run sent its end record after its start record (and nothing unreadable).
    var finished: Bool
}

/// One record of `GradingHarness`: a check's kind, where it is, and what it saw.
struct RecordedCheck: Codable, Equatable, Sendable {
    var kind: String
    /// The test file's name, e.g. `CounterTests.swift`.
    var file: String
    var line: Int
    /// The prepared file's column of the call's `(`.
    var column: Int
    /// The observed value's rendering (for `expect`, `true` or `false`).
    var value: String
    /// `expectEqual`'s expected value, as the test program rendered it.
    var expected: String?
    /// Whether an `expect` or `expectEqual` held, by the test program's own account.
    var held: Bool?

    var site: CheckSite.Key { CheckSite.Key(file: file, line: line, column: column) }

    /// Whether this is the same check with the same value: what a submission's record must
    /// be to match the reference's. `expected` and `held` are the program's to say, so they
    /// take no part.
    func matches(_ other: RecordedCheck) -> Bool {
        kind == other.kind && site == other.site && value == other.value
    }
}

extension TestTranscript {
    /// Reads the channel's text: only lines that begin with this run's nonce count (stray
    /// writes without it are ignored); the first must start `test`, the last must end it.
    /// A line that cannot be read, a record after the end or a start for another test
    /// leaves the transcript unfinished.
    static func read(_ channel: String, nonce: String, test: String) -> TestTranscript {
        let prefix = nonce + " "
        var checks: [RecordedCheck] = []
        var started = false
        var finished = false
        let decoder = JSONDecoder()
        for line in channel.split(separator: "\n") where line.hasPrefix(prefix) {
            let payload = Data(line.dropFirst(prefix.count).utf8)
            guard !finished, let header = try? decoder.decode(RecordHeader.self, from: payload) else {
                return TestTranscript(checks: checks, finished: false)
            }
            switch header.kind {
            case "start":
                guard !started, header.test == test else { return TestTranscript(checks: checks, finished: false) }
                started = true
            case "end":
                guard started else { return TestTranscript(checks: checks, finished: false) }
                finished = true
            default:
                guard started, let check = try? decoder.decode(RecordedCheck.self, from: payload) else {
                    return TestTranscript(checks: checks, finished: false)
                }
                checks.append(check)
            }
        }
        return TestTranscript(checks: checks, finished: finished)
    }

    private struct RecordHeader: Decodable {
        var kind: String
        var test: String?
    }
}
