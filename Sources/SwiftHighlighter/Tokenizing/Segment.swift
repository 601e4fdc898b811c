/// The tokenizer's view of a piece of text: what it looks like, before any grammar is applied.
enum SegmentKind: Equatable {
    case whitespace
    case word
    /// A `` `escaped` `` identifier, never a keyword.
    case backtickedWord
    case number
    /// String text with its delimiters; consecutive pieces are merged as they are emitted.
    case stringText
    case interpolationOpen
    case interpolationClose
    case comment
    case docComment
    case attribute
    case directive
    case operatorSymbol
    case punctuation
    case plain
}

struct Segment: Equatable {
    var kind: SegmentKind
    var text: String

    /// Whether the grammar should look at this segment when judging its neighbours.
    var isSignificant: Bool {
        switch kind {
        case .whitespace, .comment, .docComment: return false
        default: return true
        }
    }

    func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }

    var isWord: Bool { kind == .word || kind == .backtickedWord }
}
