/// Splitting text into lines on its UTF-8 bytes. `String.split(separator: "\n")` compares
/// grapheme clusters, which is slow and — because `"\r\n"` is one cluster — never splits a
/// line that ends in CRLF. Splitting on the newline byte is fast and treats CRLF as a line
/// end too (the `\r` is dropped).
package enum TextLines {
    package static func split(_ text: String) -> [String] {
        var lines: [String] = []
        var utf8 = text.utf8[...]
        while let newline = utf8.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(line(utf8[..<newline]))
            utf8 = utf8[utf8.index(after: newline)...]
        }
        lines.append(line(utf8))
        return lines
    }

    private static func line(_ bytes: Substring.UTF8View) -> String {
        let content = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(Substring(content))
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
