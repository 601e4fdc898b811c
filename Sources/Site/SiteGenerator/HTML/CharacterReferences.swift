/// Decodes HTML character references in an attribute value the way a browser reads them, so
/// the sanitizer decides on the value the browser will use (`&#106;avascript:` is
/// `javascript:`). Numeric references are decoded with or without their `;`. Named
/// references are decoded from a table of the ones that stand for ASCII punctuation and
/// spaces (`&colon;`, `&Tab;`, `&NewLine;`, …) plus the common ones; any other named
/// reference that ends in `;` is reported as unknown, and a URL that holds one is refused,
/// since the browser might decode it to a character that changes the URL's meaning.
package enum CharacterReferences {
    package struct Decoded: Equatable, Sendable {
        package var value: String
        /// A `&name;` not in the table was left as written.
        package var hasUnknownReference: Bool
    }

    package static func decode(_ text: Substring) -> Decoded {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return Decoded(value: String(text), hasUnknownReference: false) }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var unknown = false
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            if let (scalar, end) = numeric(bytes, from: index) {
                output.append(contentsOf: String(Character(scalar)).utf8)
                index = end
            } else if let (replacement, end, known) = named(bytes, from: index) {
                if known {
                    output.append(contentsOf: replacement.utf8)
                } else {
                    unknown = true
                    output.append(contentsOf: bytes[index..<end])
                }
                index = end
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return Decoded(value: String(decoding: output, as: UTF8.self), hasUnknownReference: unknown)
    }

    /// `&#106;`, `&#x6A`, … → the scalar (U+FFFD for none, a surrogate or past U+10FFFF) and
    /// the index after the reference.
    private static func numeric(_ bytes: [UInt8], from start: Int) -> (Unicode.Scalar, Int)? {
        var index = start + 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        let hex = index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "x")
        if hex { index += 1 }
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, let digit = digitValue(bytes[index], hex: hex) {
            value = min(value &* (hex ? 16 : 10) &+ digit, 0x11_0000)
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (scalar ?? "\u{FFFD}", index)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `&name;` → its text, the index after the `;`, and whether the table knows it. A name
    /// without `;` is not a reference here: it never stands for a letter or a colon.
    private static func named(_ bytes: [UInt8], from start: Int) -> (String, Int, Bool)? {
        var index = start + 1
        while index < bytes.count, index - start <= 32, isAlphanumeric(bytes[index]) { index += 1 }
        guard index > start + 1, index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        if let text = table[name] { return (text, index + 1, true) }
        return ("", index + 1, false)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Every named reference for ASCII punctuation and white space in HTML's list, and the
    /// few others chapters use.
    static let table: [String: String] = [
        "Tab": "\t", "NewLine": "\n", "nbsp": "\u{A0}", "NonBreakingSpace": "\u{A0}",
        "excl": "!", "quot": "\"", "QUOT": "\"", "num": "#", "dollar": "$", "percnt": "%",
        "amp": "&", "AMP": "&", "apos": "'", "lpar": "(", "rpar": ")", "ast": "*", "midast": "*",
        "plus": "+", "comma": ",", "period": ".", "sol": "/", "colon": ":", "semi": ";",
        "lt": "<", "LT": "<", "equals": "=", "gt": ">", "GT": ">", "quest": "?", "commat": "@",
        "lsqb": "[", "lbrack": "[", "bsol": "\\", "rsqb": "]", "rbrack": "]", "Hat": "^",
        "lowbar": "_", "UnderBar": "_", "grave": "`", "DiacriticalGrave": "`", "lcub": "{", "lbrace": "{",
        "verbar": "|", "vert": "|", "VerticalLine": "|", "rcub": "}", "rbrace": "}",
        "hyphen": "\u{2010}", "dash": "\u{2010}", "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}",
        "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "copy": "\u{A9}",
        "reg": "\u{AE}", "trade": "\u{2122}", "middot": "\u{B7}", "times": "\u{D7}", "rarr": "\u{2192}",
        "larr": "\u{2190}",
    ]
}
