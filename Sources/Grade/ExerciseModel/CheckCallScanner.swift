import SwiftTokenizer

/// Finds the check calls of a test file with the Swift tokenizer's tokens (so a check named
/// inside a string or a comment is not one), and each call's message argument.
package enum CheckCallScanner {
    /// Every call of `observe`, `expect` and `expectEqual` in `text`, in order. A name that is
    /// declared (`func observe(`), reached as a member (`.expect(`) or already qualified
    /// (`GradingHarness::observe(`) is not a call of the grader's check.
    package static func calls(in text: String) -> [CheckCall] {
        let tokens = PositionedToken.cut(text)
        let significant = tokens.indices.filter { !tokens[$0].isTrivia }
        var calls: [CheckCall] = []
        for (rank, index) in significant.enumerated() {
            let token = tokens[index]
            guard token.kind == .call || token.kind == .identifier, let kind = CheckCall.Kind(rawValue: token.text),
                rank + 1 < significant.count, case let open = significant[rank + 1], tokens[open].text == "(",
                open == index + 1
            else { continue }
            if rank > 0 {
                let previous = tokens[significant[rank - 1]]
                if previous.text == "." || previous.text == "func" || previous.text == ":" && rank > 1
                    && tokens[significant[rank - 2]].text == ":" && significant[rank - 2] == significant[rank - 1] - 1
                {
                    continue
                }
            }
            let arguments = self.arguments(after: rank + 1, significant: significant, tokens: tokens)
            var call = CheckCall(
                kind: kind, calleeOffset: token.offset, line: tokens[open].line, column: tokens[open].column,
                message: nil, messageIsPlainLiteral: false, messageRange: nil)
            if kind.messageArgument < arguments.count, case let argument = arguments[kind.messageArgument],
                let first = argument.first, let last = argument.last, !isLabelled(argument, tokens: tokens)
            {
                call.messageRange = tokens[first].offset..<(tokens[last].offset + tokens[last].text.utf8.count)
                let strings = argument.filter { tokens[$0].kind == .string }
                if strings.count == argument.count {
                    call.messageIsPlainLiteral = strings.count == 1
                    call.message = strings.map { StringLiteralText.content(of: tokens[$0].text) }.joined()
                }
            }
            calls.append(call)
        }
        return calls
    }

    /// The significant-token indices of each top-level argument of the call whose `(` is at
    /// `significant[openRank]`.
    private static func arguments(after openRank: Int, significant: [Int], tokens: [PositionedToken]) -> [[Int]] {
        var arguments: [[Int]] = [[]]
        var depth = 0
        for index in significant[(openRank + 1)...] {
            let token = tokens[index]
            let opens = token.text == "(" || token.text == "[" || token.text == "{"
                || token.kind == .interpolationDelimiter && token.text.hasSuffix("(")
            let closes = token.text == ")" || token.text == "]" || token.text == "}"
            if token.kind == .punctuation || token.kind == .interpolationDelimiter {
                if opens { depth += 1 }
                if closes {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0 && token.text == "," {
                    arguments.append([])
                    continue
                }
            }
            arguments[arguments.count - 1].append(index)
        }
        return arguments.last?.isEmpty == true ? Array(arguments.dropLast()) : arguments
    }

    /// `line: 3` — a labelled argument is never the message.
    private static func isLabelled(_ argument: [Int], tokens: [PositionedToken]) -> Bool {
        argument.count >= 2 && tokens[argument[1]].text == ":" && tokens[argument[0]].kind != .string
    }
}

/// A highlighter token with its UTF-8 offset, 1-based line and 1-based UTF-8 column.
struct PositionedToken {
    var kind: TokenKind
    var text: String
    var offset: Int
    var line: Int
    var column: Int

    var isTrivia: Bool { kind == .whitespace || kind == .comment || kind == .docComment }

    static func cut(_ text: String) -> [PositionedToken] {
        var result: [PositionedToken] = []
        var offset = 0
        var line = 1
        var column = 1
        for token in SwiftTokenizer().tokens(text) {
            result.append(PositionedToken(kind: token.kind, text: token.text, offset: offset, line: line, column: column))
            for byte in token.text.utf8 {
                offset += 1
                if byte == 10 { line += 1; column = 1 } else { column += 1 }
            }
        }
        return result
    }
}

/// What a string literal token says, for showing a check's message: delimiters removed,
/// common escapes undone; a multi-line literal's lines kept as written.
enum StringLiteralText {
    static func content(of literal: String) -> String {
        var text = Substring(literal)
        var hashes = 0
        while text.hasPrefix("#") && text.hasSuffix("#") && text.count >= 2 {
            text = text.dropFirst().dropLast()
            hashes += 1
        }
        if text.hasPrefix("\"\"\"") && text.hasSuffix("\"\"\"") && text.count >= 6 {
            let body = text.dropFirst(3).dropLast(3)
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast()
            return lines.map { $0.trimmingLeadingSpaces }.joined(separator: "\n")
        }
        if text.hasPrefix("\"") { text = text.dropFirst() }
        if text.hasSuffix("\"") { text = text.dropLast() }
        guard hashes == 0 else { return String(text) }
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension Substring {
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}
