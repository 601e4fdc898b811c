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
    var text: String {
        didSet { symbol = Self.symbol(of: text) }
    }
    /// The character when the text is a single ASCII one (every punctuation segment is), else 0.
    private(set) var symbol: UInt8
    /// For a word, the keyword sets it belongs to.
    let roles: KeywordRoles

    init(kind: SegmentKind, text: String) {
        self.kind = kind
        self.text = text
        symbol = Self.symbol(of: text)
        roles = kind == .word ? KeywordRoles.of(text) : []
    }

    private static func symbol(of text: String) -> UInt8 {
        let utf8 = text.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return 0 }
        return byte
    }

    /// Whether the grammar should look at this segment when judging its neighbours.
    var isSignificant: Bool {
        switch kind {
        case .whitespace, .comment, .docComment: return false
        default: return true
        }
    }

    func isPunctuation(_ symbol: Unicode.Scalar) -> Bool {
        kind == .punctuation && self.symbol == symbol.value
    }

    /// Whether the text is exactly `symbol`, whatever the kind.
    func isSymbol(_ symbol: Unicode.Scalar) -> Bool { self.symbol == symbol.value }

    /// Whether a line break is part of the text (of whitespace, say).
    var containsLineBreak: Bool {
        text.utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    var isWord: Bool { kind == .word || kind == .backtickedWord }
}
