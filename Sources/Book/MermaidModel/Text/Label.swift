/// Text drawn in a diagram: one or more lines, each a sequence of styled runs.
///
/// Labels as written in a diagram are read by `LabelMarkup` (inline HTML such as `<b>`,
/// character references, markdown strings); `Label(plain:)` is for text the renderer makes
/// itself. Labels are measured and drawn as plain SVG `<text>` (DiagramRenderer's `TextMetrics`).
package struct Label: Sendable, Equatable, CustomStringConvertible {
    package struct Run: Sendable, Equatable {
        /// Subscript and superscript: smaller text below or above the baseline.
        package enum Shift: Sendable, Equatable { case none, sub, sup }

        package var text: String
        package var isBold: Bool
        package var isItalic: Bool
        /// `<code>`: a monospace font.
        package var isCode = false
        package var isUnderlined = false
        package var isStruck = false
        /// `<small>`: a step smaller.
        package var isSmall = false
        package var shift = Shift.none

        package init(_ text: String, bold: Bool = false, italic: Bool = false) {
            self.text = text
            self.isBold = bold
            self.isItalic = italic
        }
    }

    /// Each line is a list of runs.
    package var lines: [[Run]]
    /// Lines that are a horizontal rule (`<hr>`) rather than text; they hold one empty run.
    package var rules: Set<Int> = []

    package init(lines: [[Run]], rules: Set<Int> = []) {
        self.lines = lines
        self.rules = rules
    }

    /// A plain label from already-decoded text the renderer makes itself (an ID, a number);
    /// `<br>` splits lines, and nothing else is read as markup.
    package init(plain text: String) {
        lines = EntityCodes.splitLineBreaks(text).map { [Run($0.trimmed)] }
    }

    /// A markdown string's body as written (``"`**bold** text`"`` without its quotes and
    /// backticks), read by `LabelMarkup`; unsupported tags are dropped without a warning.
    package init(markdown text: String) {
        self = LabelMarkup.read(Array(text), syntax: .markdown).label
    }

    /// The lines without styling, for descriptions and tests; rules are left out.
    package var plainLines: [String] {
        lines.indices.filter { !rules.contains($0) }.map { lines[$0].map(\.text).joined() }
    }

    /// All lines joined with a space.
    package var plainText: String { plainLines.joined(separator: " ") }

    package var description: String { plainLines.joined(separator: "\n") }

    package var isEmpty: Bool { rules.isEmpty && plainLines.allSatisfy { $0.isEmpty } }
}
