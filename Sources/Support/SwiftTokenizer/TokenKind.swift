/// What a piece of Swift source *is*, as far as colouring it is concerned.
///
/// The set is deliberately small: enough to colour a listing the way Xcode does, not a parse tree.
package enum TokenKind: String, CaseIterable, Sendable {
    /// A reserved word: `func`, `let`, `if`, `self`, `Self`, `true`, `nil`, `await`, …
    case keyword
    /// A word that is a keyword only where it is used as one: `some`, `get`, `weak`, `async`, …
    case contextualKeyword
    /// A type name: a capitalised identifier, or any identifier in a simple type position.
    case type
    /// String literal text, including its quotes and `#` delimiters.
    case string
    /// The `\(` (or `\#(`) that opens, and the `)` that closes, an interpolation.
    case interpolationDelimiter
    /// An integer or floating-point literal in any radix.
    case number
    /// A `//` or `/* */` comment.
    case comment
    /// A `///` or `/** */` documentation comment.
    case docComment
    /// An attribute such as `@MainActor` or `@objc` (arguments are highlighted as code).
    case attribute
    /// A `#` directive or macro: `#if`, `#sourceLocation`, `#selector`, `#Preview`, …
    case directive
    /// An operator, built-in or custom: `+`, `->`, `...`, `??`, `<*>`, …
    case `operator`
    /// Brackets, commas, colons, semicolons and the member-access dot.
    case punctuation
    /// A plain identifier.
    case identifier
    /// A member reached with `.` that is not called.
    case property
    /// A function or method being called.
    case call
    /// Spaces, tabs and line breaks.
    case whitespace
    /// Anything else (stray control characters and the like), kept so nothing is ever lost.
    case plain
}

extension TokenKind {
    /// The kind's position in `allCases`, for tables indexed by kind without hashing.
    package var ordinal: Int {
        switch self {
        case .keyword: 0
        case .contextualKeyword: 1
        case .type: 2
        case .string: 3
        case .interpolationDelimiter: 4
        case .number: 5
        case .comment: 6
        case .docComment: 7
        case .attribute: 8
        case .directive: 9
        case .operator: 10
        case .punctuation: 11
        case .identifier: 12
        case .property: 13
        case .call: 14
        case .whitespace: 15
        case .plain: 16
        }
    }
}
