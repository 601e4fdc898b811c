/// What the tokenizer is inside of. Kept as a stack so strings nest inside interpolations
/// inside strings to any depth without recursion.
enum LexicalMode {
    /// Ordinary code. Inside an interpolation the count of unclosed `(` tells which `)` ends it.
    case code(openParentheses: Int)
    case string(StringDelimiter)
}

/// How a string literal was opened, and so how it ends and how its escapes look.
struct StringDelimiter {
    /// The `#`s around a raw string; escapes and the closing quote need the same number.
    var hashCount: Int
    /// Opened with `"""`.
    var isMultiline: Bool

    var closingQuote: StaticString { isMultiline ? "\"\"\"" : "\"" }

    var quoteLength: Int { isMultiline ? 3 : 1 }

    var closingLength: Int { quoteLength + hashCount }
}
