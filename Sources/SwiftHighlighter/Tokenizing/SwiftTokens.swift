/// The tokenizer's segments for tools in this package that read Swift without highlighting it
/// (the course's content rules, for example): what each piece of text is, and nothing else.
package struct SwiftToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case whitespace
        /// An identifier or keyword, backticked or not.
        case word
        case number
        /// String text, including its delimiters and interpolation markers.
        case string
        /// A line, block or doc comment.
        case comment
        /// `@MainActor`, `#if`, `#sourceLocation` and the like.
        case attributeOrDirective
        /// Operators and punctuation.
        case symbol
    }

    package var kind: Kind
    package var text: String

    /// Cuts `code` into tokens; concatenating their texts gives `code` back.
    package static func tokens(in code: String) -> [SwiftToken] {
        Tokenizer.segments(in: code).map { SwiftToken(kind: Kind($0.kind), text: $0.text) }
    }
}

extension SwiftToken.Kind {
    init(_ kind: SegmentKind) {
        switch kind {
        case .whitespace: self = .whitespace
        case .word, .backtickedWord: self = .word
        case .number: self = .number
        case .stringText, .interpolationOpen, .interpolationClose: self = .string
        case .comment, .docComment: self = .comment
        case .attribute, .directive: self = .attributeOrDirective
        case .operatorSymbol, .punctuation, .plain: self = .symbol
        }
    }
}
