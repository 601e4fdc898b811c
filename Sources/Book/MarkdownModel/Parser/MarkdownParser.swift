import Diagnostics
import CCmarkGFM
import Foundation

/// The one door to cmark-gfm. Parses Markdown with GitHub's extensions (tables,
/// strikethrough, autolinks, tag filter, task lists) and hands back a plain Swift tree;
/// no other module touches the C API.
package enum MarkdownParser {
    /// The GFM extensions every chapter is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Parses text that is already known to be valid UTF-8. A document that nests deeper than
    /// `NestingLimit.maximumDepth` is an error at the first node past the limit.
    package static func parse(_ source: String, file: String) throws -> Document {
        try parse(source, file: file, nestingLimit: NestingLimit.maximumDepth)
    }

    static func parse(_ source: String, file: String, nestingLimit: Int) throws -> Document {
        // cmark-gfm keeps the extensions' special characters in a process-wide table that
        // attaching an extension fills and freeing a parser clears, so two parsers at once
        // lose each other's `~` (strikethrough). One parse at a time.
        lock.lock()
        defer { lock.unlock() }
        _ = registerExtensions
        let sourceLines = TextLines.split(source)

        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else {
            return Document(file: file, blocks: [], sourceLines: sourceLines)
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var bytes = Array(source.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else {
            return Document(file: file, blocks: [], sourceLines: sourceLines)
        }
        defer { cmark_node_free(root) }
        if let error = NestingLimit.check(root, file: file, sourceLines: sourceLines, limit: nestingLimit) { throw error }
        let converter = CMarkNodeConverter(sourceLines: sourceLines)
        return Document(file: file, blocks: converter.blocks(under: root), sourceLines: sourceLines)
    }

    /// Parses raw bytes, rejecting anything that is not UTF-8 with the line and column of
    /// the first bad byte.
    package static func parse(data: Data, file: String) throws -> Document {
        guard let source = String(validUTF8: data) else {
            let (line, column) = firstInvalidUTF8Position(in: Array(data))
            throw SourceError(
                file: file, line: line, column: column,
                message: "the file is not valid UTF-8",
                hint: "save the chapter as UTF-8 (most editors have an 'encoding' option)")
        }
        return try parse(source, file: file)
    }

    /// Reads and parses a file; `displayPath` is what messages call it (relative to the book).
    package static func parse(fileAt url: URL, displayPath: String) throws -> Document {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SourceError(
                file: displayPath, line: 1, column: 1, message: "cannot read the file",
                hint: "check that it exists and is readable")
        }
        return try parse(data: data, file: displayPath)
    }

    private static let lock = NSLock()

    private static let registerExtensions: Void = {
        cmark_gfm_core_extensions_ensure_registered()
    }()

    /// Where the first byte that is not UTF-8 sits, 1-based, counting columns in bytes;
    /// shared with `workbook diagram`, which reports a diagram file the way chapters are.
    package static func firstInvalidUTF8Position(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let width = validSequenceLength(bytes, at: index)
            if width == 0 { return (line, index - lineStart + 1) }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += width
        }
        return (line, index - lineStart + 1)
    }

    /// The length of the UTF-8 sequence starting at `index`, or 0 if it is malformed.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let width: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: width = 2
        case 0xE0...0xEF: width = 3
        case 0xF0...0xF4: width = 4
        default: return 0
        }
        guard index + width <= bytes.count else { return 0 }
        let slice = Array(bytes[index..<(index + width)])
        return String(validUTF8: slice) == nil ? 0 : width
    }
}
