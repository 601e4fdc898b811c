import Diagnostics
import MarkdownModel

/// Swift-DocC's markers for code that is compiled but never shown: lines between
/// `// snippet.hide` and `// snippet.show` (or the end of the snippet).
enum HiddenRegions {
    static let hideMarker = "// snippet.hide"
    static let showMarker = "// snippet.show"

    /// The lines a reader sees: hidden regions, the markers themselves and blank lines at
    /// either end removed.
    /// Unbalanced markers are errors at their chapter line.
    static func visibleLines(of block: CodeBlock, in document: Document) throws(SourceError) -> [String] {
        var visible: [String] = []
        var hiddenSince: Int?
        for (offset, line) in block.codeLines.enumerated() {
            let marker = TextLines.trimmingSpacesAndTabs(line)
            let lineNumber = block.firstCodeLine + offset
            let column = line.prefix { $0 == " " || $0 == "\t" }.count + 1
            func misplaced(_ message: String, hint: String) -> SourceError {
                SourceError(
                    file: document.file, line: lineNumber, column: column, message: message, hint: hint,
                    sourceLine: document.line(lineNumber))
            }
            if marker == hideMarker {
                if let start = hiddenSince {
                    throw misplaced("'\(hideMarker)' inside a region already hidden since line \(start)",
                        hint: "end the first region with '\(showMarker)' before hiding again")
                }
                hiddenSince = lineNumber
            } else if marker == showMarker {
                guard hiddenSince != nil else {
                    throw misplaced("'\(showMarker)' without a matching '\(hideMarker)'",
                        hint: "remove it, or add '\(hideMarker)' above the lines to hide")
                }
                hiddenSince = nil
            } else if hiddenSince == nil {
                visible.append(line)
            }
        }
        // Blank lines left where a hidden region was cut out at either end would show as gaps.
        while let first = visible.first, TextLines.trimmingSpacesAndTabs(first).isEmpty { visible.removeFirst() }
        while let last = visible.last, TextLines.trimmingSpacesAndTabs(last).isEmpty { visible.removeLast() }
        return visible
    }
}
