/// Cuts Swift source into segments without judging what the words mean.
///
/// Every step either consumes at least one scalar or pops a mode that an earlier, consuming step
/// pushed, so the loop always ends; unterminated constructs simply run to the end of input.
struct Tokenizer {
    var cursor: ScalarCursor
    private(set) var segments: [Segment] = []
    /// Never empty: the bottom entry is the top-level code.
    var modes: [LexicalMode] = [.code(openParentheses: 0)]

    static func segments(in code: String) -> [Segment] {
        var tokenizer = Tokenizer(cursor: ScalarCursor(code))
        tokenizer.run()
        return tokenizer.segments
    }

    private mutating func run() {
        while !cursor.isAtEnd, let mode = modes.last {
            switch mode {
            case .code: lexCode()
            case .string(let delimiter): lexStringBody(delimiter)
            }
        }
    }

    /// Appends the text from `start` to the cursor, merging string pieces that touch.
    mutating func emit(_ kind: SegmentKind, from start: Int) {
        guard cursor.position > start else { return }
        let text = cursor.text(from: start)
        if kind == .stringText, let last = segments.last, last.kind == .stringText {
            segments[segments.count - 1].text += text
        } else {
            segments.append(Segment(kind: kind, text: text))
        }
    }

    /// Consumes `count` scalars as one segment.
    mutating func emit(_ kind: SegmentKind, length count: Int) {
        let start = cursor.position
        cursor.advance(by: count)
        emit(kind, from: start)
    }

    private mutating func lexCode() {
        guard let scalar = cursor.peek() else { return }
        let start = cursor.position
        switch scalar {
        case _ where scalar.isSwiftWhitespace:
            cursor.advance(while: \.isSwiftWhitespace)
            emit(.whitespace, from: start)
        case "/" where cursor.peek(1) == "/":
            lexLineComment()
        case "/" where cursor.peek(1) == "*":
            lexBlockComment()
        case "\"":
            beginString(hashCount: 0)
        case "#":
            lexHash()
        case "@":
            lexAttribute()
        case "`":
            lexBacktickedWord()
        case "$":
            cursor.advance()
            cursor.advance(while: \.isIdentifierBody)
            emit(.word, from: start)
        case "(":
            openParenthesis()
        case ")":
            closeParenthesis()
        case ".":
            lexDot()
        case _ where scalar.isASCIIDigit:
            lexNumber()
        case _ where scalar.isIdentifierHead:
            cursor.advance(while: \.isIdentifierBody)
            emit(.word, from: start)
        case _ where scalar.isOperatorHead:
            lexOperator()
        case "[", "]", "{", "}", ",", ":", ";", "\\":
            emit(.punctuation, length: 1)
        default:
            emit(.plain, length: 1)
        }
    }

    private mutating func openParenthesis() {
        if modes.count > 1, case .code(let open) = modes[modes.count - 1] {
            modes[modes.count - 1] = .code(openParentheses: open + 1)
        }
        emit(.punctuation, length: 1)
    }

    /// A `)` with nothing left open inside an interpolation ends it and resumes the string.
    private mutating func closeParenthesis() {
        guard modes.count > 1, case .code(let open) = modes[modes.count - 1] else {
            emit(.punctuation, length: 1)
            return
        }
        if open == 0 {
            emit(.interpolationClose, length: 1)
            modes.removeLast()
        } else {
            modes[modes.count - 1] = .code(openParentheses: open - 1)
            emit(.punctuation, length: 1)
        }
    }
}
