/// Splits a chapter's raw HTML into text, tags and comments the way HTML's tokenizer reads
/// them in body content — tag names end at white space, `/` or `>`; attribute values are
/// quoted with `"` or `'` or run to white space or `>`; an attribute name may start with
/// `=` — so the sanitizer judges the tags a browser would see. One pass over the bytes, no
/// backtracking beyond the tag being read: linear in the input.
///
/// A tag that does not end (no `>` before the end of the fragment) is not a tag: its `<`
/// becomes text. The elements whose content HTML reads as raw text (`script`, `style`,
/// `textarea`, …) are never allowed, so their content needs no special state here.
struct HTMLTagTokenizer {
    struct TagAttribute {
        /// Lowercased.
        var name: String
        /// The value as written, between its quotes; nil for a bare attribute (`open`).
        var value: String?
        /// Byte offset of the name in the fragment.
        var offset: Int
    }

    enum Token {
        /// Text up to the next tag, as written (byte range).
        case text(Range<Int>)
        /// A `<` that begins no tag.
        case lessThan(offset: Int)
        /// `<!-- … -->`, `<!…>`, `<?…>`: never shown.
        case comment(Range<Int>)
        case startTag(name: String, attributes: [TagAttribute], range: Range<Int>)
        case endTag(name: String, range: Range<Int>)
    }

    let bytes: [UInt8]
    private var index = 0

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    /// The text of a byte range of the fragment.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    mutating func next() -> Token? {
        guard index < bytes.count else { return nil }
        let start = index
        guard bytes[index] == UInt8(ascii: "<") else {
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
            return .text(start..<index)
        }
        if let comment = comment(at: start) { return comment }
        let afterSlash = at(start + 1) == UInt8(ascii: "/") ? start + 2 : start + 1
        guard let first = at(afterSlash), isASCIILetter(first) else {
            index = start + 1
            return .lessThan(offset: start)
        }
        var cursor = afterSlash
        while let byte = at(cursor), !isSpace(byte), byte != UInt8(ascii: "/"), byte != UInt8(ascii: ">") { cursor += 1 }
        let name = String(decoding: bytes[afterSlash..<cursor], as: UTF8.self).lowercased()
        guard let (attributes, end) = attributes(from: cursor) else {
            index = start + 1
            return .lessThan(offset: start)
        }
        index = end
        return afterSlash == start + 2
            ? .endTag(name: name, range: start..<end)
            : .startTag(name: name, attributes: attributes, range: start..<end)
    }

    /// `<!--…-->` (also `<!-->` and `<!--->`), or a bogus comment `<!…>` / `<?…>`; either may
    /// run to the end of the fragment, as in a browser.
    private mutating func comment(at start: Int) -> Token? {
        guard let second = at(start + 1), second == UInt8(ascii: "!") || second == UInt8(ascii: "?") else { return nil }
        var cursor = start + 2
        if second == UInt8(ascii: "!"), at(cursor) == UInt8(ascii: "-"), at(cursor + 1) == UInt8(ascii: "-") {
            cursor += 2
            if at(cursor) == UInt8(ascii: ">") { cursor += 1 }
            else if at(cursor) == UInt8(ascii: "-"), at(cursor + 1) == UInt8(ascii: ">") { cursor += 2 }
            else {
                // Ends at `-->` or `--!>`, or with the fragment.
                var end = bytes.count
                while cursor + 2 < bytes.count {
                    if bytes[cursor] == UInt8(ascii: "-"), bytes[cursor + 1] == UInt8(ascii: "-") {
                        if bytes[cursor + 2] == UInt8(ascii: ">") { end = cursor + 3; break }
                        if bytes[cursor + 2] == UInt8(ascii: "!"), at(cursor + 3) == UInt8(ascii: ">") { end = cursor + 4; break }
                    }
                    cursor += 1
                }
                cursor = end
            }
        } else {
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
            cursor = min(cursor + 1, bytes.count)
        }
        index = cursor
        return .comment(start..<cursor)
    }

    /// Reads attributes up to the tag's `>`; nil when the fragment ends first.
    private func attributes(from start: Int) -> ([TagAttribute], Int)? {
        var attributes: [TagAttribute] = []
        var seen = Set<String>()
        var cursor = start
        while true {
            while let byte = at(cursor), isSpace(byte) || byte == UInt8(ascii: "/") { cursor += 1 }
            guard let byte = at(cursor) else { return nil }
            if byte == UInt8(ascii: ">") { return (attributes, cursor + 1) }
            let nameStart = cursor
            cursor += 1  // The first character may be `=`.
            while let byte = at(cursor), !isSpace(byte), byte != UInt8(ascii: "/"), byte != UInt8(ascii: ">"),
                byte != UInt8(ascii: "=") { cursor += 1 }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
            while let byte = at(cursor), isSpace(byte) { cursor += 1 }
            var value: String?
            if at(cursor) == UInt8(ascii: "=") {
                cursor += 1
                while let byte = at(cursor), isSpace(byte) { cursor += 1 }
                guard let opening = at(cursor) else { return nil }
                if opening == UInt8(ascii: "\"") || opening == UInt8(ascii: "'") {
                    let valueStart = cursor + 1
                    cursor = valueStart
                    while let byte = at(cursor), byte != opening { cursor += 1 }
                    guard cursor < bytes.count else { return nil }
                    value = text(valueStart..<cursor)
                    cursor += 1
                } else {
                    let valueStart = cursor
                    while let byte = at(cursor), !isSpace(byte), byte != UInt8(ascii: ">") { cursor += 1 }
                    value = text(valueStart..<cursor)
                }
            }
            // A browser keeps the first of two attributes with one name.
            if seen.insert(name).inserted {
                attributes.append(TagAttribute(name: name, value: value, offset: nameStart))
            }
        }
    }

    private func at(_ position: Int) -> UInt8? { position >= 0 && position < bytes.count ? bytes[position] : nil }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
