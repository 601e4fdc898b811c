import Foundation
import Testing
import ProcessRunning

/// What a contained program can see of the host: the system and the Swift runtime, read-only,
/// and nothing of the checkout, the build folder, homes, /var or /run. Skipped where bwrap
/// cannot run.
@Suite(.enabled(if: Sandbox.isAvailable, "bubblewrap (bwrap) is not available here: \(Sandbox.notice ?? "")"))
struct SandboxViewTests {
    private func contained(
        _ script: String, arguments: [String] = [], limits: ProcessLimits = Fixture.limits(seconds: 60)
    ) throws -> ProcessResult {
        let result = try ProcessRunner.run(Fixture.pythonScript(script, arguments: arguments, limits: limits, sandbox: .contained()))
        #expect(result.sandboxed)
        return result
    }

    @Test func theCheckoutHomesAndServiceFoldersAreOutOfSight() throws {
        let repository = Fixture.repositoryRoot.resolvingSymlinksInPath().path
        let invisible = [
            repository, repository + "/.git", repository + "/.build", repository + "/Package.swift",
            "/work", "/home", "/root", "/var", "/run", "/srv", "/mnt", "/media", "/opt/swift/usr/bin", "/etc/hostname",
            "/etc/shadow", "/sys",
        ]
        let visible = ["/usr/bin/env", "/bin/sh", "/etc/ld.so.cache", "/tmp"]
        let paths = invisible + visible
        let result = try contained("""
            import os, sys
            for path in sys.argv[1:]:
                print(os.path.lexists(path))
            """, arguments: paths)
        let answers = result.standardOutput.text.split(separator: "\n").map { $0 == "True" }
        try #require(answers.count == paths.count, "\(result.combinedText)")
        let seen = Dictionary(uniqueKeysWithValues: zip(paths, answers))
        for path in invisible { #expect(seen[path] == false, "\(path) is visible inside the sandbox") }
        for path in visible { #expect(seen[path] == true, "\(path) is missing inside the sandbox") }
    }

    /// The program is shown alone: not the build folder next to it, with its object files.
    @Test func theProgramsOwnFolderIsNotShown() throws {
        try Fixture.withFolder { folder in
            let debug = folder.appendingPathComponent("debug")
            try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
            let objectFile = debug.appendingPathComponent("Solution.swift.o")
            try Data("reference solution".utf8).write(to: objectFile)
            let program = debug.appendingPathComponent("prober")
            try Data("""
                #!/bin/sh
                echo "me: $0"
                ls -A "$(dirname "$0")"
                cat '\(objectFile.path)' 2>/dev/null && echo "object file readable"
                ls '\(debug.path)' 2>/dev/null && echo "build folder listed"
                exit 0

                """.utf8).write(to: program)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
            let result = try ProcessRunner.run(ProcessRequest(executable: program.path, limits: Fixture.limits(), sandbox: .contained()))
            #expect(result.succeeded, "\(result.combinedText)")
            #expect(result.standardOutput.text == "me: /sandbox/bin/prober\nprober\n")
        }
    }

    /// Path sockets are files: a network namespace does not cover them. None is in the view.
    @Test func noSocketFileIsAnywhereInTheView() throws {
        let result = try contained("""
            import os, stat
            seen, sockets, stack = 0, [], ["/"]
            while stack:
                folder = stack.pop()
                try:
                    names = os.listdir(folder)
                except OSError:
                    continue
                for name in names:
                    path = os.path.join(folder, name)
                    try:
                        mode = os.lstat(path).st_mode
                    except OSError:
                        continue
                    seen += 1
                    if stat.S_ISSOCK(mode):
                        sockets.append(path)
                    elif stat.S_ISDIR(mode):
                        stack.append(path)
            print(seen)
            for path in sockets:
                print(path)
            """)
        let lines = result.standardOutput.text.split(separator: "\n").map(String.init)
        #expect(result.succeeded, "\(result.combinedText)")
        // The walk covered the system (tens of thousands of entries), and found no socket.
        #expect((lines.first.flatMap { Int($0) } ?? 0) > 10_000, "\(result.combinedText)")
        #expect(lines.dropFirst().isEmpty, "socket files in the sandbox: \(lines.dropFirst())")
    }

    @Test func socketsListeningInTheHostsTemporaryAndRunFoldersCannotBeReached() throws {
        let candidates: [String] = ["/tmp", "/var/tmp", "/run"]
        let folders = candidates.filter { access($0, W_OK) == 0 }
        let listeners = folders.compactMap { UnixListener(path: "\($0)/wb-\(UUID().uuidString.prefix(8)).sock") }
        try #require(!listeners.isEmpty, "no folder to listen in")
        let paths = listeners.map(\.path)
        let script = """
            import socket, sys
            for path in sys.argv[1:]:
                client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                try:
                    client.connect(path)
                    print("connected", path)
                except OSError as error:
                    print("refused", path)
            """
        // The listeners work: an uncontained program reaches every one of them.
        let outside = try ProcessRunner.run(Fixture.pythonScript(script, arguments: paths))
        #expect(outside.standardOutput.text == paths.map { "connected \($0)\n" }.joined(), "\(outside.combinedText)")
        let inside = try ProcessRunner.run(Fixture.pythonScript(script, arguments: paths, sandbox: .contained()))
        #expect(inside.sandboxed)
        #expect(inside.standardOutput.text == paths.map { "refused \($0)\n" }.joined(), "\(inside.combinedText)")
    }

    /// /tmp, the working folder and /dev/shm are tmpfs mounts of the set size: writing more
    /// fails inside, and nothing reaches the host's disk.
    @Test func privateFoldersAreCappedInMemoryMounts() throws {
        var limits = Fixture.limits()
        limits.temporaryFolderBytes = 1 << 20
        let marker = "sandbox-tmpfs-\(UUID().uuidString)"
        let result = try ProcessRunner.run(Fixture.shell("""
            for folder in "$TMPDIR" "$HOME" /dev/shm; do
                head -c 3000000 /dev/zero > "$folder/\(marker)" 2>/dev/null
                echo "$? $(wc -c < "$folder/\(marker)")"
            done
            touch /\(marker) /usr/\(marker) /dev/\(marker) 2>/dev/null || echo "elsewhere read-only"
            """, limits: limits, sandbox: .contained()))
        #expect(result.sandboxed)
        let lines = result.standardOutput.text.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(result.combinedText)")
        for line in lines.prefix(3) {
            let fields = line.split(separator: " ")
            #expect(fields.first != "0", "a write past the cap succeeded: \(line)")
            #expect((fields.last.flatMap { Int($0) } ?? .max) <= 1 << 20, "\(line)")
        }
        #expect(lines.last == "elsewhere read-only")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/\(marker)"))
        #expect(!FileManager.default.fileExists(atPath: "/\(marker)"))
    }
}
