import ExerciseModel
import ProcessRunning

/// Decides one test, in the grader's process, from what the test process cannot fake into a
/// pass: a test passes when its process finished and every check it recorded equals the
/// reference solution's check at the same place in the same order (for an `expect` or
/// `expectEqual`, its own account of whether it held must not be "no" either). Without a
/// reference (the learner edition), a test passes when it finished, checked something and
/// every public check held.
///
/// What it says is for people: a public test's failure names the check's line and message
/// and shows the submission's value, capped and labelled as the submission's. A hidden
/// test's judgement carries its explanation only in `instructorDetail`, which no results
/// format shows.
struct TestJudge {
    let sites: [CheckSite.Key: CheckSite]

    struct Judgement: Sendable {
        var status: TestResult.Status
        /// For the learner: set for public tests that did not pass, never for hidden ones.
        var message: String?
        /// What went wrong, for the instructor (`workbook exercises verify`): hidden tests too.
        var instructorDetail: String?
    }

    func judge(_ test: ExerciseTest, _ outcome: TestRun.Outcome, reference: TestTranscript?) -> Judgement {
        let hidden = test.visibility == .hidden
        func verdict(_ status: TestResult.Status, _ text: String) -> Judgement {
            Judgement(status: status, message: hidden ? nil : text, instructorDetail: text)
        }
        if let problem = endingProblem(outcome) { return verdict(.error, problem) }
        let checks = outcome.transcript.checks
        guard let reference else {
            if checks.isEmpty { return verdict(.failed, "the test checked nothing") }
            if let index = checks.firstIndex(where: { $0.held == false }) {
                return verdict(.failed, describe(checks[index], reference: nil, hidden: hidden))
            }
            return Judgement(status: .passed)
        }
        for index in 0..<max(checks.count, reference.checks.count) {
            let mine = index < checks.count ? checks[index] : nil
            let theirs = index < reference.checks.count ? reference.checks[index] : nil
            if let mine, let theirs, mine.matches(theirs), mine.held != false { continue }
            return verdict(.failed, explain(mine, theirs, count: checks.count, referenceCount: reference.checks.count, hidden: hidden))
        }
        if checks.isEmpty { return verdict(.failed, "the test checked nothing") }
        return Judgement(status: .passed)
    }

    /// Why the process's ending alone fails the test; nil when it finished.
    private func endingProblem(_ outcome: TestRun.Outcome) -> String? {
        switch outcome.ending {
        case .finished:
            return nil
        case .timedOut(let after):
            return "timed out: stopped after \(RunWording.seconds(after)); look for a loop that never ends"
        case .cpuLimitExceeded(let limit):
            return "timed out: stopped after \(limit) s of CPU time; look for a loop that never ends"
        case .memoryLimitExceeded(let bytes):
            return "ran out of memory: stopped after using more than \(RunWording.bytes(bytes)); look for something that grows without end"
        case .crashed(let signal):
            let words = outcome.fatalError.map { "\n  your code's last words: " + SubmissionText.shown($0, limit: 300) } ?? ""
            return "crashed with \(signal.name) (\(signal.meaning))" + words
        case .exitedEarly(let status):
            return "exited with status \(status) before the test finished; do not call exit() in a solution"
        case .couldNotStart(let reason):
            return "the test could not be started: \(reason)"
        }
    }

    private func explain(_ mine: RecordedCheck?, _ theirs: RecordedCheck?, count: Int, referenceCount: Int, hidden: Bool) -> String {
        guard let mine else {
            let location = theirs.flatMap { sites[$0.site] }.map { "\($0.path):\($0.line): " } ?? ""
            return location + "the test ended after \(count) check\(count == 1 ? "" : "s"), before this one "
                + "(with the reference solution it makes \(referenceCount))"
        }
        guard let theirs else {
            return location(of: mine) + "the test made more checks than with the reference solution (\(count), not \(referenceCount))"
        }
        if mine.site != theirs.site {
            let line = sites[theirs.site]?.line ?? theirs.line
            return location(of: mine) + "the test took another path than with the reference solution: "
                + "it reached this check where the reference solution reaches the one at line \(line)"
        }
        return describe(mine, reference: theirs, hidden: hidden)
    }

    /// `tests/public/X.swift:13: message`, and for a value both sides.
    private func describe(_ check: RecordedCheck, reference: RecordedCheck?, hidden: Bool) -> String {
        let site = sites[check.site]
        var text = location(of: check) + (site?.message.flatMap { $0.isEmpty ? nil : $0 } ?? "this check failed")
        guard check.kind != CheckCall.Kind.expect.rawValue else { return text }
        let expected = reference?.value ?? check.expected
        text += "\n  your code's value: " + SubmissionText.shown(check.value, limit: 300)
        if let expected {
            text += "\n  " + (hidden ? "reference value:   " : "expected:          ") + SubmissionText.shown(expected, limit: 300)
        }
        return text
    }

    private func location(of check: RecordedCheck) -> String {
        guard let site = sites[check.site] else { return "" }
        return "\(site.path):\(site.line): "
    }
}
