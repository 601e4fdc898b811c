/// How far a run may go before the runner or the kernel stops it. Every run has a wall-clock
/// limit and output caps, so no program — however broken — can hang or flood the toolchain.
package struct ProcessLimits: Sendable, Equatable {
    /// Wall-clock seconds before the runner stops the whole process group.
    package var wallSeconds: Double
    /// RLIMIT_CPU: SIGXCPU after this many seconds of computing (SIGKILL one second later).
    package var cpuSeconds: Int?
    /// RLIMIT_AS: allocations beyond this fail instead of exhausting the machine.
    package var memoryBytes: UInt64?
    /// RLIMIT_FSIZE: no single file written may grow past this.
    package var fileSizeBytes: UInt64?
    /// Memory of the whole process tree together (every process, and the pages of its private
    /// tmpfs mounts), capped by a control group: past it the kernel kills a process in the tree
    /// and the run ends as `.memoryLimitExceeded`. Needs `TreeLimit`; ignored where unavailable.
    package var treeMemoryBytes: UInt64?
    /// Processes and threads of the whole tree alive at once (a control group's pids cap): a
    /// fork bomb's forks fail past it. Needs `TreeLimit`; ignored where unavailable.
    package var processCount: Int?
    /// Size of each private tmpfs of a sandboxed run (/tmp, the working folder, /dev/shm):
    /// writes past it fail with "no space left". nil is the kernel's default, half the memory.
    package var temporaryFolderBytes: UInt64?
    /// Bytes kept for stdout and for stderr each; the rest is read, counted and thrown away.
    package var outputBytesPerStream: Int
    /// Bytes kept from the report channel (fd 3).
    package var reportBytes: Int
    /// Time between SIGTERM and SIGKILL when the wall-clock limit is reached.
    package var killGraceSeconds: Double

    package init(
        wallSeconds: Double, cpuSeconds: Int? = nil, memoryBytes: UInt64? = nil, fileSizeBytes: UInt64? = nil,
        treeMemoryBytes: UInt64? = nil, processCount: Int? = nil, temporaryFolderBytes: UInt64? = nil,
        outputBytesPerStream: Int = 16 * mebibyte, reportBytes: Int = 4 * mebibyte, killGraceSeconds: Double = 1
    ) {
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.memoryBytes = memoryBytes
        self.fileSizeBytes = fileSizeBytes
        self.treeMemoryBytes = treeMemoryBytes
        self.processCount = processCount
        self.temporaryFolderBytes = temporaryFolderBytes
        self.outputBytesPerStream = outputBytesPerStream
        self.reportBytes = reportBytes
        self.killGraceSeconds = killGraceSeconds
    }

    /// For lesson binaries and learners' submissions: about as much CPU as wall time, 4 GiB of
    /// address space per process, 64 MiB per file, 1 MiB kept per stream, 1 s between SIGTERM
    /// and SIGKILL; for the whole tree 1 GiB of memory (a lesson needs tens of MiB; two run at
    /// once on a 2-core CI machine) and 128 processes and threads (bwrap's two, the program and
    /// Dispatch's and Swift concurrency's threads stay well under it); 64 MiB per private tmpfs.
    package static func untrustedProgram(seconds: Double) -> ProcessLimits {
        ProcessLimits(
            wallSeconds: seconds, cpuSeconds: max(1, Int(seconds.rounded(.up))),
            memoryBytes: 4 * UInt64(gibibyte), fileSizeBytes: 64 * UInt64(mebibyte),
            treeMemoryBytes: UInt64(gibibyte), processCount: 128, temporaryFolderBytes: 64 * UInt64(mebibyte),
            outputBytesPerStream: mebibyte, reportBytes: 4 * mebibyte, killGraceSeconds: 1)
    }

    /// For `swift build` and `swiftc`: only a wall-clock limit (compilers map large address
    /// spaces and run many threads), 16 MiB kept per stream, a few seconds to clean up.
    package static func tool(seconds: Double) -> ProcessLimits {
        ProcessLimits(
            wallSeconds: seconds, outputBytesPerStream: 16 * mebibyte, reportBytes: 4 * mebibyte,
            killGraceSeconds: 3)
    }
}

private let mebibyte = 1 << 20
private let gibibyte = 1 << 30
