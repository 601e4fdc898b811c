import Markup
import MarkdownModel

extension ChapterRenderer {
    /// Raw HTML goes through ``HTMLSanitizer``; each refusal becomes an error at its line and
    /// column in the chapter, and each `<img src>` an image to copy like a Markdown image.
    func rawHTML(_ markup: String, at start: SourcePosition, isBlock: Bool, into html: inout MarkupWriter) {
        let result = HTMLSanitizer.sanitize(markup)
        for refusal in result.refusals {
            let position = position(ofOffset: refusal.offset, in: markup, startingAt: start, isBlock: isBlock)
            error(refusal.message, line: position.line, column: position.column, hint: refusal.hint)
        }
        for image in result.images where !image.source.isEmpty {
            let position = position(ofOffset: image.offset, in: markup, startingAt: start, isBlock: isBlock)
            images.append(ImageReference(source: image.source, line: position.line, column: position.column))
        }
        html.raw(result.html)
    }

    /// The chapter position of a byte offset in a raw HTML node. cmark gives where the node
    /// starts; its later lines (and a block's first) have lost any container prefix (`> `,
    /// a list item's indent), so they are found in their source line.
    func position(ofOffset offset: Int, in markup: String, startingAt start: SourcePosition, isBlock: Bool) -> SourcePosition {
        let bytes = Array(markup.utf8)
        let offset = min(offset, bytes.count)
        var lineIndex = 0
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            lineIndex += 1
            lineStart = index + 1
        }
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
        let column = offset - lineStart
        let line = start.line + lineIndex
        if lineIndex == 0 && !isBlock { return SourcePosition(line: line, column: start.column + column) }
        let literalLine = bytes[lineStart..<lineEnd]
        if let source = document.line(line).map({ Array($0.utf8) }), source.count >= literalLine.count,
            let found = (0...(source.count - literalLine.count)).first(where: {
                source[$0..<($0 + literalLine.count)].elementsEqual(literalLine)
            }) {
            return SourcePosition(line: line, column: found + column + 1)
        }
        return SourcePosition(line: line, column: (lineIndex == 0 ? start.column : 1) + column)
    }
}
