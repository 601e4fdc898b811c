import Foundation
import Testing
@testable import ProcessRunning

/// The whole process tree of a run is capped (memory, processes) by a control group, whatever
/// it forks, inside bubblewrap or not. Skipped where control groups cannot be used.
@Suite(.enabled(if: TreeLimit.isAvailable, "control groups are not available here: \(TreeLimit.notice ?? "")"))
struct TreeLimitTests {
    private static let sandboxes: [SandboxPolicy] = [.none, .contained()]

    private func limits(memory: UInt64 = 1 << 30, processes: Int = 128, seconds: Double = 20) -> ProcessLimits {
        var limits = Fixture.limits(seconds: seconds)
        limits.treeMemoryBytes = memory
        limits.processCount = processes
        return limits
    }

    /// Four children of 200 MiB each, every page written, under a 256 MiB cap for the tree: the
    /// kernel stops them and the tree never holds more than the cap.
    @Test(arguments: sandboxes)
    func forkingChildrenThatAllocateAreStoppedByTheTreeCap(sandbox: SandboxPolicy) throws {
        let cap: UInt64 = 256 << 20
        let marker = Fixture.marker()
        let script = """
            import os, sys, time
            children = []
            for _ in range(4):
                pid = os.fork()
                if pid == 0:
                    block = b"x" * (200 << 20)
                    time.sleep(1)
                    os._exit(0)
                children.append(pid)
            statuses = [os.waitpid(pid, 0)[1] for pid in children]
            print(" ".join(str(status) for status in statuses))
            sys.exit(0 if all(status == 0 for status in statuses) else 1)
            """
        let result = try ProcessRunner.run(
            Fixture.pythonScript(script, arguments: [marker], limits: limits(memory: cap), sandbox: sandbox))
        #expect(result.treeLimited)
        let statuses = result.standardOutput.text.trimmingCharacters(in: .newlines).split(separator: " ")
        let childrenDied = !statuses.isEmpty && statuses.contains { $0 != "0" }
        #expect(result.termination == .memoryLimitExceeded(bytes: cap) || childrenDied, "\(result.termination) \(result.combinedText)")
        #expect(result.termination != .exited(0))
        let peak = try #require(result.peakMemoryBytes)
        #expect(peak <= cap, "the tree held \(peak) bytes at once")
        #expect(Fixture.noneLeft(withArgument: marker))
        // The machine is fine: the next run works as usual.
        #expect(try ProcessRunner.run(Fixture.shell("echo fine", limits: limits())).standardOutput.text == "fine\n")
    }

    @Test func anOutOfMemoryKillReadsAsItsOwnEnding() throws {
        let cap: UInt64 = 64 << 20
        let result = try ProcessRunner.run(Fixture.pythonScript("block = b'x' * (256 << 20)", limits: limits(memory: cap)))
        #expect(result.termination == .memoryLimitExceeded(bytes: cap), "\(result.termination)")
        let small = try ProcessRunner.run(Fixture.pythonScript("block = b'x' * (8 << 20)", limits: limits(memory: cap)))
        #expect(small.termination == .exited(0))
    }

    /// Forks until the kernel refuses: it refuses before the cap, and the forked children, which
    /// would sleep for a minute, die with the run.
    @Test(arguments: sandboxes)
    func forksFailAtTheProcessCap(sandbox: SandboxPolicy) throws {
        let marker = Fixture.marker()
        let script = """
            import os, time
            count = 0
            try:
                while count < 1000:
                    if os.fork() == 0:
                        time.sleep(60)
                        os._exit(0)
                    count += 1
            except OSError:
                pass
            print(count)
            """
        let result = try ProcessRunner.run(
            Fixture.pythonScript(script, arguments: [marker], limits: limits(processes: 24), sandbox: sandbox))
        #expect(result.treeLimited)
        #expect(result.termination == .exited(0), "\(result.combinedText)")
        let forked = Int(result.standardOutput.text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        #expect(forked > 0 && forked < 24, "\(result.combinedText)")
        #expect(Fixture.noneLeft(withArgument: marker))
    }

    @Test(arguments: sandboxes)
    func aForkBombEndsWithTheRunAndLeavesNothing(sandbox: SandboxPolicy) throws {
        let marker = Fixture.marker()
        let request = ProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "bomb() { bomb | bomb & }; bomb; wait", marker],
            limits: limits(processes: 64, seconds: 2), sandbox: sandbox)
        let result = try ProcessRunner.run(request)
        #expect(result.treeLimited)
        #expect(result.seconds < 10)
        #expect(Fixture.noneLeft(withArgument: marker))
        #expect(try ProcessRunner.run(Fixture.shell("echo fine")).standardOutput.text == "fine\n")
    }

    /// A process that left the process group (setsid) is still in the control group.
    @Test func escapedProcessesAreKilledWithTheTree() throws {
        let marker = Fixture.marker()
        let request = ProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "setsid sh -c 'sleep 100; :' \(marker) & sleep 0.2; echo started", marker],
            limits: limits(), sandbox: .none)
        let result = try ProcessRunner.run(request)
        #expect(result.standardOutput.text == "started\n")
        #expect(result.seconds < 3)
        #expect(Fixture.noneLeft(withArgument: marker))
    }
}

