import Foundation
import Testing
import WorkbookTestSupport

/// The toolchain builds on macOS too (README, "On macOS"). No Mac is at hand here, so what can
/// be checked on Linux is checked: every header, call and path that exists only on Linux is
/// used inside a branch that only Linux compiles (`#if canImport(Glibc)` or `#if os(Linux)` in
/// Swift, `#if defined(__linux__)` in C). In Swift that branch has another beside it (`#elseif`,
/// `#else`) for the other systems, or their code would go missing; in C a Linux branch may
/// stand alone (an include, a faster path before a portable fallback), and the C files are
/// compiled here as macOS picks their branches, where those use only what POSIX gives both.
@Suite struct LinuxOnlyUseTests {
    /// What Linux has and macOS has not, as it appears in Swift.
    static let swiftTerms = [
        "import Glibc", "Glibc.", "\"/proc/", "SOCK_CLOEXEC", "MSG_NOSIGNAL", "pipe2", "renameat2", "RENAME_EXCHANGE",
        "O_PATH", "inotify", "epoll", "prctl",
    ]
    /// The same in C, with the headers only Linux has.
    static let cTerms = [
        "<linux/", "<sys/prctl.h>", "<sys/syscall.h>", "<sys/inotify.h>", "<sys/epoll.h>", "syscall(", "\"/proc/", "pipe2",
        "SOCK_CLOEXEC", "MSG_NOSIGNAL", "O_PATH", "renameat2", "RENAME_EXCHANGE", "inotify", "epoll", "prctl",
    ]

    @Test func sourcesUseLinuxOnlyThingsOnlyInLinuxBranches() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).sorted()
        var scanned = 0
        for file in files {
            let language: LinuxOnlyScan.Language
            switch (file as NSString).pathExtension {
            case "swift": language = .swift
            case "c", "h": language = .c
            default: continue
            }
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for finding in LinuxOnlyScan.findings(in: text, language: language) {
                Issue.record("Sources/\(file):\(finding.line): \(finding.problem)")
            }
            scanned += 1
        }
        #expect(scanned > 100, "only \(scanned) source files were scanned")
    }

    @Test func theScanFindsAnUnguardedUse() {
        let swift = """
            import Foundation
            import Glibc
            let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8) // "/proc/" in a comment is fine
            """
        #expect(LinuxOnlyScan.findings(in: swift, language: .swift).map(\.line) == [2, 3])
        let c = """
            #include <sys/syscall.h>
            // pipe2 in a comment is fine
            static int make(int ends[2]) { return pipe2(ends, O_CLOEXEC); }
            """
        #expect(LinuxOnlyScan.findings(in: c, language: .c).map(\.line) == [1, 3])
    }

    @Test func theScanAcceptsGuardedUsesWithAnotherBranch() {
        let swift = """
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            #if !os(Linux)
            let maps: String? = nil
            #else
            let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
            #endif
            """
        #expect(LinuxOnlyScan.findings(in: swift, language: .swift).isEmpty)
        let c = """
            #if defined(__linux__) && defined(SYS_renameat2)
            #include <sys/syscall.h>
            #elif defined(__APPLE__)
            #include <stdio.h>
            #endif
            #if !defined(__linux__)
            static int a(int e[2]) { return pipe(e); }
            #else
            static int a(int e[2]) { return pipe2(e, 0); }
            #endif
            """
        #expect(LinuxOnlyScan.findings(in: c, language: .c).isEmpty)
    }

    @Test func aLinuxBranchWithoutAnotherIsFound() {
        let swift = """
            #if canImport(Glibc)
            let written = Glibc.write(1, nil, 0)
            #endif
            """
        #expect(LinuxOnlyScan.findings(in: swift, language: .swift).map(\.line) == [1])
        let c = """
            #ifdef __linux__
            #include <linux/close_range.h>
            #endif
            """
        #expect(LinuxOnlyScan.findings(in: c, language: .c).isEmpty, "in C a Linux branch may stand alone")
    }

    /// The C files' branches for other systems, compiled here as macOS picks them: with
    /// `__linux__` undefined and without `_GNU_SOURCE` (which those files define only on Linux),
    /// so glibc declares only what POSIX and BSD give, and a GNU call such as pipe2 or a GNU
    /// flag such as O_PATH in those branches fails to compile. What Apple alone has
    /// (CFileExchange's renamex_np) cannot be compiled here.
    @Test(arguments: ["CProcessSpawn/CProcessSpawn.c", "CProcessSpawn/CRemoveTree.c"])
    func theCBranchesForOtherSystemsCompile(file: String) throws {
        let clang = try #require(LinuxOnlyScan.clang(), "clang, which the Swift toolchain ships, is not found")
        let source = repositoryRoot.appendingPathComponent("Sources/C/\(file)")
        let include = source.deletingLastPathComponent().appendingPathComponent("include")
        for linux in [true, false] {
            let process = Process()
            process.executableURL = clang
            process.arguments = ["-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-Werror=implicit-function-declaration", "-I", include.path]
                + (linux ? [] : ["-U__linux__"]) + [source.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(file) as \(linux ? "Linux" : "macOS") picks its branches:\n\(output)")
        }
    }
}

