/// Splitting text into lines on its UTF-8 bytes, with the line ends cmark knows: `\n`,
/// `\r\n` and a lone `\r`. `String.split(separator: "\n")` compares grapheme clusters, which
/// is slow and — because `"\r\n"` is one cluster — never splits a line that ends in CRLF.
/// A lone `\r` must end a line too: cmark counts it as one, so a chapter saved with
/// classic Mac line ends would otherwise have fewer lines than cmark's line numbers, and
/// every error in it would lose its quoted line and its column.
package enum TextLines {
    package static func split(_ text: String) -> [String] {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable(split) ?? Array(text.utf8).withUnsafeBufferPointer(split)
    }

    /// Cuts only at ASCII bytes, so every piece of valid UTF-8 stays valid UTF-8.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var lines: [String] = []
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]), as: UTF8.self))
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            lineStart = index
        }
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart...]), as: UTF8.self))
        return lines
    }

    /// The text without spaces and tabs at either end (not Foundation's whitespace set, which
    /// bridges every line through NSString).
    package static func trimmingSpacesAndTabs(_ text: String) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let scalars = Substring(text)
        guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isBlank($0) })!
        return scalars[first...last]
    }
}
