import ExerciseModel
import Foundation
import ProcessRunning

/// Runs one test in its own process, contained, and collects what it sent: its transcript
/// and how the process ended. It decides nothing; `TestJudge` does, in this process.
package struct TestRun {
    let binary: URL
    let test: ExerciseTest
    let seconds: Double
    /// Variables added to the allow-listed environment, e.g. the mutant switch
    /// (`WORKBOOK_MUTANT`); the report channel's own variables always win over them.
    var environment: [String: String] = [:]

    /// Per stream kept from one test; the learner's prints are only ever shown in part.
    static let outputBytes = 64 * 1024
    /// The most a test's records may take on the channel.
    static let channelBytes = 1 << 20

    /// How the process ended, in the judge's terms.
    package enum Ending: Equatable, Sendable {
        /// Exited 0 after sending its end record.
        case finished
        /// Exited (any status) without its end record, or with status other than 0.
        case exitedEarly(status: Int32)
        case crashed(ProcessSignal)
        case timedOut(seconds: Double)
        case cpuLimitExceeded(seconds: Int)
        /// The test's process tree went past its memory cap.
        case memoryLimitExceeded(bytes: UInt64)
        case couldNotStart(String)
    }

    struct Outcome: Sendable {
        var ending: Ending
        var transcript: TestTranscript
        var seconds: Double
        var sandboxed: Bool
        /// The Swift runtime's `Fatal error: …` line from standard error: the submission's words.
        var fatalError: String?
        /// Whether a control group capped the test's whole process tree.
        var treeLimited = false
    }

    func run() -> Outcome {
        let nonce = ReportNonce()
        var limits = ProcessLimits.untrustedProgram(seconds: seconds)
        limits.outputBytesPerStream = Self.outputBytes
        limits.reportBytes = Self.channelBytes
        let request = ProcessRequest(
            executable: binary.path, arguments: [test.name],
            environment: EnvironmentPolicy.allowList(
                EnvironmentPolicy.untrustedNames,
                adding: environment.merging(Self.fixedEnvironment) { $1 }.merging(nonce.environment) { $1 }),
            limits: limits, sandbox: .contained(), opensReportChannel: true, channelGreeting: nonce.value)
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(request)
        } catch {
            return Outcome(
                ending: .couldNotStart(error.message), transcript: TestTranscript(checks: [], finished: false), seconds: 0,
                sandboxed: false, fatalError: nil)
        }
        let transcript = TestTranscript.read(result.report?.text ?? "", nonce: nonce.value, test: test.name)
        return Outcome(
            ending: Self.ending(of: result.termination, finished: transcript.finished), transcript: transcript,
            seconds: result.seconds, sandboxed: result.sandboxed,
            fatalError: RunWording.swiftFatalError(in: result.standardError.text).map(String.init),
            treeLimited: result.treeLimited)
    }

    /// No backtraces (they would print the test's own symbol names to a learner), and the
    /// same hashing in every run, so a `Set` or `Dictionary` renders the same for the
    /// reference and the submission.
    static let fixedEnvironment = ["SWIFT_BACKTRACE": "enable=no", "SWIFT_DETERMINISTIC_HASHING": "1"]

    static func ending(of termination: Termination, finished: Bool) -> Ending {
        switch termination {
        case .timedOut(let after): .timedOut(seconds: after)
        case .cpuLimitExceeded(let limit): .cpuLimitExceeded(seconds: limit)
        case .memoryLimitExceeded(let bytes): .memoryLimitExceeded(bytes: bytes)
        case .signalled(let signal): .crashed(signal)
        case .exited(let status): status == 0 && finished ? .finished : .exitedEarly(status: status)
        }
    }
}
