/// The one place diagnostics become text: `file:line:column: error: message` (or
/// `warning:`), the quoted
/// line with a caret under the column, indented detail, and `hint:` — the shape editors
/// and people already know from compilers.
package struct DiagnosticFormatter: Sendable {
    /// Paints the word `error:` or `warning:` (for a terminal); identity when colour is off.
    var paintSeverity: @Sendable (String) -> String

    package init(paintSeverity: @escaping @Sendable (String) -> String = { $0 }) {
        self.paintSeverity = paintSeverity
    }

    /// No colour: for files, pipes and tests.
    package static let plain = DiagnosticFormatter()

    package func format(_ error: SourceError) -> String {
        var text = "\(error.location): \(paintSeverity(error.severity.rawValue + ":")) \(error.message)"
        if let sourceLine = error.sourceLine {
            // Tabs become single spaces so the caret stays under the column it names.
            let quoted = String(sourceLine.map { $0 == "\t" ? " " : $0 })
            text += "\n    \(quoted)\n    " + String(repeating: " ", count: max(0, error.column - 1)) + "^"
        }
        for line in error.detail { text += "\n  \(line)" }
        if let hint = error.hint { text += "\n  hint: \(hint)" }
        return text
    }

    package func format(_ error: ToolError) -> String {
        var text = "\(paintSeverity("error:")) \(error.message)"
        for line in error.detail { text += "\n  \(line)" }
        if let hint = error.hint { text += "\n  hint: \(hint)" }
        return text
    }

    package func format(_ diagnostic: Diagnostic) -> String {
        switch diagnostic {
        case .source(let error): format(error)
        case .tool(let error): format(error)
        }
    }

    /// Every diagnostic, then how many there were: `2 errors`, `1 error, 1 warning`.
    package func format(_ diagnostics: [Diagnostic]) -> String {
        (diagnostics.map(format) + [Self.count(diagnostics)]).joined(separator: "\n")
    }

    /// `N errors`, with `, N warnings` when there are any (and only `N warnings` when
    /// nothing is an error).
    package static func count(_ diagnostics: [Diagnostic]) -> String {
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let errors = diagnostics.count - warnings
        let warningText = "\(warnings) warning\(warnings == 1 ? "" : "s")"
        let errorText = "\(errors) error\(errors == 1 ? "" : "s")"
        if warnings == 0 { return errorText }
        return errors == 0 ? warningText : errorText + ", " + warningText
    }
}
