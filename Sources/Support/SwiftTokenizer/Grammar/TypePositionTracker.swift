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

        switch segment.kind {
        case .operatorSymbol where segment.text == "->":
            expectsType = true
        case .punctuation where segment.isSymbol(":"):
            if colonIntroducesType() { expectsType = true }
        case .punctuation where segment.isSymbol("("):
            parenthesisDepth += 1
            if awaitingParameterClause {
                parameterClauseDepth = parenthesisDepth
                awaitingParameterClause = false
            }
        case .punctuation where segment.isSymbol(")"):
            if parenthesisDepth == parameterClauseDepth { parameterClauseDepth = nil }
            parenthesisDepth = max(0, parenthesisDepth - 1)
        case .punctuation where segment.isSymbol("{"), .operatorSymbol where segment.isSymbol("="):
            awaitingParameterClause = false
        case .word where segment.roles.contains(.parameterClauseIntroducer):
            // `.init(…)` and `super.init(…)` are calls, not declarations. (Only words become
            // keywords, so no other kind of segment spelled `func` can open a clause.)
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
        case .keyword, .contextualKeyword: return segment.roles.contains(.typeModifier)
        case .attribute: return true
        default: return segment.isPunctuation("(") || segment.isPunctuation("[")
        }
    }

    private func colonIntroducesType() -> Bool {
        if let depth = parameterClauseDepth, depth == parenthesisDepth { return true }
        guard let name = previous, name.isWord, let introducer = beforePrevious else { return false }
        if introducer.kind == .operatorSymbol { return introducer.text == "<" }
        return introducer.kind == .word && introducer.roles.contains(.typeAnnotationIntroducer)
    }
}
