import SwiftTokenizer

/// A highlighter token with where it sits in its source (0-based line, 1-based column).
struct ScannedToken {
    var kind: TokenKind
    var text: String
    var line: Int
    var column: Int

    /// Whitespace and comments: what the scanner looks past.
    var isTrivia: Bool { kind == .whitespace || kind == .comment || kind == .docComment }
    var containsNewline: Bool { kind == .whitespace && text.contains("\n") }
    /// An identifier-like word: a name, a called function, a property or a type.
    var isName: Bool { [.identifier, .call, .property, .type].contains(kind) }
}
