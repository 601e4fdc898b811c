/// Number literals: decimal, `0x`, `0b`, `0o`, fractions, exponents and `_` separators.
extension Tokenizer {
    mutating func lexNumber() {
        let start = cursor.position
        switch (cursor.peek(), cursor.peek(1)) {
        case ("0", "x"?), ("0", "X"?):
            cursor.advance(by: 2)
            lexHexadecimalBody()
        case ("0", "b"?), ("0", "B"?):
            cursor.advance(by: 2)
            cursor.advance(while: { $0 == "0" || $0 == "1" || $0 == "_" })
        case ("0", "o"?), ("0", "O"?):
            cursor.advance(by: 2)
            cursor.advance(while: { ("0"..."7").contains($0) || $0 == "_" })
        default:
            lexDecimalBody()
        }
        // A malformed tail such as `12abc` stays part of the number rather than becoming a word.
        cursor.advance(while: { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" })
        emit(.number, from: start)
    }

    private mutating func lexDecimalBody() {
        cursor.advance(while: isDecimalBody)
        // `1.5` is a fraction; `1.description` and `1...5` are not.
        if cursor.peek() == ".", cursor.peek(1)?.isASCIIDigit == true {
            cursor.advance()
            cursor.advance(while: isDecimalBody)
        }
        lexExponent(markers: ["e", "E"])
    }

    private mutating func lexHexadecimalBody() {
        cursor.advance(while: { $0.isHexDigit || $0 == "_" })
        // A hexadecimal fraction only counts when a `p` exponent follows it.
        if cursor.peek() == ".", cursor.peek(1)?.isHexDigit == true {
            var length = 1
            while let scalar = cursor.peek(length), scalar.isHexDigit || scalar == "_" { length += 1 }
            guard cursor.peek(length) == "p" || cursor.peek(length) == "P" else { return }
            cursor.advance(by: length)
        }
        lexExponent(markers: ["p", "P"])
    }

    private mutating func lexExponent(markers: Set<Unicode.Scalar>) {
        guard let marker = cursor.peek(), markers.contains(marker) else { return }
        let signLength = (cursor.peek(1) == "+" || cursor.peek(1) == "-") ? 1 : 0
        guard cursor.peek(1 + signLength)?.isASCIIDigit == true else { return }
        cursor.advance(by: 1 + signLength)
        cursor.advance(while: isDecimalBody)
    }

    private func isDecimalBody(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIIDigit || scalar == "_"
    }
}
