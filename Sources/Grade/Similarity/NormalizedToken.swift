import SwiftTokenizer

/// One token of a submission as the comparison sees it: what kind of thing it is, not what it
/// is called, so a copy whose every name was changed reads the same as the original.
package struct NormalizedToken: Sendable, Equatable {
    /// `V` for any name, `S`, `N` and `B` for string, number and Boolean literals, and the text
    /// itself for keywords, operators and punctuation.
    package var symbol: String
    /// Which of the submission's files it is in (an index into its files).
    package var file: Int
    /// The 1-based line it starts on, which is what the reports point at.
    package var line: Int

    package init(symbol: String, file: Int, line: Int) { (self.symbol, self.file, self.line) = (symbol, file, line) }
}

/// Turns Swift source into normalised tokens with the project's own tokenizer.
///
/// What a copier changes for free is dropped or flattened: comments and layout vanish, every
/// identifier becomes one symbol, and every literal one symbol per kind. What is left is the
/// shape of the code — keywords, operators, brackets — which is what renaming cannot hide.
package enum TokenNormalizer {
    package static let name = "V"
    package static let string = "S"
    package static let number = "N"
    package static let boolean = "B"

    /// The normalised tokens of `text`, the `file`-th file of its submission.
    package static func tokens(of text: String, file: Int = 0) -> [NormalizedToken] {
        var result: [NormalizedToken] = []
        var line = 1
        var previousKind: TokenKind?
        for token in SwiftTokenizer().tokens(text) {
            defer {
                line += token.text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                if !isDropped(token.kind) { previousKind = token.kind }
            }
            guard !isDropped(token.kind) else { continue }
            // A literal the tokenizer cut in pieces (one per line of a multi-line string) is
            // one literal: reflowing its text must not change the count.
            if token.kind == .string, previousKind == .string { continue }
            result.append(NormalizedToken(symbol: symbol(of: token), file: file, line: line))
        }
        return result
    }

    /// Comments, documentation comments and white space carry no code.
    static func isDropped(_ kind: TokenKind) -> Bool {
        kind == .comment || kind == .docComment || kind == .whitespace
    }

    static func symbol(of token: Token) -> String {
        switch token.kind {
        case .identifier, .type, .property, .call: name
        case .string: string
        case .number: number
        case .keyword where token.text == "true" || token.text == "false": boolean
        default: token.text
        }
    }
}