@Suite struct TreeLimitAvailabilityTests {
    @Test func noticeExplainsWhenTheTreeIsNotCapped() {
        if TreeLimit.isAvailable {
            #expect(TreeLimit.notice == nil)
        } else {
            #expect(TreeLimit.notice?.hasPrefix("note: control groups cannot be used here") == true)
            let result = try? ProcessRunner.run(Fixture.shell("true", limits: .untrustedProgram(seconds: 5)))
            #expect(result?.treeLimited == false)
        }
    }

    @Test func untrustedProgramsAreTreeLimitedWherePossible() throws {
        let result = try ProcessRunner.run(Fixture.shell("true", limits: .untrustedProgram(seconds: 5)))
        #expect(result.treeLimited == TreeLimit.isAvailable)
        let tool = try ProcessRunner.run(Fixture.shell("true", limits: .tool(seconds: 5)))
        #expect(!tool.treeLimited)
    }
}

/// Where run groups go, read from /proc's descriptions of the machine: v1 (this project's
/// machines), v2, and a container that mounts only its own part of the tree.
@Suite struct CgroupDiscoveryTests {
    private let version1Mounts = """
        40 30 0:35 / /sys/fs/cgroup/memory rw,relatime shared:15 - cgroup cgroup rw,memory
        41 30 0:36 / /sys/fs/cgroup/pids rw,relatime shared:16 - cgroup cgroup rw,pids
        42 30 0:37 / /sys/fs/cgroup/unified rw,relatime shared:17 - cgroup2 cgroup2 rw
        """

    @Test func version1GivesOneFolderPerControllerInsideOurOwnGroup() throws {
        let found = try CgroupHierarchy.find(
            cgroups: "8:pids:/\n4:memory:/jobs/a1\n0::/\n", mounts: version1Mounts, readFile: { _ in "hugetlb\n" }
        ).get()
        #expect(found.map(\.parent) == ["/sys/fs/cgroup/pids", "/sys/fs/cgroup/memory/jobs/a1"])
        #expect(found.allSatisfy { $0.version == .v1 })
    }

    @Test func version2IsUsedWhenItHasBothControllers() throws {
        let mounts = "30 1 0:26 / /sys/fs/cgroup rw,nosuid shared:4 - cgroup2 cgroup2 rw,nsdelegate\n"
        let found = try CgroupHierarchy.find(
            cgroups: "0::/user.slice/job\n", mounts: mounts,
            readFile: { $0 == "/sys/fs/cgroup/user.slice/job/cgroup.controllers" ? "cpu io memory pids\n" : nil }
        ).get()
        #expect(found == [CgroupHierarchy(version: .v2, parent: "/sys/fs/cgroup/user.slice/job", controllers: ["memory", "pids"])])
        let without = CgroupHierarchy.find(cgroups: "0::/user.slice/job\n", mounts: mounts, readFile: { _ in "cpu io\n" })
        #expect(throws: CgroupProblem.self) { try without.get() }
    }

    @Test func aContainersMountRootIsTakenOffItsGroupPath() throws {
        let mounts = "50 40 0:40 /docker/abc /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n"
        let found = try CgroupHierarchy.find(
            cgroups: "0::/docker/abc/inner\n", mounts: mounts, readFile: { _ in "memory pids" }
        ).get()
        #expect(found.map(\.parent) == ["/sys/fs/cgroup/inner"])
    }

    @Test func nothingMountedIsSaidPlainly() {
        let result = CgroupHierarchy.find(cgroups: "0::/\n", mounts: "", readFile: { _ in nil })
        #expect(throws: CgroupProblem.notMounted("no cgroup hierarchy with the memory and pids controllers is mounted")) {
            try result.get()
        }
    }
}
