/// Follows the significant segments in order to notice the simple places where a type comes next:
/// after `->`, after `name:` in `let`/`var` and type headers, and after `label:` inside the
/// parameter list of a `func`, `init` or `subscript` declaration.
struct TypePositionTracker {
    /// Whether the next word names a type.
    private(set) var expectsType = false

    private var previous: Segment?
    private var beforePrevious: Segment?
    private var parenthesisDepth = 0
    private var awaitingParameterClause = false
    private var parameterClauseDepth: Int?

    mutating func observe(_ segment: Segment, classifiedAs kind: TokenKind) {
        if expectsType, !keepsExpectingType(segment, kind) { expectsType = false }

        switch (segment.kind, segment.text) {
        case (.operatorSymbol, "->"):
            expectsType = true
        case (.punctuation, ":"):
            if colonIntroducesType() { expectsType = true }
        case (.punctuation, "("):
            parenthesisDepth += 1
            if awaitingParameterClause {
                parameterClauseDepth = parenthesisDepth
                awaitingParameterClause = false
            }
        case (.punctuation, ")"):
            if parenthesisDepth == parameterClauseDepth { parameterClauseDepth = nil }
            parenthesisDepth = max(0, parenthesisDepth - 1)
        case (.punctuation, "{"), (.operatorSymbol, "="):
            awaitingParameterClause = false
        case (_, "func"), (_, "init"), (_, "subscript"):
            // `.init(…)` and `super.init(…)` are calls, not declarations.
            if kind == .keyword, previous?.isPunctuation(".") != true { awaitingParameterClause = true }
        default:
            break
        }
        beforePrevious = previous
        previous = segment
    }

    /// `some`, `inout`, attributes and opening brackets come before the type itself.
    private func keepsExpectingType(_ segment: Segment, _ kind: TokenKind) -> Bool {
        switch kind {
        case .keyword, .contextualKeyword: return KeywordSets.typeModifiers.contains(segment.text)
        case .attribute: return true
        default: return segment.isPunctuation("(") || segment.isPunctuation("[")
        }
    }

    private func colonIntroducesType() -> Bool {
        if let depth = parameterClauseDepth, depth == parenthesisDepth { return true }
        guard let name = previous, name.isWord, let introducer = beforePrevious else { return false }
        if introducer.kind == .operatorSymbol { return introducer.text == "<" }
        return introducer.kind == .word && KeywordSets.typeAnnotationIntroducers.contains(introducer.text)
    }
}
