/// The segments that start with a sigil or symbol: `#`, `@`, backticks, dots and operators.
extension Tokenizer {
    /// `#"raw"#`, `#if`/`#Preview`, or a lone `#`.
    mutating func lexHash() {
        let hashCount = cursor.run(of: "#")
        if cursor.peek(hashCount) == "\"" {
            beginString(hashCount: hashCount)
        } else if hashCount == 1, cursor.peek(1)?.isIdentifierHead == true {
            let start = cursor.position
            cursor.advance()
            cursor.advance(while: \.isIdentifierBody)
            emit(.directive, from: start)
        } else {
            emit(.punctuation, length: 1)
        }
    }

    /// `@MainActor`; the arguments of `@objc(name)` are left to be lexed as code.
    mutating func lexAttribute() {
        guard cursor.peek(1)?.isIdentifierHead == true else {
            emit(.punctuation, length: 1)
            return
        }
        let start = cursor.position
        cursor.advance()
        cursor.advance(while: \.isIdentifierBody)
        emit(.attribute, from: start)
    }

    /// `` `default` `` when closed on the same line; otherwise a stray backtick.
    mutating func lexBacktickedWord() {
        var length = 1
        while let scalar = cursor.peek(length), scalar != "`", !scalar.isLineBreak { length += 1 }
        if length > 1, cursor.peek(length) == "`" {
            emit(.backtickedWord, length: length + 1)
        } else {
            emit(.punctuation, length: 1)
        }
    }

    /// `..<` and `...` are operators (dot operators may continue with dots); a single `.` is
    /// member access.
    mutating func lexDot() {
        guard cursor.peek(1) == "." else {
            emit(.punctuation, length: 1)
            return
        }
        lexOperator(allowingDots: true)
    }

    /// A run of operator characters, stopping where a comment begins.
    mutating func lexOperator(allowingDots: Bool = false) {
        let start = cursor.position
        cursor.advance()
        while let scalar = cursor.peek(), scalar.isOperatorBody || (allowingDots && scalar == ".") {
            if scalar == "/", cursor.peek(1) == "/" || cursor.peek(1) == "*" { break }
            cursor.advance()
        }
        emit(.operatorSymbol, from: start)
    }
}
