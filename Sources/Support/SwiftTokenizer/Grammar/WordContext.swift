/// Everything the grammar looks at to decide what one word is.
struct WordContext {
    var text: String
    var isBackticked: Bool
    /// The keyword sets the word belongs to (none when backticked).
    var roles: KeywordRoles
    /// The nearest significant segments on either side.
    var previous: Segment?
    var next: Segment?
    /// The very next segment, whitespace included.
    var adjacent: Segment?
    /// Whether a `{` follows on the same line.
    var braceFollows: Bool
    /// Whether the ``TypePositionTracker`` expects a type here.
    var expectsType: Bool
    /// Whether this is inside an `if`/`guard`/… condition, where `{` opens the body.
    var isInStatementCondition: Bool

    var followsDot: Bool { previous?.isPunctuation(".") == true }

    /// `f(`: written directly before its argument list.
    var isCalledWithParentheses: Bool { adjacent?.isPunctuation("(") == true }

    /// `f(…)` or `f { … }`; a brace in an `if` condition opens the body instead.
    var isCalled: Bool {
        isCalledWithParentheses || (braceFollows && !isInStatementCondition)
    }

    /// `f(in: x)` or `g(a, default: y)`: a keyword spelling used as an argument label.
    var isArgumentLabel: Bool {
        guard next?.isPunctuation(":") == true, let previous else { return false }
        return previous.isPunctuation("(") || previous.isPunctuation(",")
            || previous.kind == .interpolationOpen
    }

    var followsDeclarationIntroducer: Bool {
        guard let previous, previous.kind == .word else { return false }
        return previous.roles.contains(.declarationIntroducer)
    }

    /// Swift capitalises type names and only type names, which makes this the best cheap signal.
    var isCapitalised: Bool {
        // The first byte after the prefix, and whether the byte after it is ASCII too.
        var first: UInt8?
        var nextIsASCII = true
        for byte in text.utf8 {
            if first != nil {
                nextIsASCII = byte < 0x80
                break
            }
            if byte != UInt8(ascii: "_"), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "$") { first = byte }
        }
        guard let first else { return false }
        // An ASCII character followed by another (or by nothing) is a whole character on its own.
        if first < 0x80, nextIsASCII {
            return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        }
        let name = text.drop { $0 == "_" || $0 == "`" || $0 == "$" }
        return name.first?.isUppercase == true
    }
}
