/// Cuts Swift source into classified tokens: the lexer the highlighter colours and the mutation
/// engine, the exercise checks and the iOS type-check read, with no HTML attached.
///
/// Two stages kept apart so each stays small: the tokenizer cuts the text into lexical
/// segments, and the grammar classifies them into tokens.
package struct SwiftTokenizer: Sendable {
    package init() {}

    /// The classified tokens of `code`; their texts concatenate back to `code` exactly.
    package func tokens(_ code: String) -> [Token] {
        SwiftGrammar().tokens(from: Tokenizer.segments(in: code))
    }
}
