import SwiftHighlighter
import SwiftTokenizer

/// Shared helpers so each test reads as "this text is that kind".
let highlighter = SwiftHighlighter()

/// The tokens of `code` without whitespace, as `(kind, text)` pairs for compact expectations.
func significantTokens(_ code: String) -> [Token] {
    highlighter.tokens(code).filter { $0.kind != .whitespace }
}

/// The kind of the first token spelled `text` in `code`, or `nil` when no token is.
func kind(of text: String, in code: String) -> TokenKind? {
    highlighter.tokens(code).first { $0.text == text }?.kind
}

/// The kinds of every token spelled `text` in `code`, in order.
func kinds(of text: String, in code: String) -> [TokenKind] {
    highlighter.tokens(code).filter { $0.text == text }.map(\.kind)
}

/// Whether the tokens of `code` concatenate back to it exactly, scalar for scalar.
func roundTrips(_ code: String) -> Bool {
    let rebuilt = highlighter.tokens(code).map(\.text).joined()
    return Array(rebuilt.unicodeScalars) == Array(code.unicodeScalars)
}

func token(_ kind: TokenKind, _ text: String) -> Token {
    Token(kind: kind, text: text)
}
