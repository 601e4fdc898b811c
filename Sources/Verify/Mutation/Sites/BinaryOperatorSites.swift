import MutationResults

/// `==`/`!=`, `<`/`<=`, `>`/`>=` and `&&`/`||` swapped, and identity comparisons (`===`,
/// `!==`, and `==` between IDs) replaced with `true`. Operands are found by precedence on one
/// line: a comparison's operand stops at another comparison or a logical operator, `&&`'s at
/// `||`, `||`'s at nothing weaker. Both operands are written twice in the schema, once per
/// branch, so neither may span lines (the schema keeps every line where it was).
extension CodeScan {
    static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!=="]
    static let swaps: [String: String] = ["==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">", "&&": "||", "||": "&&"]
    /// Keywords that are part of an expression rather than the end of one.
    static let expressionKeywords: Set<String> = ["self", "Self", "super", "nil", "true", "false", "as", "is"]

    func binaryOperatorSites() -> [Site] {
        var sites: [Site] = []
        for op in significant where tokens[op].kind == .operator && mutable[op] && isSpacedBinary(op) {
            let text = tokens[op].text
            guard Self.comparisons.contains(text) || text == "&&" || text == "||",
                let left = operand(of: op, forward: false), let right = operand(of: op, forward: true)
            else { continue }
            let range = left.lowerBound..<right.upperBound
            guard isMutable(range) else { continue }
            if let swapped = Self.swaps[text] {
                let family: MutationOperator = text == "&&" || text == "||" ? .swapLogical
                    : text == "==" || text == "!=" ? .swapEquality : .swapOrdering
                sites.append(Site(
                    mutationOperator: family, range: range,
                    parts: [.text("("), .mutantSwitch, .text(" ? ("), .operand(left), .text(") \(swapped) ("), .operand(right),
                        .text(") : ("), .operand(left), .text(") \(text) ("), .operand(right), .text("))")],
                    anchor: op, original: display(range), mutated: "\(display(left)) \(swapped) \(display(right))"))
            }
            let againstNil = display(left) == "nil" || display(right) == "nil"
            if text == "===" || text == "!==" || ((text == "==" || text == "!=") && !againstNil && (isIdentifierLike(left) || isIdentifierLike(right))) {
                sites.append(Site(
                    mutationOperator: .identityAlwaysTrue, range: range,
                    parts: [.text("("), .mutantSwitch, .text(" || ("), .operand(range), .text("))")],
                    anchor: op, original: display(range), mutated: "true"))
            }
        }
        return sites
    }

    /// An operand that names an ID: its last word is `id`, or ends in `ID`/`Id`.
    private func isIdentifierLike(_ range: Range<Int>) -> Bool {
        guard let last = range.reversed().first(where: { !tokens[$0].isTrivia }), tokens[last].isName else { return false }
        let word = tokens[last].text
        return word == "id" || word.hasSuffix("ID") || word.hasSuffix("Id")
    }

    /// The operand of the binary operator at `op` on one side, as a token range; nil when it
    /// cannot be told (a generic `where` clause, a line break, nothing there).
    private func operand(of op: Int, forward: Bool) -> Range<Int>? {
        let opText = tokens[op].text
        var first: Int?
        var last: Int?
        var cursor = forward ? next(op) : previous(op)
        while let index = cursor {
            let reference = forward ? (last ?? op) : (first ?? op)
            if forward ? newlineBetween(reference, index) : newlineBetween(index, reference) { break }
            let token = tokens[index]
            let text = token.text
            if token.kind == .punctuation || token.kind == .interpolationDelimiter {
                let opens = text == "(" || text == "[" || text.hasSuffix("(")
                let closes = text == ")" || text == "]" || text == "}"
                if forward && opens && text != "{", let end = partner[index], !newlineBetween(index, end) {
                    if first == nil { first = index }
                    last = end
                    cursor = next(end)
                    continue
                }
                if !forward && closes && text != "}", let start = partner[index], !newlineBetween(start, index) {
                    if last == nil { last = index }
                    first = start
                    cursor = previous(start)
                    continue
                }
                if text == "." {
                    if forward { if first == nil { first = index }; last = index } else { if last == nil { last = index }; first = index }
                    cursor = forward ? next(index) : previous(index)
                    continue
                }
                break
            }
            if token.kind == .keyword || token.kind == .contextualKeyword {
                if text == "where" { return nil }
                if !Self.expressionKeywords.contains(text) { break }
            }
            if token.kind == .operator && ends(operandOf: opText, at: index, forward: forward) { break }
            if forward { if first == nil { first = index }; last = index } else { if last == nil { last = index }; first = index }
            cursor = forward ? next(index) : previous(index)
        }
        guard let first, let last else { return nil }
        return first..<(last + 1)
    }

    /// Whether the operator token at `index` ends an operand of `opText` on that side.
    private func ends(operandOf opText: String, at index: Int, forward: Bool) -> Bool {
        let text = tokens[index].text
        if text == ":" || text == "->" || text == "," || text == ";" { return true }
        if text.hasSuffix("=") && !Self.comparisons.contains(text) { return true }  // =, +=, …
        if text == "?" && isSpacedBinary(index) { return true }
        let isComparison = Self.comparisons.contains(text)
        switch opText {
        case "&&": return text == "||" || (forward && text == "&&")
        case "||": return forward && text == "||"
        default: return isComparison || text == "&&" || text == "||"
        }
    }
}
