/// Everything the grammar looks at to decide what one word is.
struct WordContext {
    var text: String
    var isBackticked: Bool
    /// The nearest significant segments on either side.
    var previous: Segment?
    var next: Segment?
    /// The very next segment, whitespace included.
    var adjacent: Segment?
    /// Whether the ``TypePositionTracker`` expects a type here.
    var expectsType: Bool

    var followsDot: Bool { previous?.isPunctuation(".") == true }

    var isCalled: Bool { adjacent?.isPunctuation("(") == true }

    /// `f(in: x)` or `g(a, default: y)`: a keyword spelling used as an argument label.
    var isArgumentLabel: Bool {
        guard next?.isPunctuation(":") == true, let previous else { return false }
        return previous.isPunctuation("(") || previous.isPunctuation(",")
            || previous.kind == .interpolationOpen
    }

    var followsDeclarationIntroducer: Bool {
        guard let previous, previous.kind == .word else { return false }
        return KeywordSets.declarationIntroducers.contains(previous.text)
    }

    /// Swift capitalises type names and only type names, which makes this the best cheap signal.
    var isCapitalised: Bool {
        let name = text.drop { $0 == "_" || $0 == "`" || $0 == "$" }
        return name.first?.isUppercase == true
    }
}
