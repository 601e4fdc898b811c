import ProcessRunning

/// Makes sense of a lesson that died before reporting: the runtime's `Fatal error` line and,
/// from the backtrace, the first frame in a chapter (generated lessons are compiled with
/// `#sourceLocation`, so frames in lesson code name `chapters/FILE.md:LINE:COLUMN`).
struct CrashReport {
    /// e.g. `Fatal error: Index out of range`.
    var reason: String?
    var file: String?
    var line: Int?
    var column: Int?

    init(standardError: String) {
        let lines = standardError.split(separator: "\n").map(String.init)
        if let fatal = RunWording.swiftFatalError(in: standardError) {
            reason = String(fatal)
            // `chapters/x.md:12: Fatal error: …` when the lesson itself called fatalError.
            let line = fatal.base[..<fatal.startIndex]
            let start = line.lastIndex(of: "\n").map(line.index(after:)) ?? line.startIndex
            let prefix = line[start...].trimmingCharacters(in: .whitespaces)
            if prefix.hasPrefix("chapters/") { locate(String(prefix.dropLast())) }
        }
        if let frame = lines.first(where: { $0.contains(" at chapters/") }),
            let range = frame.range(of: " at chapters/")
        {
            locate(String(frame[frame.index(range.lowerBound, offsetBy: 4)...]).trimmingCharacters(in: .whitespaces))
        }
    }

    /// Reads `chapters/FILE.md:LINE[:COLUMN]`.
    private mutating func locate(_ text: String) {
        let parts = text.split(separator: ":")
        guard parts.count >= 2, let lineNumber = Int(parts[1]) else { return }
        file = String(parts[0])
        line = lineNumber
        column = parts.count >= 3 ? Int(parts[2]) : nil
    }
}
