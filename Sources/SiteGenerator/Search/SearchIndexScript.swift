/// The search index as a script that sets `window.WORKBOOK_SEARCH`, so the search page can
/// load it with a `<script>` tag from `file://`, where fetching a JSON file is not allowed.
///
/// The JSON is written by hand, byte for byte what `JSONEncoder` gives with sorted keys and
/// unescaped slashes (a test holds the two together), because encoding the index through
/// `Codable` cost as much as rendering a chapter.
enum SearchIndexScript {
    static func script(for sections: [SearchSection]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sections.reduce(64) { $0 + $1.text.utf8.count + 128 })
        bytes.append(contentsOf: "window.WORKBOOK_SEARCH=[".utf8)
        for (position, section) in sections.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            // Keys in sorted order, as `.sortedKeys` writes them.
            let fields = [
                ("anchor", section.anchor), ("chapter", section.chapter), ("heading", section.heading),
                ("page", section.page), ("text", section.text),
            ]
            for (index, field) in fields.enumerated() {
                bytes.append(UInt8(ascii: index == 0 ? "{" : ","))
                appendString(field.0, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                appendString(field.1, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(contentsOf: "];\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON string literal. `</` is written `<\/`, so no text can end the script block.
    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var previous: UInt8 = 0
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "/") where previous == UInt8(ascii: "<"): bytes.append(contentsOf: #"\/"#.utf8)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
            previous = byte
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
