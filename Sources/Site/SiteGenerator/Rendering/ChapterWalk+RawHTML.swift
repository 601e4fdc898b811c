import MarkupWriting
import MarkdownModel

extension ChapterWalk {
    /// Raw HTML goes through ``HTMLSanitizer``, whose refusals were reported at load
    /// (`PageScan`); each `<img src>` is an image to copy like a Markdown image.
    mutating func rawHTML(_ markup: String, at start: SourcePosition, isBlock: Bool, into html: inout MarkupWriter) {
        let result = HTMLSanitizer.sanitize(markup)
        var locator = RawHTMLLocator(markup: markup, start: start, isBlock: isBlock, document: document)
        for image in result.images where !image.source.isEmpty {
            let position = locator.position(ofOffset: image.offset)
            images.append(ImageReference(source: image.source, line: position.line, column: position.column))
        }
        html.raw(result.html)
    }
}

/// The chapter position of a byte offset in a raw HTML node. cmark gives where the node
/// starts; its later lines (and a block's first) have lost any container prefix (`> `, a
/// list item's indent), so each is found once in its source line.
struct RawHTMLLocator {
    let bytes: [UInt8]
    let start: SourcePosition
    let isBlock: Bool
    let document: Document
    /// Byte offset where each line of the node begins.
    let lineStarts: [Int]
    /// Per line of the node: the source column (0-based) its text starts at.
    private var columns: [Int: Int] = [:]

    init(markup: String, start: SourcePosition, isBlock: Bool, document: Document) {
        let bytes = Array(markup.utf8)
        self.bytes = bytes
        self.start = start
        self.isBlock = isBlock
        self.document = document
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    mutating func position(ofOffset offset: Int) -> SourcePosition {
        let offset = min(offset, bytes.count)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineIndex = low
        let column = offset - lineStarts[lineIndex]
        let line = start.line + lineIndex
        if lineIndex == 0 && !isBlock { return SourcePosition(line: line, column: start.column + column) }
        if columns[lineIndex] == nil { columns[lineIndex] = sourceColumn(ofLine: lineIndex) }
        return SourcePosition(line: line, column: columns[lineIndex]! + column + 1)
    }

    private func sourceColumn(ofLine lineIndex: Int) -> Int {
        let fallback = lineIndex == 0 ? start.column - 1 : 0
        var lineEnd = lineStarts[lineIndex]
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
        let literal = bytes[lineStarts[lineIndex]..<lineEnd]
        guard let source = document.line(start.line + lineIndex).map({ Array($0.utf8) }), source.count >= literal.count
        else { return fallback }
        // A container prefix is short: look for the node's line near the start of the source line.
        let lastCandidate = min(source.count - literal.count, 64)
        return (0...lastCandidate).first { source[$0..<($0 + literal.count)].elementsEqual(literal) } ?? fallback
    }
}
