import ExerciseModel
import Foundation
import ProcessRunning

/// Runs one test in its own process, contained, and judges it only by what the learner's code
/// cannot forge: exit status 0 and exactly one report line carrying this run's nonce, on a
/// descriptor the runner took before the test began. A crash or a timeout fails this test alone.
struct TestRun {
    let binary: URL
    let test: ExerciseTest
    let package: GradingPackage
    let hidden: [URL]
    let seconds: Double
    /// Variables added to the allow-listed environment, e.g. the mutant switch
    /// (`WORKBOOK_MUTANT`); the report channel's own variables always win over them.
    var environment: [String: String] = [:]

    /// Per stream kept from one test; the learner's prints are only ever shown in part.
    static let outputBytes = 64 * 1024

    struct Outcome {
        var status: TestResult.Status
        var message: String?
        var seconds: Double
        var sandboxed: Bool
    }

    func run() -> Outcome {
        let nonce = ReportNonce()
        var limits = ProcessLimits.untrustedProgram(seconds: seconds)
        limits.outputBytesPerStream = Self.outputBytes
        limits.reportBytes = 256 * 1024
        let request = ProcessRequest(
            executable: binary.path, arguments: [test.name],
            environment: EnvironmentPolicy.allowList(
                EnvironmentPolicy.untrustedNames,
                adding: environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }.merging(nonce.environment) { $1 }),
            limits: limits, sandbox: .contained(hidden: hidden), opensReportChannel: true, channelGreeting: nonce.value)
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(request)
        } catch {
            return Outcome(status: .error, message: "the test could not be started: \(error.message)", seconds: 0, sandboxed: false)
        }
        let (status, message) = judge(result, report: Self.report(in: result.report?.text ?? "", nonce: nonce.value))
        return Outcome(status: status, message: message, seconds: result.seconds, sandboxed: result.sandboxed)
    }

    struct Report: Decodable {
        struct Failure: Decodable {
            var file: String
            var line: Int
            var message: String
        }
        var expectations: Int
        var failures: [Failure]
    }

    /// The one channel line that starts with this run's nonce, decoded; nil for none or several.
    static func report(in channel: String, nonce: String) -> Report? {
        guard let line = ReportNonce.payload(in: channel, nonce: nonce) else { return nil }
        return try? JSONDecoder().decode(Report.self, from: Data(line.utf8))
    }

    private func judge(_ result: ProcessResult, report: Report?) -> (TestResult.Status, String) {
        switch result.termination {
        case .timedOut(let after):
            return (.error, "timed out: stopped after \(RunWording.seconds(after)); look for a loop that never ends")
        case .cpuLimitExceeded(let limit):
            return (.error, "timed out: stopped after \(limit) s of CPU time; look for a loop that never ends")
        case .memoryLimitExceeded(let bytes):
            return (.error, "ran out of memory: stopped after using more than \(RunWording.bytes(bytes)); look for something that grows without end")
        case .signalled(let signal):
            return (.error, "crashed with \(signal.name) (\(signal.meaning))" + fatalError(in: result.standardError.text))
        case .exited(let status):
            guard status == 0, let report else {
                return (.error, "exited with status \(status) before the test finished; do not call exit() in a solution")
            }
            if !report.failures.isEmpty {
                return (.failed, report.failures.map { failure in
                    let location = located(failure.file).map { "\($0):\(failure.line): " } ?? ""
                    return location + failure.message
                }.joined(separator: "\n"))
            }
            if report.expectations == 0 { return (.failed, "the test checked nothing") }
            return (.passed, "")
        }
    }

    private func located(_ path: String) -> String? {
        if case .test(let relative) = package.origin(of: path) { return relative }
        return nil
    }

    /// The runtime's `Fatal error: …` line, when it printed one.
    private func fatalError(in standardError: String) -> String {
        RunWording.swiftFatalError(in: standardError).map { ": " + String($0.prefix(300)) } ?? ""
    }
}
