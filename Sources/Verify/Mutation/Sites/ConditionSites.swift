/// `if`/`while` conditions negated and `guard` conditions made to always pass. Only plain
/// Boolean conditions qualify: one that binds (`let`, `var`, `case`), has several clauses,
/// or awaits or throws has no single truth value to flip.
extension CodeScan {
    static let bindingWords: Set<String> = ["let", "var", "case", "try", "await", "#available", "#unavailable"]

    func conditionSites() -> [Site] {
        var sites: [Site] = []
        for keyword in significant where tokens[keyword].kind == .keyword && mutable[keyword] {
            let word = tokens[keyword].text
            guard word == "if" || word == "while" || word == "guard" else { continue }
            if word == "while", let before = previous(keyword), tokens[before].text == "}" { continue }  // repeat … while
            guard let condition = condition(after: keyword, endingAt: word == "guard" ? "else" : "{"),
                isMutable(condition)
            else { continue }
            if word == "guard" {
                sites.append(Site(
                    mutationOperator: .guardAlwaysPasses, range: condition,
                    parts: [.mutantSwitch, .text(" || ("), .operand(condition), .text(")")],
                    anchor: keyword, original: "guard \(display(condition)) else", mutated: "guard true else"))
            } else {
                sites.append(Site(
                    mutationOperator: .negateCondition, range: condition,
                    parts: [.text("("), .mutantSwitch, .text(" != ("), .operand(condition), .text("))")],
                    anchor: keyword, original: "\(word) \(display(condition))", mutated: "\(word) !(\(display(condition)))"))
            }
        }
        return sites
    }

    /// The tokens between a condition keyword and the `{` or `else` that ends it.
    private func condition(after keyword: Int, endingAt terminator: String) -> Range<Int>? {
        guard let start = next(keyword) else { return nil }
        var cursor: Int? = start
        var last: Int?
        while let index = cursor {
            let token = tokens[index]
            if token.text == terminator && (token.kind == .punctuation || token.kind == .keyword) { break }
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[", let end = partner[index] {
                    last = end
                    cursor = next(end)
                    continue
                }
                if token.text == "," || token.text == "{" || token.text == "}" || token.text == ";" { return nil }
            }
            if Self.bindingWords.contains(token.text) || token.kind == .attribute { return nil }
            last = index
            cursor = next(index)
        }
        guard cursor != nil, let last else { return nil }
        return start..<(last + 1)
    }
}
