/// A fenced or indented code block with its info string and where its code lines are, so
/// that generated Swift can point back at the chapter's own lines.
package struct CodeBlock: Sendable {
    /// The whole info string after the fence, e.g. `swift ignore="needs UIKit"`.
    package var info: String
    /// The code, without the fences; ends with a newline unless empty.
    package let code: String
    package var isFenced: Bool
    /// The block from its opening fence to its closing fence.
    package var range: SourceRange
    /// The 1-based line of the first code line (the line after the opening fence).
    package var firstCodeLine: Int
    /// The 1-based column where the info string starts on the fence line.
    package var infoColumn: Int

    package init(
        info: String, code: String, isFenced: Bool, range: SourceRange,
        firstCodeLine: Int, infoColumn: Int
    ) {
        self.info = info
        self.code = code
        self.isFenced = isFenced
        self.range = range
        self.firstCodeLine = firstCodeLine
        self.infoColumn = infoColumn
        var lines = TextLines.split(code)
        if lines.last == "" { lines.removeLast() }
        codeLines = lines
    }

    /// The first word of the info string: `swift`, `mermaid`, or empty.
    package var language: String {
        String(info.prefix { !$0.isWhitespace })
    }

    /// Everything after the language word: the fence attributes.
    package var attributes: Substring {
        info.drop { !$0.isWhitespace }.drop { $0.isWhitespace }
    }

    /// The code split into lines, without the final newline; split once, when the block is made.
    package let codeLines: [String]
}
