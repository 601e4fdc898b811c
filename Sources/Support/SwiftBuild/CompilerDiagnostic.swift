/// One `file:line:column: error: message` line from the Swift compiler. Generated lessons
/// carry `#sourceLocation`, so for lesson code `file` is the chapter (`chapters/FILE.md`).
package struct CompilerDiagnostic: Equatable, Sendable, CustomStringConvertible {
    package enum Severity: String, Sendable {
        case error
        case warning
    }

    package var file: String
    package var line: Int
    package var column: Int
    package var severity: Severity
    package var message: String

    package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// Every error and warning in a compiler's output, in order and without repeats
    /// (SwiftPM can print a diagnostic once per compile job).
    package static func parse(_ output: String, relativeTo root: String? = nil) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for rawLine in output.split(separator: "\n") {
            guard let diagnostic = parseLine(String(rawLine), root: root), !result.contains(diagnostic) else {
                continue
            }
            result.append(diagnostic)
        }
        return result
    }

    static func parseLine(_ line: String, root: String?) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            var file = location.dropLast(2).joined(separator: ":")
            if let root, file.hasPrefix(root + "/") { file = String(file.dropFirst(root.count + 1)) }
            return CompilerDiagnostic(
                file: file, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
