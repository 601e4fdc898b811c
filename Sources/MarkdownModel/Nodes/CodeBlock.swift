/// A fenced or indented code block with its info string and where its code lines are, so
/// that generated Swift can point back at the chapter's own lines.
public struct CodeBlock: Sendable {
    /// The whole info string after the fence, e.g. `swift ignore="needs UIKit"`.
    public var info: String
    /// The code, without the fences; ends with a newline unless empty.
    public var code: String
    public var isFenced: Bool
    /// The block from its opening fence to its closing fence.
    public var range: SourceRange
    /// The 1-based line of the first code line (the line after the opening fence).
    public var firstCodeLine: Int
    /// The 1-based column where the info string starts on the fence line.
    public var infoColumn: Int

    public init(
        info: String, code: String, isFenced: Bool, range: SourceRange,
        firstCodeLine: Int, infoColumn: Int
    ) {
        self.info = info
        self.code = code
        self.isFenced = isFenced
        self.range = range
        self.firstCodeLine = firstCodeLine
        self.infoColumn = infoColumn
    }

    /// The first word of the info string: `swift`, `mermaid`, or empty.
    public var language: String {
        String(info.prefix { !$0.isWhitespace })
    }

    /// Everything after the language word: the fence attributes.
    public var attributes: Substring {
        info.drop { !$0.isWhitespace }.drop { $0.isWhitespace }
    }

    /// The code split into lines, without the final newline.
    public var codeLines: [String] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
