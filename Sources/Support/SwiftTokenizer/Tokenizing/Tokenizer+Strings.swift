/// String literals: plain, multi-line and raw, with interpolations that switch back to code.
extension Tokenizer {
    /// Consumes the opening `#…"` or `#…"""` and enters string mode.
    mutating func beginString(hashCount: Int) {
        let start = cursor.position
        cursor.advance(by: hashCount)
        let isMultiline = cursor.hasPrefix("\"\"\"")
        cursor.advance(by: isMultiline ? 3 : 1)
        emit(.stringText, from: start)
        modes.append(.string(StringDelimiter(hashCount: hashCount, isMultiline: isMultiline)))
    }

    /// Consumes string text up to the closing delimiter, an interpolation, or (for a single-line
    /// string) a line break, which Swift does not allow inside one, so the damage stays on its line.
    mutating func lexStringBody(_ delimiter: StringDelimiter) {
        let start = cursor.position
        while let scalar = cursor.peek() {
            if scalar == "\"", isClosing(delimiter) {
                cursor.advance(by: delimiter.closingLength)
                emit(.stringText, from: start)
                modes.removeLast()
                return
            }
            if scalar == "\\", cursor.run(of: "#", at: 1) >= delimiter.hashCount {
                let escapeLength = 1 + delimiter.hashCount
                if cursor.peek(escapeLength) == "(" {
                    emit(.stringText, from: start)
                    emit(.interpolationOpen, length: escapeLength + 1)
                    modes.append(.code(openParentheses: 0))
                    return
                }
                // An escape: the character after it (a quote, say) never ends the string.
                cursor.advance(by: escapeLength + 1)
                continue
            }
            if scalar.isLineBreak, !delimiter.isMultiline {
                emit(.stringText, from: start)
                modes.removeLast()
                return
            }
            cursor.advance()
        }
        emit(.stringText, from: start)
    }

    private func isClosing(_ delimiter: StringDelimiter) -> Bool {
        cursor.hasPrefix(delimiter.closingQuote) && cursor.run(of: "#", at: delimiter.quoteLength) >= delimiter.hashCount
    }
}
