/// Knows when the grammar is inside the condition of `if`, `guard`, `while`, `switch`, `for` or
/// `catch`, where a `{` opens the statement's body rather than a trailing closure: in
/// `if flow.isActive {`, `isActive` is a property, but in `items.filter { … }`, `filter` is a call.
struct StatementConditionTracker {
    private(set) var isInCondition = false

    private var bracketDepth = 0
    /// The bracket depth the condition started at; its body's `{` opens at that same depth.
    private var conditionDepth: Int?

    mutating func observe(_ segment: Segment, classifiedAs kind: TokenKind) {
        if kind == .keyword, conditionDepth == nil, segment.roles.contains(.conditionIntroducer) {
            conditionDepth = bracketDepth
        }
        switch segment.kind {
        case .punctuation where segment.isSymbol("(") || segment.isSymbol("[") || segment.isSymbol("{"), .interpolationOpen:
            if segment.isSymbol("{"), bracketDepth == conditionDepth { conditionDepth = nil }
            bracketDepth += 1
        case .punctuation where segment.isSymbol(")") || segment.isSymbol("]") || segment.isSymbol("}"), .interpolationClose:
            bracketDepth = max(0, bracketDepth - 1)
            if let depth = conditionDepth, bracketDepth < depth { conditionDepth = nil }
        default:
            break
        }
        isInCondition = conditionDepth != nil
    }
}
