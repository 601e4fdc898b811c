/// The mistakes a mutant plants: the ones that matter for navigation code (a condition the
/// wrong way round, a clean-up call forgotten, a reference kept strong, a guard that lets
/// everything through, an identity test that always matches).
package enum MutationOperator: String, Codable, CaseIterable, Sendable, Comparable {
    case negateCondition = "negate-condition"
    case swapEquality = "swap-equality"
    case swapOrdering = "swap-ordering"
    case swapLogical = "swap-logical"
    case flipBoolean = "flip-boolean"
    case deleteStatement = "delete-statement"
    case strongReference = "strong-reference"
    case guardAlwaysPasses = "guard-always-passes"
    case removeEarlyReturn = "remove-early-return"
    case identityAlwaysTrue = "identity-always-true"

    /// What the mutant does, in a few words, for reports.
    package var summary: String {
        switch self {
        case .negateCondition: "condition negated"
        case .swapEquality: "== and != swapped"
        case .swapOrdering: "< and <= (or > and >=) swapped"
        case .swapLogical: "&& and || swapped"
        case .flipBoolean: "true and false swapped"
        case .deleteStatement: "statement deleted"
        case .strongReference: "weak or unowned reference made strong"
        case .guardAlwaysPasses: "guard condition always passes"
        case .removeEarlyReturn: "early return removed"
        case .identityAlwaysTrue: "identity comparison replaced with true"
        }
    }

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
