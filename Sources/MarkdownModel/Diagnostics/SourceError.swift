/// An error in an input file, printed the way compilers print them so editors and people
/// can jump to it: `file:line:column: error: message`, the offending line with a caret,
/// and a hint saying what to do about it.
public struct SourceError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var hint: String?
    /// The text of the offending line, quoted under the message when known.
    public var sourceLine: String?

    public init(
        file: String, line: Int, column: Int = 1, message: String,
        hint: String? = nil, sourceLine: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
        self.sourceLine = sourceLine
    }

    public var location: String { "\(file):\(line):\(column)" }

    public var description: String {
        var text = "\(location): error: \(message)"
        if let sourceLine {
            // Tabs become single spaces so the caret stays under the column it names.
            let quoted = String(sourceLine.map { $0 == "\t" ? " " : $0 })
            text += "\n    \(quoted)\n    " + String(repeating: " ", count: max(0, column - 1)) + "^"
        }
        if let hint { text += "\n  hint: \(hint)" }
        return text
    }
}

/// Several errors found in one pass, reported together so an author fixes them in one go.
public struct SourceErrors: Error, CustomStringConvertible, Sendable {
    public var errors: [SourceError]

    public init(_ errors: [SourceError]) { self.errors = errors }

    public var description: String {
        errors.map(\.description).joined(separator: "\n")
            + "\n\(errors.count) error\(errors.count == 1 ? "" : "s")"
    }
}
