/// What a piece of Swift source *is*, as far as colouring it is concerned.
///
/// The set is deliberately small: enough to colour a listing the way Xcode does, not a parse tree.
public enum TokenKind: String, CaseIterable, Sendable {
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
