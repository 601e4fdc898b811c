import Foundation

/// A diagram's text after the pre-processing both diagram types share, with enough
/// bookkeeping to report errors at the chapter's line and column.
///
/// Lines are never removed: comments, front matter and `%%{init}%%` directives are blanked,
/// so a line's index in `lines` plus `firstLine` is always its line in the chapter.
package struct DiagramSource: Sendable {
    let file: String
    let firstLine: Int
    /// The original lines (CRLF already folded to LF), used to quote errors.
    let originalLines: [String]
    /// The lines the parsers read: comments and directives blanked.
    let lines: [[Character]]
    /// `title:` from YAML front matter, if any.
    let frontMatterTitle: String?

    package init(_ text: String, file: String, firstLine: Int) {
        self.file = file
        self.firstLine = firstLine
        // Most diagrams have no carriage return at all; only those pay for the replacing.
        let normalised = !text.utf8.contains(UInt8(ascii: "\r")) ? text
            : text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let original = normalised.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        originalLines = original
        var cleaned = original
        var title: String?
        // YAML front matter: `---` on the first non-blank line up to the next `---`.
        if let start = cleaned.firstIndex(where: { !$0.trimmed.isEmpty }), cleaned[start].trimmed == "---",
            let end = cleaned[(start + 1)...].firstIndex(where: { $0.trimmed == "---" })
        {
            for index in start...end {
                let line = cleaned[index].trimmed
                if line.hasPrefix("title:") {
                    title = String(line.dropFirst(6)).trimmed.strippingQuotes
                }
                cleaned[index] = ""
            }
        }
        for index in cleaned.indices {
            let line = cleaned[index].trimmed
            // `%%{init: …}%%` directives and whole-line `%%` comments.
            if line.hasPrefix("%%") { cleaned[index] = "" }
        }
        lines = cleaned.map { Array($0) }
        frontMatterTitle = title
    }

    /// The index of the first line holding anything (the diagram's header).
    package var headerIndex: Int? {
        lines.firstIndex { line in line.contains { !$0.isWhitespace } }
    }

    /// An error at `column` (1-based) of line `index` (0-based within the diagram).
    package func error(_ message: String, line index: Int, column: Int, hint: String? = nil) -> DiagramError {
        let quoted = index < originalLines.count ? originalLines[index] : ""
        return DiagramError(
            file: file, line: firstLine + index, column: max(1, column), message: message,
            hint: hint, sourceLine: quoted)
    }

    /// A warning there: something the diagram shows differently from how it is written.
    func warning(_ message: String, line index: Int, column: Int, hint: String? = nil) -> DiagramError {
        var warning = error(message, line: index, column: column, hint: hint)
        warning.severity = .warning
        return warning
    }
}

extension String {
    var trimmed: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// `"text"` → `text`; anything else unchanged.
    var strippingQuotes: String {
        if count >= 2, first == "\"", last == "\"" { return String(dropFirst().dropLast()) }
        return self
    }
}
