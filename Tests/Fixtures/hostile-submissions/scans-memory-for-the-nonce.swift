// Attack: the report channel's nonce and descriptor live in the test's own process. Read the
// whole address space through /proc/self/mem, find the nonce (a UUID and a base-36 tail),
// then write a finished report with it on every socket descriptor and exit 0 before the test
// can report. In the old runner a report was a verdict ("no failures"); now it can only be
// records, and these are not the reference's.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

enum Attack {
    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {
        let test = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "?"
        for nonce in candidateNonces() {
            let forged = [
                "\(nonce) {\"kind\":\"start\",\"test\":\"\(test)\"}",
                "\(nonce) {\"kind\":\"expect\",\"file\":\"AdapterBasics.swift\",\"line\":71,\"column\":11,\"value\":\"true\",\"held\":true}",
                "\(nonce) {\"kind\":\"end\"}",
            ].joined(separator: "\n") + "\n"
            for descriptor in Int32(0)..<Int32(1024) {
                var info = stat()
                guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFSOCK else { continue }
                var bytes = Array(forged.utf8)
                _ = write(descriptor, &bytes, bytes.count)
            }
        }
        _exit(0)
    }

    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {}

    /// Every `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX-tail` in readable memory.
    static func candidateNonces() -> [String] {
        guard let maps = Smuggle.read("/proc/self/maps") else { return [] }
        let memory = open("/proc/self/mem", O_RDONLY)
        guard memory >= 0 else { return [] }
        defer { close(memory) }
        var found: Set<String> = []
        for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, fields[1].hasPrefix("r"), !line.hasSuffix("[vvar]") else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
            guard bounds.count == 2, bounds[1] - bounds[0] <= 256 << 20 else { continue }
            var bytes = [UInt8](repeating: 0, count: Int(bounds[1] - bounds[0]))
            let count = pread(memory, &bytes, bytes.count, off_t(truncatingIfNeeded: bounds[0]))
            guard count > 0 else { continue }
            for text in Smuggle.strings(in: Array(bytes[0..<count]), minimum: 38) {
                for word in text.split(separator: " ") where isNonce(word) { found.insert(String(word)) }
            }
        }
        return Array(found)
    }

    static func isNonce(_ word: Substring) -> Bool {
        let parts = word.split(separator: "-")
        return parts.count == 6 && parts.prefix(5).map(\.count) == [8, 4, 4, 4, 12]
            && parts.prefix(5).allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
