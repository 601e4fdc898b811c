/// An error in an input file — a chapter, a diagram, an exercise — at the line and column
/// where it is (or, with `severity` `.warning`, something there that is legal but likely a
/// mistake). Stages throw and return these as values; only the command line turns them
/// into text (through `DiagnosticFormatter`), the way compilers print them.
package struct SourceError: Error, CustomStringConvertible, Equatable, Sendable {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String
    package var hint: String?
    /// The text of the offending line, quoted under the message with a caret when known.
    package var sourceLine: String?
    /// Lines that explain the error further (both sides of a failed equality, what a
    /// compiler said), shown indented under the message.
    package var detail: [String]
    /// `.error` unless the problem stops nothing.
    package var severity: Severity

    package init(
        file: String, line: Int, column: Int = 1, message: String,
        hint: String? = nil, sourceLine: String? = nil, detail: [String] = [], severity: Severity = .error
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
        self.sourceLine = sourceLine
        self.detail = detail
    }

    /// `file:line:column`.
    package var location: String { "\(file):\(line):\(column)" }

    package var description: String { DiagnosticFormatter.plain.format(self) }
}

/// Several errors found in one pass, reported together so an author fixes them in one go.
package struct SourceErrors: Error, CustomStringConvertible, Sendable {
    package var errors: [SourceError]

    package init(_ errors: [SourceError]) { self.errors = errors }

    package var description: String { DiagnosticFormatter.plain.format(errors.map(Diagnostic.source)) }
}
