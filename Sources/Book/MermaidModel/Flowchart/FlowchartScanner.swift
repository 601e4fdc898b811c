/// A cursor over a whole flowchart's text. Flowcharts are scanned as one stream rather
/// than line by line because quoted markdown labels may span lines.
struct FlowchartScanner {
    let source: DiagramSource
    let chars: [Character]
    private let lineStarts: [Int]
    var position = 0

    init(source: DiagramSource) {
        self.source = source
        var chars: [Character] = []
        var starts: [Int] = []
        for line in source.lines {
            starts.append(chars.count)
            chars += line
            chars.append("\n")
        }
        self.chars = chars
        lineStarts = starts
    }

    /// A scanner over a piece of text, for reading it with the same rules.
    init(characters: [Character], source: DiagramSource) {
        self.source = source
        chars = characters
        lineStarts = [0]
    }

    var isAtEnd: Bool { position >= chars.count }
    var current: Character? { position < chars.count ? chars[position] : nil }

    func peek(_ offset: Int = 0) -> Character? {
        let index = position + offset
        return index >= 0 && index < chars.count ? chars[index] : nil
    }

    func character(at index: Int) -> Character? {
        index >= 0 && index < chars.count ? chars[index] : nil
    }

    func hasPrefix(_ text: String, at index: Int? = nil) -> Bool {
        var cursor = index ?? position
        for character in text {
            guard cursor < chars.count, chars[cursor] == character else { return false }
            cursor += 1
        }
        return true
    }

    /// Skips spaces and tabs, not line ends.
    mutating func skipInlineSpaces() {
        while let character = current, character == " " || character == "\t" { position += 1 }
    }

    /// Skips whitespace, line ends and `;` between statements.
    mutating func skipSeparators() {
        while let character = current, character.isWhitespace || character == ";" { position += 1 }
    }

    static func isIDCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Reads a node, class or subgraph ID.
    mutating func readID() -> String {
        let start = position
        while let character = current, Self.isIDCharacter(character) { position += 1 }
        return String(chars[start..<position])
    }

    /// Reads a node or subgraph ID. As in Mermaid, `.` may follow the first character
    /// (`HTTP1.1`, `a.b`), and so may `-` between ID characters (`api-gateway`); a `-` before
    /// `-`, `.`, `>` or a space starts an edge instead (`A-.->B`, `A-->B`).
    mutating func readNodeID() -> String {
        let start = position
        guard let first = current, Self.isIDCharacter(first) else { return "" }
        position += 1
        while let character = current {
            if Self.isIDCharacter(character) || character == "." {
                position += 1
            } else if character == "-", let next = peek(1), Self.isIDCharacter(next) {
                position += 1
            } else {
                break
            }
        }
        return String(chars[start..<position])
    }

    /// Whether all of `text` reads as one node ID.
    func isNodeID(_ text: String) -> Bool {
        var probe = FlowchartScanner(characters: Array(text), source: source)
        return !text.isEmpty && probe.readNodeID().count == text.count
    }

    /// Skips whitespace including line ends, but not `;`.
    mutating func skipWhitespace() {
        while let character = current, character.isWhitespace { position += 1 }
    }

    /// Reads the rest of the statement up to a line end or `;`, untouched.
    mutating func readRestOfStatement() -> String {
        let start = position
        while let character = current, character != "\n", character != ";" { position += 1 }
        return String(chars[start..<position])
    }

    /// Reads `keyword` if it is the next word and ends there.
    func word(at index: Int) -> String {
        var cursor = index
        while cursor < chars.count, Self.isIDCharacter(chars[cursor]) { cursor += 1 }
        return String(chars[index..<cursor])
    }

    /// Reads from just after an opening character up to `terminator`, and steps past it:
    /// the text between. An error at `start` (the opener) when the terminator never comes.
    mutating func readEnclosed(until terminator: Character, openedAt start: Int, unclosed: String, hint: String)
        throws(DiagramError) -> String
    {
        let bodyStart = position
        while let character = current, character != terminator { position += 1 }
        guard !isAtEnd else { throw error(unclosed, at: start, hint: hint) }
        let body = String(chars[bodyStart..<position])
        position += 1
        return body
    }

    func error(_ message: String, at index: Int, hint: String? = nil) -> DiagramError {
        let clamped = min(max(0, index), max(0, chars.count - 1))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return source.error(message, line: low, column: clamped - (lineStarts.isEmpty ? 0 : lineStarts[low]) + 1, hint: hint)
    }
}
