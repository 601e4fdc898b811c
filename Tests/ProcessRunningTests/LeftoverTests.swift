import Foundation
import Testing
import ProcessRunning

/// Whatever a program makes of its working folder and TMPDIR — chains deeper than PATH_MAX,
/// folders it locked, read-only files, names no tool likes — nothing of it survives the run,
/// with bubblewrap (tmpfs mounts) or without (a host folder, removed).
@Suite struct LeftoverTests {
    /// Written in both folders; prints each folder as the program saw it. Arguments: a marker
    /// name, then the depths of the chains to make.
    private static let program = """
        import os, sys
        marker = sys.argv[1]
        depths = [int(depth) for depth in sys.argv[2:]]
        for root in (os.getcwd(), os.environ["TMPDIR"]):
            os.chdir(root)
            top = os.open(".", os.O_RDONLY)
            os.mkdir(marker)
            for depth in depths:
                name = "chain%d" % depth
                os.mkdir(name)
                os.chdir(name)
                for _ in range(depth):
                    os.mkdir("d")
                    os.chdir("d")
                with open("deep-file", "w") as file:
                    file.write("x")
                os.fchdir(top)
            os.chmod("chain%d" % depths[0], 0)
            os.makedirs("locked/inner")
            with open("locked/inner/file", "w") as file:
                file.write("x")
            os.chmod("locked/inner", 0)
            os.chmod("locked", 0)
            with open("read-only", "w") as file:
                file.write("x")
            os.chmod("read-only", 0o444)
            for name in (b"new\\nline", b"bad\\xff\\xfebytes", b"-rf", b"--help", b" spaced "):
                os.mkdir(name)
                with open(os.path.join(name, b"inside"), "w") as file:
                    file.write("x")
            os.close(top)
            print(root)
        """

    @Test(arguments: [SandboxPolicy.none, .contained()])
    func nothingTheProgramMadeSurvivesTheRun(sandbox: SandboxPolicy) throws {
        let marker = "leftover-\(UUID().uuidString)"
        let result = try ProcessRunner.run(
            Fixture.pythonScript(
                Self.program, arguments: [marker, "600", "10000"], limits: Fixture.limits(seconds: 90), sandbox: sandbox))
        #expect(result.succeeded, "\(result.combinedText)")
        let folders = result.standardOutput.text.split(separator: "\n").map(String.init)
        try #require(folders.count == 2, "\(result.combinedText)")
        if result.sandboxed {
            // Private mounts: the paths it saw are not the host's, and no host folder holds its files.
            #expect(folders == ["/sandbox/work", "/tmp"])
        } else {
            for folder in folders { #expect(!FileManager.default.fileExists(atPath: folder), "\(folder) survived") }
        }
        #expect(Self.hostFoldersHolding(marker).isEmpty, "\(Self.hostFoldersHolding(marker))")
    }

    @Test func aProgramKilledMidWayLeavesNothingEither() throws {
        let marker = "leftover-\(UUID().uuidString)"
        let script = Self.program.replacingOccurrences(of: "print(root)", with: "print(root, flush=True)")
            + "\nimport time\ntime.sleep(60)\n"
        let result = try ProcessRunner.run(
            Fixture.pythonScript(script, arguments: [marker, "600"], limits: Fixture.limits(seconds: 6)))
        #expect(result.termination == .timedOut(afterSeconds: 6))
        let folders = result.standardOutput.text.split(separator: "\n").map(String.init)
        #expect(folders.count == 2, "\(result.combinedText)")
        for folder in folders { #expect(!FileManager.default.fileExists(atPath: folder), "\(folder) survived") }
        #expect(Self.hostFoldersHolding(marker).isEmpty)
    }

    /// Where a run's files could land on the host: the temporary folder, a run folder in it, or
    /// its private TMPDIR.
    private static func hostFoldersHolding(_ marker: String) -> [String] {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        var candidates = ["/tmp", base]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] where name.hasPrefix("workbook-run") {
            candidates += [base + "/" + name, base + "/" + name + "/.tmp"]
        }
        return candidates.filter { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
    }
}

/// A process that died mid-run leaves its run folder and control group behind; the next
/// process's first run removes them, but never those of an owner still alive.
@Suite struct LeftoverSweepTests {
    @Test func theSweepRemovesWhatDeadOwnersLeftAndNothingElse() throws {
        let dead = try Fixture.deadPid()
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        let stale = base + "/workbook-run-\(dead).Stale1"
        let live = base + "/workbook-run-\(getpid()).Live01"
        for folder in [stale, live] {
            try FileManager.default.createDirectory(atPath: folder + "/locked/deeper", withIntermediateDirectories: true)
            chmod(folder + "/locked/deeper", 0)
            chmod(folder + "/locked", 0)
        }
        defer {
            chmod(live + "/locked", 0o700)
            chmod(live + "/locked/deeper", 0o700)
            try? FileManager.default.removeItem(atPath: live)
        }

        let hierarchies = TreeLimit.hierarchies
        let staleGroup = "workbook-" + FolderOwner(pid: dead, startTime: 0, token: "99").tag
        let liveGroup = "workbook-" + FolderOwner.current(token: "fffffff").tag
        for hierarchy in hierarchies {
            #expect(mkdir(hierarchy.parent + "/" + staleGroup, 0o755) == 0)
            #expect(mkdir(hierarchy.parent + "/" + liveGroup, 0o755) == 0)
        }
        defer { for hierarchy in hierarchies { rmdir(hierarchy.parent + "/" + liveGroup) } }
        // A process the dead owner left running in its group: the sweep kills it.
        let straggler = Process()
        straggler.executableURL = URL(fileURLWithPath: "/bin/sleep")
        straggler.arguments = ["60"]
        if !hierarchies.isEmpty {
            try straggler.run()
            for hierarchy in hierarchies {
                let procs = try #require(FileHandle(forWritingAtPath: hierarchy.parent + "/" + staleGroup + "/cgroup.procs"))
                try procs.write(contentsOf: Data("\(straggler.processIdentifier)".utf8))
                try procs.close()
            }
        }

        LeftoverSweep.run()

        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live + "/locked"))
        for hierarchy in hierarchies {
            #expect(!FileManager.default.fileExists(atPath: hierarchy.parent + "/" + staleGroup))
            #expect(FileManager.default.fileExists(atPath: hierarchy.parent + "/" + liveGroup))
        }
        if !hierarchies.isEmpty {
            straggler.waitUntilExit()
            #expect(straggler.terminationReason == .uncaughtSignal && straggler.terminationStatus == SIGKILL)
        }
    }
}
