/// Submissions that misbehave in one test (the one that counts to a thousand) or try to fake
/// a pass. Each is a whole `Solution.swift`.
enum HostileSubmissions {
    static func counter(incrementBody: String, extra: String = "") -> String {
        """
        #if canImport(Glibc)
        import Glibc
        #endif

        struct Counter {
            private(set) var value = 0
            mutating func increment() {
        \(incrementBody)
            }
            mutating func reset() { value = 0 }
        }
        \(extra)

        """
    }

    static let loopsForever = counter(incrementBody: """
                if value == 5 { while true {} }
                value += 1
        """)

    static let traps = counter(incrementBody: """
                if value == 3 { value = Int.max }
                value += 1
        """)

    static let overflowsTheStack = counter(incrementBody: """
                if value == 4 { value = depth(100_000_000) }
                value += 1
        """, extra: """
        func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
        """)

    static let floodsOutput = counter(incrementBody: """
                if value == 6 { while true { print(String(repeating: "x", count: 1000)) } }
                value += 1
        """)

    /// Fails at line 8 of the learner's file: `value += "one"`.
    static let doesNotCompile = counter(incrementBody: """
                value += "one"
        """)

    /// Prints a report, writes one with a made-up nonce and with every word it can find in the
    /// environments and command lines of its own process and the sandbox's first one (bwrap) to
    /// every descriptor, then exits 0 before the test could report. The nonce is in none of them.
    static let forgesReports = counter(incrementBody: """
                forgeReports()
                value += 1
        """, extra: """
        func forgeReports() {
            var nonces = ["forged"]
            // Wherever a secret could sit for other processes to read: environments and
            // command lines, this process's and the sandbox's first process's.
            for path in ["/proc/self/environ", "/proc/1/environ", "/proc/1/cmdline", "/proc/self/cmdline"] {
                guard let file = fopen(path, "r") else { continue }
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = fread(&buffer, 1, buffer.count, file)
                    if count <= 0 { break }
                    bytes += buffer[0..<count]
                }
                fclose(file)
                for entry in bytes.split(separator: 0) {
                    // Any word that could be a nonce: every value and every argument.
                    let text = String(decoding: entry, as: UTF8.self)
                    let value = text.split(separator: "=", maxSplits: 1).last.map(String.init) ?? text
                    if !nonces.contains(value) { nonces.append(value) }
                }
            }
            for nonce in nonces {
                let line = nonce + " {\\"expectations\\":5,\\"failures\\":[]}\\n"
                print(line, terminator: "")
                for descriptor in Int32(3)..<Int32(1024) { _ = write(descriptor, line, line.utf8.count) }
            }
            exit(0)
        }
        """)

    /// Behaves like the reference unless it can read a hidden test file, then crashes saying so.
    static func readsHiddenTests(_ paths: [String]) -> String {
        counter(incrementBody: """
                    for path in \(paths) {
                        if let file = fopen(path, "r") { fclose(file); fatalError("read the hidden tests at " + path) }
                    }
                    value += 1
            """)
    }
}
