import Diagnostics
import Foundation
import Testing
import ProcessRunning

@Suite struct EnvironmentTests {
    @Test func childSeesExactlyTheAllowListedVariables() throws {
        setenv("WORKBOOK_TEST_SECRET", "hunter2", 1)
        let environment = EnvironmentPolicy.allowList(EnvironmentPolicy.untrustedNames, adding: ["GREETING": "hello"])
        let request = ProcessRequest(executable: "env", environment: environment, limits: Fixture.limits(), sandbox: .none)
        let result = try ProcessRunner.run(request)
        let names = Set(result.standardOutput.text.split(separator: "\n").compactMap { $0.split(separator: "=").first.map(String.init) })
        #expect(names == Set(environment.keys).union(["HOME", "TMPDIR"]))
        #expect(!result.standardOutput.text.contains("hunter2"))
        #expect(result.standardOutput.text.contains("GREETING=hello\n"))
    }

    @Test func homeAndTemporaryFolderAreInsideThePrivateFolder() throws {
        let result = try ProcessRunner.run(
            Fixture.shell("pwd; echo \"$HOME\"; echo \"$TMPDIR\"; touch \"$TMPDIR/x\" && echo writable"))
        let lines = result.standardOutput.text.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(result.combinedText)")
        #expect(lines[1] == lines[0])
        #expect(lines[2].hasPrefix(lines[0] + "/"))
        #expect(lines[3] == "writable")
    }

    @Test func allowListTakesOnlyNamedVariablesAndExtrasWin() {
        let from = ["PATH": "/bin", "SECRET": "x", "LANG": "C"]
        let result = EnvironmentPolicy.allowList(["PATH", "LANG", "TZ"], adding: ["LANG": "C.UTF-8"], from: from)
        #expect(result == ["PATH": "/bin", "LANG": "C.UTF-8"])
        #expect(EnvironmentPolicy.untrustedNames == ["PATH", "LANG", "LC_ALL", "TZ"])
        #expect(EnvironmentPolicy.toolNames.contains("HOME") && EnvironmentPolicy.toolNames.contains("PATH"))
    }
}

@Suite struct WorkingDirectoryTests {
    @Test func privateFolderIsFreshAndRemovedAfterwards() throws {
        let first = try ProcessRunner.run(Fixture.shell("pwd; ls -A; touch left-behind"))
        let second = try ProcessRunner.run(Fixture.shell("pwd"))
        let folder = first.standardOutput.text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(folder.hasPrefix(FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path))
        #expect(first.standardOutput.text == folder + "\n.tmp\n")
        #expect(second.standardOutput.text != first.standardOutput.text)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func privateFolderIsRemovedEvenWhenTheProgramIsKilled() throws {
        let result = try ProcessRunner.run(
            Fixture.shell("pwd; mkdir -p a/b; touch a/b/c; chmod 0 a/b; sleep 30", limits: Fixture.limits(seconds: 0.5)))
        #expect(result.termination == .timedOut(afterSeconds: 0.5))
        let folder = result.standardOutput.text.trimmingCharacters(in: .newlines)
        #expect(!folder.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func givenFolderIsUsedAndKept() throws {
        try Fixture.withFolder { folder in
            let result = try ProcessRunner.run(Fixture.shell("pwd; echo kept > file", in: folder))
            #expect(result.standardOutput.text == folder.path + "\n")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("file").path))
        }
    }

    @Test func missingFolderOrProgramCannotStart() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        #expect(throws: ToolError.self) { try ProcessRunner.run(Fixture.shell("true", in: missing)) }
        let error = #expect(throws: ToolError.self) {
            try ProcessRunner.run(ProcessRequest(executable: "no-such-program-\(UUID().uuidString)", sandbox: .none))
        }
        #expect(error?.message.hasPrefix("cannot start 'no-such-program-") == true)
        #expect(throws: ToolError.self) { try ProcessRunner.run(ProcessRequest(executable: "/etc/hostname", sandbox: .none)) }
        #expect(throws: ToolError.self) { try ProcessRunner.run(ProcessRequest(executable: "/tmp", sandbox: .none)) }
    }
}

@Suite struct ReportChannelTests {
    @Test func fileDescriptorThreeComesBackAsTheReport() throws {
        let result = try ProcessRunner.run(Fixture.shell("echo secret >&3; echo out", report: true))
        #expect(result.report?.text == "secret\n")
        #expect(result.standardOutput.text == "out\n")
    }

    @Test func withoutTheChannelFileDescriptorThreeIsClosed() throws {
        let result = try ProcessRunner.run(Fixture.shell("if echo x >&3; then echo open; else echo closed; fi 2>/dev/null"))
        #expect(result.standardOutput.text == "closed\n")
        #expect(result.report == nil)
    }

    @Test func onlyTheStandardDescriptorsAreInherited() throws {
        let result = try ProcessRunner.run(Fixture.shell("ls /proc/self/fd", report: true))
        // 0, 1, 2, the report pipe 3, and the descriptor ls opened to read the folder.
        let fds = result.standardOutput.text.split(separator: "\n").compactMap { Int($0) }
        #expect(fds.count == 5 && fds.prefix(4) == [0, 1, 2, 3], "\(fds)")
    }

    @Test func reportIsCappedLikeTheOtherStreams() throws {
        var limits = Fixture.limits()
        limits.reportBytes = 10
        let result = try ProcessRunner.run(Fixture.shell("printf 0123456789abcdef >&3", limits: limits, report: true))
        #expect(result.report?.data == Data("0123456789".utf8))
        #expect(result.report?.droppedBytes == 6)
    }
}
