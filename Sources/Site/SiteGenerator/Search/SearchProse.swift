extension SearchSection {
    /// Adds a paragraph (or table cell) of prose, trimmed, one space after what came before.
    ///
    /// Trims on Unicode scalars, with the same set Foundation's `whitespacesAndNewlines`
    /// holds, instead of bridging every paragraph to `NSString`.
    mutating func appendProse(_ prose: String) {
        let trimmed = SearchProse.trimmed(prose)
        guard !trimmed.isEmpty else { return }
        if !text.isEmpty { text += " " }
        text += trimmed
    }
}

enum SearchProse {
    /// `text` without leading and trailing white space and line breaks; `text` itself when
    /// there is nothing to trim, which is nearly always.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    /// Exactly Foundation's `whitespacesAndNewlines`: Unicode's White_Space property (tab to
    /// carriage return, space, U+0085 and the Z categories) plus the zero-width space, which
    /// Foundation still counts from the days it was a space separator.
    @inline(__always)
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
}
