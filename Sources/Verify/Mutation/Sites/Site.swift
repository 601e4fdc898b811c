import MutationResults

/// Where one mutant goes and how the schema spells it: the tokens it replaces and a template
/// whose parts are literal text, the original text of an operand range, the switch call
/// `__wbMutant(ID)` or the ID alone (for names the mutant declares).
struct Site {
    enum Part {
        case text(String)
        case operand(Range<Int>)
        case mutantSwitch
        case mutantID
    }

    var mutationOperator: MutationOperator
    /// Token indices replaced when the schema is rendered.
    var range: Range<Int>
    var parts: [Part]
    /// The token a reader is pointed at.
    var anchor: Int
    var original: String
    var mutated: String

    /// Ties between sites over the same tokens go to the lower rank, which renders outside.
    var nestingRank: Int {
        switch mutationOperator {
        case .negateCondition, .guardAlwaysPasses: 0
        case .deleteStatement, .removeEarlyReturn: 1
        case .identityAlwaysTrue: 2
        case .swapLogical: 3
        case .swapEquality, .swapOrdering: 4
        case .flipBoolean: 5
        case .strongReference: 6
        }
    }

    var operandRanges: [Range<Int>] {
        parts.compactMap { if case .operand(let range) = $0 { range } else { nil } }
    }

    /// Whether `other` can render inside this site: it lies within one of this site's operands.
    func canHold(_ other: Site) -> Bool {
        operandRanges.contains { $0.lowerBound <= other.range.lowerBound && other.range.upperBound <= $0.upperBound }
    }

    func overlaps(_ other: Site) -> Bool {
        range.lowerBound < other.range.upperBound && other.range.lowerBound < range.upperBound
    }
}

/// Every site of one source, found by the operator families in `Sites/`, kept only where
/// they nest cleanly (a site inside another must sit inside one of its operands).
extension CodeScan {
    func sites() -> [Site] {
        let found = conditionSites() + binaryOperatorSites() + statementSites() + literalSites() + referenceSites()
        let ordered = found.sorted {
            ($0.range.lowerBound, -$0.range.upperBound, $0.nestingRank, $0.anchor)
                < ($1.range.lowerBound, -$1.range.upperBound, $1.nestingRank, $1.anchor)
        }
        var kept: [Site] = []
        for site in ordered {
            let clashes = kept.contains { earlier in earlier.overlaps(site) && !earlier.canHold(site) }
            if !clashes { kept.append(site) }
        }
        return kept.sorted { ($0.anchor, $0.nestingRank) < ($1.anchor, $1.nestingRank) }
    }

    /// Whether every token of `range` may be mutated.
    func isMutable(_ range: Range<Int>) -> Bool {
        !range.isEmpty && range.allSatisfy { mutable[$0] }
    }

    /// Source text of a range on one line, whitespace runs folded, for reports.
    func display(_ range: Range<Int>) -> String {
        let text = source(range)
        let folded = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return folded.count > 120 ? String(folded.prefix(117)) + "…" : folded
    }
}
