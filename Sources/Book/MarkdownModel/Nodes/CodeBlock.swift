/// A fenced or indented code block with its info string and where its code lines are, so
/// that generated Swift can point back at the chapter's own lines.
package struct CodeBlock: Sendable {
    /// The whole info string after the fence, e.g. `swift ignore="needs UIKit"`, as cmark
    /// reads it: backslash escapes removed and entities decoded.
    package var info: String
    /// The info string exactly as written on the fence line, from `infoColumn` to the end
    /// of the line without trailing blanks. Fence attributes are read from this, so that
    /// `\"` inside a quoted value reaches the attribute tokenizer and every column counts
    /// the characters the author typed.
    package var rawInfo: String
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
        info: String, rawInfo: String? = nil, code: String, isFenced: Bool, range: SourceRange,
        firstCodeLine: Int, infoColumn: Int
    ) {
        self.info = info
        self.rawInfo = rawInfo ?? info
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

    /// Everything after the language word, as written: the fence attributes. Words end
    /// where `language` ends, at any white space.
    package var attributes: Substring {
        rawInfo.drop { !$0.isWhitespace }.drop { $0.isWhitespace }
    }

    /// The column on the fence line where `attributes` starts, counted in characters as
    /// the attribute tokenizer and the caret under a quoted line count them (before the
    /// info string there are only ASCII markers and blanks, so bytes and characters agree).
    package var attributesColumn: Int {
        infoColumn + rawInfo.count - attributes.count
    }

    /// The code split into lines, without the final newline; split once, when the block is made.
    package let codeLines: [String]
}
