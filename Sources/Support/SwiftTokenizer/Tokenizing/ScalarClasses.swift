/// The character classes of Swift's lexical grammar, simplified where a highlighter can afford it.
extension Unicode.Scalar {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }

    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }

    var isHexDigit: Bool { isASCIIDigit || ("a"..."f").contains(self) || ("A"..."F").contains(self) }

    var isLineBreak: Bool { self == "\n" || self == "\r" }

    /// Spaces and line breaks; non-ASCII spaces too, so a pasted non-breaking space stays quiet.
    var isSwiftWhitespace: Bool {
        switch self {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}": return true
        default: return !isASCII && properties.isWhitespace
        }
    }

    /// Letters, `_`, and (generously) any non-ASCII scalar that is not an operator or a space.
    var isIdentifierHead: Bool {
        if isASCII { return isASCIILetter || self == "_" }
        return !isOperatorHead && !isSwiftWhitespace
    }

    var isIdentifierBody: Bool { isIdentifierHead || isASCIIDigit }

    /// Characters that may start an operator, including Swift's Unicode operator ranges.
    var isOperatorHead: Bool {
        switch self {
        case "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?": return true
        default: return !isASCII && Self.unicodeOperatorHeads.contains { $0.contains(value) }
        }
    }

    /// Operator heads plus the combining marks that may follow one.
    var isOperatorBody: Bool {
        isOperatorHead || Self.operatorCombiningMarks.contains { $0.contains(value) }
    }

    private static let unicodeOperatorHeads: [ClosedRange<UInt32>] = [
        0x00A1...0x00A7, 0x00A9...0x00A9, 0x00AB...0x00AC, 0x00AE...0x00AE, 0x00B0...0x00B1,
        0x00B6...0x00B6, 0x00BB...0x00BB, 0x00BF...0x00BF, 0x00D7...0x00D7, 0x00F7...0x00F7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
        0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
        0x3008...0x3020, 0x3030...0x3030,
    ]

    private static let operatorCombiningMarks: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        0xE0100...0xE01EF,
    ]
}
