/// The words the grammar treats specially, grouped by the rule that applies to them (and
/// looked up once per word through ``KeywordRoles``).
enum KeywordSets {
    /// Reserved words: keywords wherever they appear (except after `.` or as argument labels).
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try",
    ]

    /// Words that are keywords only in some positions; elsewhere they are ordinary names.
    static let contextual: Set<String> = [
        "actor", "any", "async", "borrowing", "consuming", "convenience", "didSet", "distributed",
        "dynamic", "final", "get", "indirect", "infix", "isolated", "lazy", "mutating",
        "nonisolated", "nonmutating", "open", "optional", "override", "package", "postfix",
        "prefix", "required", "sending", "set", "some", "unowned", "weak", "willSet",
    ]

    /// Contextual keywords that take an operand (`some View`, `any Coordinator`), so they are
    /// keywords only when a name follows.
    static let needingOperand: Set<String> = ["some", "any"]

    /// Contextual keywords that may be followed directly by `(` and still be keywords:
    /// `set(newValue)`, `willSet(newTitle)`, `unowned(unsafe)`, `nonisolated(unsafe)`.
    static let keywordsBeforeParenthesis: Set<String> = [
        "set", "willSet", "didSet", "unowned", "nonisolated",
    ]

    /// Keywords still meaningful after a `.`: `x.self`, `.init(…)`.
    static let memberKeywords: Set<String> = ["self", "init"]

    /// Keywords after which the next word is a name being declared, not a use.
    static let declarationIntroducers: Set<String> = [
        "let", "var", "func", "case", "typealias", "associatedtype",
    ]

    /// Keywords that may sit between `:`/`->` and the type they introduce.
    static let typeModifiers: Set<String> = [
        "some", "any", "inout", "borrowing", "consuming", "sending", "isolated",
    ]

    /// Keywords after which `name:` is followed by a type: `let x: T`, `struct S: P`, `where T: P`.
    static let typeAnnotationIntroducers: Set<String> = [
        "let", "var", "struct", "class", "enum", "protocol", "actor", "extension", "where",
    ]

    /// Statements whose condition ends at the `{` that opens their body.
    static let conditionIntroducers: Set<String> = ["if", "guard", "while", "switch", "for", "catch"]

    /// Declarations whose parameter clause holds `label: Type` pairs.
    static let parameterClauseIntroducers: Set<String> = ["func", "init", "subscript"]
}
