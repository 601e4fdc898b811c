/// An error in an input file — a chapter, a diagram, an exercise — at the line and column
/// where it is. Stages throw and return these as values; only the command line turns them
/// into text (through `DiagnosticFormatter`), the way compilers print them.
public struct SourceError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var hint: String?
    /// The text of the offending line, quoted under the message with a caret when known.
    public var sourceLine: String?
    /// Lines that explain the error further (both sides of a failed equality, what a
    /// compiler said), shown indented under the message.
    public var detail: [String]

    public init(
        file: String, line: Int, column: Int = 1, message: String,
        hint: String? = nil, sourceLine: String? = nil, detail: [String] = []
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
        self.sourceLine = sourceLine
        self.detail = detail
    }

    /// `file:line:column`.
    public var location: String { "\(file):\(line):\(column)" }

    public var description: String { DiagnosticFormatter.plain.format(self) }
}

/// Several errors found in one pass, reported together so an author fixes them in one go.
public struct SourceErrors: Error, CustomStringConvertible, Sendable {
    public var errors: [SourceError]

    public init(_ errors: [SourceError]) { self.errors = errors }

    public var description: String { DiagnosticFormatter.plain.format(errors.map(Diagnostic.source)) }
}