/// Finds Linux-only terms outside Linux-only branches of the preprocessor (Swift's `#if` or C's).
enum LinuxOnlyScan {
    enum Language { case swift, c }

    struct Finding: Equatable {
        var line: Int
        var problem: String
    }

    /// One `#if … #endif`: its branches' conditions so far, and whether the branch open now is
    /// compiled only on Linux.
    private struct Block {
        var line: Int
        var conditions: [String] = []
        var hasElse = false
        var linuxBranch = false
        var linuxOnlyNow = false
    }

    static func findings(in text: String, language: Language) -> [Finding] {
        let terms = language == .swift ? LinuxOnlyUseTests.swiftTerms : LinuxOnlyUseTests.cTerms
        var blocks: [Block] = []
        var found: [Finding] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if let directive = directive(line, language: language) {
                switch directive.keyword {
                case "if":
                    var block = Block(line: number, conditions: [directive.condition])
                    block.linuxOnlyNow = isLinux(directive.condition)
                    block.linuxBranch = block.linuxOnlyNow
                    blocks.append(block)
                case "elseif":
                    guard !blocks.isEmpty else { continue }
                    blocks[blocks.count - 1].conditions.append(directive.condition)
                    blocks[blocks.count - 1].linuxOnlyNow = isLinux(directive.condition)
                    blocks[blocks.count - 1].linuxBranch = blocks[blocks.count - 1].linuxBranch || isLinux(directive.condition)
                case "else":
                    guard !blocks.isEmpty else { continue }
                    let linux = blocks[blocks.count - 1].conditions.contains(where: isNotLinux)
                    blocks[blocks.count - 1].hasElse = true
                    blocks[blocks.count - 1].linuxOnlyNow = linux
                    blocks[blocks.count - 1].linuxBranch = blocks[blocks.count - 1].linuxBranch || linux
                default:  // endif
                    guard let block = blocks.popLast() else { continue }
                    if language == .swift && block.linuxBranch && block.conditions.count + (block.hasElse ? 1 : 0) < 2 {
                        found.append(Finding(line: block.line, problem: "a Linux-only branch with no other branch beside it for macOS"))
                    }
                }
                continue
            }
            guard !blocks.contains(where: \.linuxOnlyNow) else { continue }
            for term in terms where line.contains(term) {
                found.append(Finding(line: number, problem: "`\(term)` exists only on Linux: put it in a Linux-only branch"))
            }
        }
        return found
    }

    /// `#if X`, `#elseif X` (`#elif` in C), `#else`, `#endif`; `#ifdef X` is read as `#if X`.
    private static func directive(_ line: String, language: Language) -> (keyword: String, condition: String)? {
        guard line.hasPrefix("#") else { return nil }
        let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
        let word = String(body.prefix { $0.isLetter })
        let rest = body.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
        switch (word, language) {
        case ("if", _): return ("if", rest)
        case ("ifdef", .c): return ("if", "defined(\(rest))")
        case ("ifndef", .c): return ("if", "!defined(\(rest))")
        case ("elseif", .swift), ("elif", .c): return ("elseif", rest)
        case ("else", _): return ("else", "")
        case ("endif", _): return ("endif", "")
        default: return nil
        }
    }

    /// Compiled only on Linux: `canImport(Glibc)`, `os(Linux)`, `defined(__linux__)`, alone or
    /// with `&&` (which narrows it further).
    private static func isLinux(_ condition: String) -> Bool {
        let parts = condition.components(separatedBy: "&&").map { $0.trimmingCharacters(in: .whitespaces.union(["(", ")"])) }
        return parts.contains { ["canImport(Glibc", "os(Linux", "defined(__linux__"].contains($0) }
            && !condition.contains("||")
    }

    /// Compiled everywhere but Linux: `!os(Linux)`, `!canImport(Glibc)`, `!defined(__linux__)`
    /// alone, so that the `#else` after it is Linux's.
    private static func isNotLinux(_ condition: String) -> Bool {
        ["!os(Linux)", "!canImport(Glibc)", "!defined(__linux__)"].contains(condition.replacingOccurrences(of: " ", with: ""))
    }

    /// The line without a `//` comment, and unchanged when `//` is inside a string literal's
    /// first quotes (a URL).
    private static func withoutComment(_ line: Substring) -> String {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
        }
        return String(line)
    }

    /// The toolchain's clang: beside `swift` on PATH, or on PATH itself.
    static func clang() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("clang")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: swift.path) {
                let beside = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("clang")
                if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
            }
        }
        return nil
    }
}
