import Foundation
import Testing
import ProcessRunning

/// Containment through bubblewrap. Skipped (with a message) where bwrap cannot run.
@Suite(.enabled(if: Sandbox.isAvailable, "bubblewrap (bwrap) is not available here: \(Sandbox.notice ?? "")"))
struct SandboxTests {
    private func contained(
        _ script: String, in folder: URL? = nil, writable: [URL] = [], hidden: [URL] = [],
        limits: ProcessLimits = Fixture.limits(), report: Bool = false
    ) throws -> ProcessResult {
        let result = try ProcessRunner.run(
            Fixture.shell(script, limits: limits, in: folder, sandbox: .contained(writable: writable, hidden: hidden), report: report))
        #expect(result.sandboxed)
        return result
    }

    @Test func rootAndRepositoryAreReadOnlyEvenForRoot() throws {
        let probe = "sandbox-probe-\(UUID().uuidString)"
        let repository = Fixture.repositoryRoot.path
        let result = try contained("""
            mount -o remount,rw / 2>/dev/null
            touch /\(probe) 2>/dev/null && echo "root writable"
            touch '\(repository)/\(probe)' 2>/dev/null && echo "repository writable"
            echo done
            """)
        #expect(result.standardOutput.text == "done\n")
        #expect(!FileManager.default.fileExists(atPath: "/\(probe)"))
        #expect(!FileManager.default.fileExists(atPath: "\(repository)/\(probe)"))
    }

    /// A program that lives under the host's /tmp (a checkout there, as CI may make) still
    /// runs: its folder is bound back, read-only, over the private /tmp.
    @Test func aProgramUnderTheHostsTemporaryFolderStillRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-program-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Reached through a symlinked folder, as SwiftPM's `.build/debug` is.
        let real = folder.appendingPathComponent("x86_64/debug")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("debug"), withDestinationURL: real)
        let program = folder.appendingPathComponent("debug/hello")
        try Data("#!/bin/sh\necho hello from /tmp\ntouch \"$0.written\" 2>/dev/null && echo writable\nexit 0\n".utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        let result = try ProcessRunner.run(ProcessRequest(executable: program.path, sandbox: .contained()))
        #expect(result.sandboxed)
        #expect(result.succeeded, "\(result.termination) \(result.standardError.text)")
        #expect(result.standardOutput.text == "hello from /tmp\n", "the program's folder must stay read-only")
    }

    @Test func temporaryFolderIsPrivate() throws {
        let name = "/tmp/sandbox-private-\(UUID().uuidString)"
        let result = try contained("echo inside > \(name) && cat \(name)")
        #expect(result.standardOutput.text == "inside\n")
        #expect(!FileManager.default.fileExists(atPath: name))
    }

    @Test func thereIsNoNetworkButLoopback() throws {
        let result = try contained("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '")
        #expect(result.standardOutput.text == "lo\n")
    }

    @Test func hiddenPathsLookEmpty() throws {
        try Fixture.withFolder { folder in
            let tests = folder.appendingPathComponent("hidden-tests")
            try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
            try "expected answer".write(to: tests.appendingPathComponent("answer.txt"), atomically: true, encoding: .utf8)
            let key = folder.appendingPathComponent("key.txt")
            try "secret key".write(to: key, atomically: true, encoding: .utf8)
            let result = try contained(
                "cat hidden-tests/answer.txt key.txt 2>/dev/null; ls -A hidden-tests; echo end", in: folder,
                hidden: [tests, key])
            #expect(result.standardOutput.text == "end\n")
            #expect(FileManager.default.fileExists(atPath: tests.appendingPathComponent("answer.txt").path))
        }
    }

    @Test func workingFolderAndWritablePathsAreWritable() throws {
        try Fixture.withFolder { folder in
            try Fixture.withFolder { shared in
                let result = try contained(
                    "echo work > made-here && echo shared > '\(shared.path)/made-there' && echo ok", in: folder,
                    writable: [shared])
                #expect(result.standardOutput.text == "ok\n", "\(result.combinedText)")
                #expect((try? String(contentsOf: folder.appendingPathComponent("made-here"), encoding: .utf8)) == "work\n")
                #expect((try? String(contentsOf: shared.appendingPathComponent("made-there"), encoding: .utf8)) == "shared\n")
            }
        }
    }

    @Test func privateFolderEnvironmentWorksInside() throws {
        let result = try contained("test \"$HOME\" = \"$(pwd)\" && touch \"$TMPDIR/x\" && echo $$")
        // A new PID namespace: the shell is one of its first processes.
        let pid = Int(result.standardOutput.text.trimmingCharacters(in: .newlines)) ?? 0
        #expect(pid > 0 && pid < 10, "\(result.combinedText)")
    }

    @Test func timeoutLeavesNothingBehind() throws {
        let marker = Fixture.marker()
        let result = try contained(
            "trap '' TERM; sleep \(marker) & while :; do :; done", limits: Fixture.limits(seconds: 1, grace: 0.5))
        #expect(result.termination == .timedOut(afterSeconds: 1))
        #expect(result.seconds < 4)
        #expect(Fixture.noneLeft(withArgument: marker))
    }

    @Test func backgroundProcessesDieWithTheSandbox() throws {
        let marker = Fixture.marker()
        let result = try contained("setsid sleep \(marker) & echo started")
        #expect(result.termination == .exited(0))
        #expect(result.seconds < 3)
        #expect(Fixture.noneLeft(withArgument: marker))
    }

    @Test func reportChannelWorksThroughBubblewrap() throws {
        let result = try contained("echo secret >&3; echo out", report: true)
        #expect(result.report?.text == "secret\n")
        #expect(result.standardOutput.text == "out\n")
        let closed = try contained("if echo x >&3; then echo open; else echo closed; fi 2>/dev/null")
        #expect(closed.standardOutput.text == "closed\n")
    }

    @Test func signalsAreStillNamedInside() throws {
        let result = try contained("kill -ILL $$")
        #expect(result.termination == .signalled(ProcessSignal(number: SIGILL)))
        var limits = Fixture.limits(seconds: 8)
        limits.cpuSeconds = 1
        let busy = try contained("while :; do :; done", limits: limits)
        #expect(busy.termination == .cpuLimitExceeded(seconds: 1))
    }

    @Test func environmentIsExactlyWhatWasGiven() throws {
        setenv("WORKBOOK_TEST_SECRET", "hunter2", 1)
        let environment = EnvironmentPolicy.allowList(EnvironmentPolicy.untrustedNames)
        let request = ProcessRequest(executable: "env", environment: environment, limits: Fixture.limits())
        let result = try ProcessRunner.run(request)
        #expect(result.sandboxed)
        let names = Set(result.standardOutput.text.split(separator: "\n").compactMap { $0.split(separator: "=").first.map(String.init) })
        #expect(names == Set(environment.keys).union(["HOME", "TMPDIR"]))
    }
}

@Suite struct SandboxAvailabilityTests {
    @Test func noticeExplainsWhenThereIsNoSandbox() {
        if Sandbox.isAvailable {
            #expect(Sandbox.notice == nil)
        } else {
            #expect(Sandbox.notice?.hasPrefix("note: bubblewrap") == true)
        }
    }
}
