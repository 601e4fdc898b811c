/// The one place diagnostics become text: `file:line:column: error: message`, the quoted
/// line with a caret under the column, indented detail, and `hint:` — the shape editors
/// and people already know from compilers.
package struct DiagnosticFormatter: Sendable {
    /// Paints the word `error:` (for a terminal); identity when colour is off.
    var paintSeverity: @Sendable (String) -> String

    package init(paintSeverity: @escaping @Sendable (String) -> String = { $0 }) {
        self.paintSeverity = paintSeverity
    }

    /// No colour: for files, pipes and tests.
    package static let plain = DiagnosticFormatter()

    package func format(_ error: SourceError) -> String {
        var text = "\(error.location): \(paintSeverity("error:")) \(error.message)"
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

    /// Every diagnostic, then how many there were.
    package func format(_ diagnostics: [Diagnostic]) -> String {
        (diagnostics.map(format) + ["\(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s")"])
            .joined(separator: "\n")
    }
}
