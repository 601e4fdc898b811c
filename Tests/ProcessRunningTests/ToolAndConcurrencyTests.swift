import Foundation
import Testing
import ProcessRunning

@Suite struct ToolTests {
    @Test func compilerRunsWithTheToolEnvironment() throws {
        let request = ProcessRequest(
            executable: "swiftc", arguments: ["--version"], workingDirectory: Fixture.repositoryRoot,
            environment: EnvironmentPolicy.allowList(EnvironmentPolicy.toolNames), limits: .tool(seconds: 60),
            sandbox: .none)
        let result = try ProcessRunner.run(request)
        #expect(result.succeeded, "\(result.combinedText)")
        #expect(result.combinedText.contains("Swift version"))
    }
}

@Suite struct ConcurrencyTests {
    /// The grader and the lesson runner run several programs at once, each from its own thread.
    @Test func fourRunsInParallelKeepTheirOwnOutput() throws {
        let results = Results()
        let group = DispatchGroup()
        let start = Date()
        for index in 0..<4 {
            group.enter()
            Thread.detachNewThread {
                let script = "echo out \(index); echo err \(index) >&2; echo report \(index) >&3; sleep 0.5; exit \(index)"
                let result = try? ProcessRunner.run(Fixture.shell(script, report: true))
                results.set(index, result)
                group.leave()
            }
        }
        #expect(group.wait(timeout: .now() + 10) == .success)
        let elapsed = Date().timeIntervalSince(start)
        for index in 0..<4 {
            let result = try #require(results.get(index))
            #expect(result.termination == .exited(Int32(index)))
            #expect(result.standardOutput.text == "out \(index)\n")
            #expect(result.standardError.text == "err \(index)\n")
            #expect(result.report?.text == "report \(index)\n")
        }
        #expect(elapsed < 1.9, "the runs overlapped rather than queued")
    }
}

private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: ProcessResult] = [:]
    func set(_ index: Int, _ value: ProcessResult?) { lock.withLock { values[index] = value } }
    func get(_ index: Int) -> ProcessResult? { lock.withLock { values[index] } }
}
