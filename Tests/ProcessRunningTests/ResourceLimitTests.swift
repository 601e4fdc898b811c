import Foundation
import Testing
import ProcessRunning

@Suite struct ResourceLimitTests {
    /// The wall-clock limit of the CPU-limit tests: far above the CPU seconds, because on a
    /// loaded machine (the whole suite runs as two processes on two cores) a loop may get a
    /// third of a core; the termination says which limit stopped it.
    static let wallSeconds = 60.0

    @Test func cpuLimitStopsABusyLoop() throws {
        var limits = Fixture.limits(seconds: Self.wallSeconds)
        limits.cpuSeconds = 1
        let result = try ProcessRunner.run(Fixture.shell("while :; do :; done", limits: limits))
        #expect(result.termination == .cpuLimitExceeded(seconds: 1))
        #expect(result.seconds < Self.wallSeconds - 1)
    }

    @Test func cpuLimitStopsALoopThatIgnoresSIGXCPU() throws {
        var limits = Fixture.limits(seconds: Self.wallSeconds)
        limits.cpuSeconds = 1
        let result = try ProcessRunner.run(Fixture.shell("trap '' XCPU; while :; do :; done", limits: limits))
        #expect(result.termination == .cpuLimitExceeded(seconds: 1))
        #expect(result.seconds < Self.wallSeconds - 1)
    }

    @Test func memoryLimitMakesALargeAllocationFail() throws {
        var limits = Fixture.limits()
        limits.memoryBytes = 512 << 20
        let script = """
            try:
                block = bytearray(2 * 1024 ** 3)
                print("allocated")
            except MemoryError:
                print("refused")
            """
        let request = ProcessRequest(
            executable: Fixture.python, arguments: ["-c", script],
            environment: EnvironmentPolicy.allowList(EnvironmentPolicy.untrustedNames), limits: limits, sandbox: .none)
        let result = try ProcessRunner.run(request)
        #expect(result.standardOutput.text == "refused\n", "\(result.combinedText)")
    }

    @Test func fileSizeLimitStopsAFileFromGrowing() throws {
        var limits = Fixture.limits()
        limits.fileSizeBytes = 1 << 20
        let result = try ProcessRunner.run(
            Fixture.shell("head -c 3000000 /dev/zero > big; echo \"status $?\"; wc -c < big", limits: limits))
        let lines = result.standardOutput.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first != "status 0")
        #expect(lines.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } == 1 << 20)
    }

    @Test func untrustedAndToolPresetsDiffer() {
        let untrusted = ProcessLimits.untrustedProgram(seconds: 2.5)
        #expect(untrusted.cpuSeconds == 3)
        #expect(untrusted.memoryBytes == 4 << 30)
        #expect(untrusted.fileSizeBytes == 64 << 20)
        #expect(untrusted.treeMemoryBytes == 1 << 30)
        #expect(untrusted.processCount == 128)
        #expect(untrusted.temporaryFolderBytes == 64 << 20)
        #expect(untrusted.outputBytesPerStream == 1 << 20)
        #expect(untrusted.killGraceSeconds == 1)
        let tool = ProcessLimits.tool(seconds: 600)
        #expect(tool.cpuSeconds == nil && tool.memoryBytes == nil)
        #expect(tool.treeMemoryBytes == nil && tool.processCount == nil && tool.temporaryFolderBytes == nil)
        #expect(tool.outputBytesPerStream == 16 << 20)
    }
}

@Suite struct SignalTests {
    @Test func illegalInstructionIsNamedAsASwiftTrap() throws {
        let result = try ProcessRunner.run(Fixture.shell("kill -ILL $$"))
        guard case .signalled(let signal) = result.termination else {
            Issue.record("expected a signal, got \(result.termination)")
            return
        }
        #expect(signal.number == SIGILL)
        #expect(signal.name == "SIGILL")
        #expect(signal.meaning.hasPrefix("illegal instruction: a Swift runtime trap (arithmetic overflow, a nil force-unwrap"))
    }

    @Test func segmentationFaultMentionsRecursion() throws {
        let result = try ProcessRunner.run(Fixture.shell("kill -SEGV $$"))
        #expect(result.termination == .signalled(ProcessSignal(number: SIGSEGV)))
        #expect(ProcessSignal(number: SIGSEGV).name == "SIGSEGV")
        #expect(ProcessSignal(number: SIGSEGV).meaning.contains("stack overflow from unbounded recursion"))
    }

    @Test func everyCommonSignalHasANameAndUnknownOnesANumber() {
        for number in [SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGKILL, SIGXCPU, SIGTERM] {
            let signal = ProcessSignal(number: number)
            #expect(signal.name.hasPrefix("SIG"))
            #expect(!signal.meaning.isEmpty)
        }
        #expect(ProcessSignal(number: 60).name == "signal 60")
    }
}
