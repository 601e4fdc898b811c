/// Which of the ``KeywordSets`` a word belongs to, as bits looked up once per word when the
/// tokenizer makes its segment, so the grammar's many questions about a word and its
/// neighbours are bit tests instead of hashing the same string again and again.
struct KeywordRoles: OptionSet, Sendable {
    let rawValue: UInt16

    static let reserved = KeywordRoles(rawValue: 1 << 0)
    static let contextual = KeywordRoles(rawValue: 1 << 1)
    static let needingOperand = KeywordRoles(rawValue: 1 << 2)
    static let keywordBeforeParenthesis = KeywordRoles(rawValue: 1 << 3)
    static let memberKeyword = KeywordRoles(rawValue: 1 << 4)
    static let declarationIntroducer = KeywordRoles(rawValue: 1 << 5)
    static let typeModifier = KeywordRoles(rawValue: 1 << 6)
    static let typeAnnotationIntroducer = KeywordRoles(rawValue: 1 << 7)
    /// `if`, `guard`, `while`, `switch`, `for`, `catch`: a condition follows.
    static let conditionIntroducer = KeywordRoles(rawValue: 1 << 8)
    /// `func`, `init`, `subscript`: a parameter clause follows.
    static let parameterClauseIntroducer = KeywordRoles(rawValue: 1 << 9)

    /// The roles of `word`; empty for any word that is no keyword at all.
    static func of(_ word: String) -> KeywordRoles {
        table[word] ?? []
    }

    private static let table: [String: KeywordRoles] = {
        let sets: [(Set<String>, KeywordRoles)] = [
            (KeywordSets.reserved, .reserved),
            (KeywordSets.contextual, .contextual),
            (KeywordSets.needingOperand, .needingOperand),
            (KeywordSets.keywordsBeforeParenthesis, .keywordBeforeParenthesis),
            (KeywordSets.memberKeywords, .memberKeyword),
            (KeywordSets.declarationIntroducers, .declarationIntroducer),
            (KeywordSets.typeModifiers, .typeModifier),
            (KeywordSets.typeAnnotationIntroducers, .typeAnnotationIntroducer),
            (KeywordSets.conditionIntroducers, .conditionIntroducer),
            (KeywordSets.parameterClauseIntroducers, .parameterClauseIntroducer),
        ]
        var table: [String: KeywordRoles] = [:]
        for (words, role) in sets {
            for word in words { table[word, default: []].insert(role) }
        }
        return table
    }()
}
