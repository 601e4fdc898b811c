/// Mermaid's escapes: `#name;` / `#123;` entity codes and `<br>` line breaks.
///
/// Entity codes are recognised where statements are split, so `#59;` never ends a statement
/// and `#35;` never starts a comment; they are decoded only once a label has been cut out.
enum EntityCodes {
    /// The named entities chapters are likely to need (HTML names), for `#name;` here and
    /// `&name;` in labels (`CharacterReference`).
    static let named: [String: Character] = [
        "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{00A0}",
        "num": "#", "semi": ";", "colon": ":", "comma": ",", "lpar": "(", "rpar": ")",
        "lsqb": "[", "rsqb": "]", "lbrace": "{", "rbrace": "}", "vert": "|", "sol": "/",
        "bsol": "\\", "hyphen": "-", "plus": "+", "equals": "=", "excl": "!", "quest": "?",
        "hearts": "♥", "rarr": "→", "larr": "←", "harr": "↔", "uarr": "↑", "darr": "↓",
        "hellip": "…", "mdash": "—", "ndash": "–", "copy": "©", "check": "✓", "times": "×",
        "infin": "∞", "deg": "°", "middot": "·", "bull": "•", "laquo": "«", "raquo": "»",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "ensp": "\u{2002}", "emsp": "\u{2003}",
        "thinsp": "\u{2009}", "trade": "™", "reg": "®", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢",
        "sect": "§", "para": "¶", "plusmn": "±", "divide": "÷", "minus": "−", "ne": "≠", "le": "≤", "ge": "≥",
        "lArr": "⇐", "rArr": "⇒", "hArr": "⇔", "dagger": "†", "prime": "′", "micro": "µ", "frac12": "½",
        "star": "☆", "cross": "✗", "lambda": "λ", "mu": "μ", "pi": "π", "sum": "∑", "isin": "∈", "empty": "∅",
    ]

    /// The length of the entity code starting at `index` (a `#`), or nil if there is none.
    static func length(in chars: [Character], at index: Int) -> Int? {
        guard index < chars.count, chars[index] == "#" else { return nil }
        var end = index + 1
        let isDigits = end < chars.count && chars[end].isASCII && chars[end].isNumber
        while end < chars.count, chars[end].isASCII,
            isDigits ? chars[end].isNumber : chars[end].isLetter
        {
            end += 1
        }
        guard end > index + 1, end < chars.count, chars[end] == ";" else { return nil }
        return end - index + 1
    }

    /// The character an entity code's body (`quot`, `35`) stands for, if it is known.
    static func character(named body: String) -> Character? {
        if let code = UInt32(body) { return Unicode.Scalar(code).map(Character.init) }
        return named[body]
    }

    /// Replaces every recognised entity code by its character; unknown names stay as written.
    static func decode(_ text: String) -> String {
        let chars = Array(text)
        guard chars.contains("#") else { return text }
        var result = ""
        var index = 0
        while index < chars.count {
            if let length = length(in: chars, at: index) {
                let body = String(chars[(index + 1)..<(index + length - 1)])
                if let code = UInt32(body), let scalar = Unicode.Scalar(code) {
                    result.append(Character(scalar))
                    index += length
                    continue
                }
                if let character = named[body] {
                    result.append(character)
                    index += length
                    continue
                }
            }
            result.append(chars[index])
            index += 1
        }
        return result
    }

    /// Splits at `<br>`, `<br/>` and `<br />` in any case.
    static func splitLineBreaks(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        let chars = Array(text)
        var index = 0
        while index < chars.count {
            if chars[index] == "<", let length = lineBreakLength(chars, at: index) {
                lines.append(current)
                current = ""
                index += length
                continue
            }
            current.append(chars[index])
            index += 1
        }
        lines.append(current)
        return lines
    }

    private static func lineBreakLength(_ chars: [Character], at index: Int) -> Int? {
        var cursor = index + 1
        guard cursor + 1 < chars.count, chars[cursor].lowercased() == "b", chars[cursor + 1].lowercased() == "r"
        else { return nil }
        cursor += 2
        while cursor < chars.count, chars[cursor] == " " { cursor += 1 }
        if cursor < chars.count, chars[cursor] == "/" { cursor += 1 }
        guard cursor < chars.count, chars[cursor] == ">" else { return nil }
        return cursor - index + 1
    }
}
