/// Text drawn in a diagram: one or more lines, each a sequence of styled runs.
///
/// Plain labels have one unstyled run per line; markdown labels (``"`**bold** text`"``)
/// carry bold and italic runs. Labels are measured and drawn as plain SVG `<text>`.
package struct Label: Sendable, Equatable, CustomStringConvertible {
    package struct Run: Sendable, Equatable {
        package var text: String
        var isBold: Bool
        var isItalic: Bool

        package init(_ text: String, bold: Bool = false, italic: Bool = false) {
            self.text = text
            self.isBold = bold
            self.isItalic = italic
        }
    }

    /// Each line is a list of runs.
    package var lines: [[Run]]

    package init(lines: [[Run]]) {
        self.lines = lines
    }

    /// A plain label from already-decoded text; `<br>` splits lines.
    package init(plain text: String) {
        lines = EntityCodes.splitLineBreaks(text).map { [Run($0.trimmed)] }
    }

    /// The lines without styling, for descriptions and tests.
    package var plainLines: [String] {
        lines.map { $0.map(\.text).joined() }
    }

    /// All lines joined with a space.
    package var plainText: String { plainLines.joined(separator: " ") }

    package var description: String { plainLines.joined(separator: "\n") }

    package var isEmpty: Bool { plainLines.allSatisfy { $0.isEmpty } }

    /// Parses a markdown string's body: `**bold**`, `*italic*` (or `_italic_`), literal
    /// newlines and `<br>` as line breaks.
    package init(markdown text: String) {
        var result: [[Run]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap({ EntityCodes.splitLineBreaks(String($0)) })
        {
            result.append(Label.markdownRuns(line.trimmed))
        }
        lines = result
    }

    private static func markdownRuns(_ line: String) -> [Run] {
        var runs: [Run] = []
        var bold = false
        var italic = false
        var current = ""
        let chars = Array(line)
        var index = 0
        func flush() {
            if !current.isEmpty { runs.append(Run(current, bold: bold, italic: italic)) }
            current = ""
        }
        while index < chars.count {
            if chars[index] == "*" || chars[index] == "_" {
                if index + 1 < chars.count, chars[index + 1] == chars[index] {
                    flush()
                    bold.toggle()
                    index += 2
                    continue
                }
                flush()
                italic.toggle()
                index += 1
                continue
            }
            current.append(chars[index])
            index += 1
        }
        flush()
        return runs.isEmpty ? [Run("")] : runs
    }
}
