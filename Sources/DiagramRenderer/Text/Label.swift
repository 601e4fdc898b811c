/// Text drawn in a diagram: one or more lines, each a sequence of styled runs.
///
/// Plain labels have one unstyled run per line; markdown labels (``"`**bold** text`"``)
/// carry bold and italic runs. Labels are measured and drawn as plain SVG `<text>`.
public struct Label: Sendable, Equatable, CustomStringConvertible {
    public struct Run: Sendable, Equatable {
        public var text: String
        public var isBold: Bool
        public var isItalic: Bool

        public init(_ text: String, bold: Bool = false, italic: Bool = false) {
            self.text = text
            self.isBold = bold
            self.isItalic = italic
        }
    }

    /// Each line is a list of runs.
    public var lines: [[Run]]

    public init(lines: [[Run]]) {
        self.lines = lines
    }

    /// A plain label from already-decoded text; `<br>` splits lines.
    public init(plain text: String) {
        lines = EntityCodes.splitLineBreaks(text).map { [Run($0.trimmed)] }
    }

    /// The lines without styling, for descriptions and tests.
    public var plainLines: [String] {
        lines.map { $0.map(\.text).joined() }
    }

    /// All lines joined with a space.
    public var plainText: String { plainLines.joined(separator: " ") }

    public var description: String { plainLines.joined(separator: "\n") }

    public var isEmpty: Bool { plainLines.allSatisfy { $0.isEmpty } }

    /// Parses a markdown string's body: `**bold**`, `*italic*` (or `_italic_`), literal
    /// newlines and `<br>` as line breaks.
    public init(markdown text: String) {
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
