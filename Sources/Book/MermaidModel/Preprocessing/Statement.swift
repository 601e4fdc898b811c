/// One statement of a line-oriented diagram: a slice of a source line, with the position
/// needed to report errors in chapter coordinates.
struct Statement {
    let source: DiagramSource
    let lineIndex: Int
    /// The whole line, so indices are columns minus one.
    let chars: [Character]
    /// First and one-past-last index of the statement, trimmed of spaces.
    let start: Int
    let end: Int

    init(source: DiagramSource, lineIndex: Int, chars: [Character], start: Int, end: Int) {
        var first = start
        var last = end
        while first < last, chars[first].isWhitespace { first += 1 }
        while last > first, chars[last - 1].isWhitespace { last -= 1 }
        self.source = source
        self.lineIndex = lineIndex
        self.chars = chars
        self.start = first
        self.end = last
    }

    var isEmpty: Bool { start >= end }

    /// The statement's line in the chapter.
    var chapterLine: Int { source.firstLine + lineIndex }

    func text(_ from: Int, _ to: Int) -> String {
        from < to ? String(chars[from..<to]) : ""
    }

    func error(_ message: String, at index: Int, hint: String? = nil) -> DiagramError {
        source.error(message, line: lineIndex, column: index + 1, hint: hint)
    }

    func skipSpaces(from index: Int) -> Int {
        var cursor = index
        while cursor < end, chars[cursor].isWhitespace { cursor += 1 }
        return cursor
    }

    /// The ASCII word at `index` and the index after it.
    func word(at index: Int) -> (String, Int) {
        var cursor = index
        while cursor < end, chars[cursor].isASCII, chars[cursor].isLetter { cursor += 1 }
        return (text(index, cursor), cursor)
    }

    /// Splits a line into statements at `;`, after cutting a `#` comment. Entity codes
    /// (`#59;`) and character references (`&lt;`) neither end a statement nor start a comment.
    static func split(line chars: [Character], from begin: Int, lineIndex: Int, source: DiagramSource)
        -> [Statement]
    {
        var statements: [Statement] = []
        var segmentStart = begin
        var index = begin
        while index < chars.count {
            if let length = EntityCodes.length(in: chars, at: index) ?? CharacterReference.html(chars, at: index)?.1 {
                index += length
                continue
            }
            if chars[index] == "#" { break }
            if chars[index] == ";" {
                statements.append(Statement(source: source, lineIndex: lineIndex, chars: chars, start: segmentStart, end: index))
                segmentStart = index + 1
            }
            index += 1
        }
        statements.append(Statement(source: source, lineIndex: lineIndex, chars: chars, start: segmentStart, end: index))
        return statements.filter { !$0.isEmpty }
    }
}

/// Reads `accDescr { … }` bodies, which span lines and keep their line breaks.
enum AccessibleDescriptionBlock {
    /// If line `index` opens a block (`accDescr {`), returns its text and the last line used.
    static func read(_ source: DiagramSource, at index: Int) throws -> (text: String, lastLine: Int)? {
        let chars = source.lines[index]
        var cursor = 0
        while cursor < chars.count, chars[cursor].isWhitespace { cursor += 1 }
        let keyword = Array("accdescr")
        guard cursor + keyword.count <= chars.count,
            chars[cursor..<(cursor + keyword.count)].map({ Character($0.lowercased()) }) == keyword
        else { return nil }
        var after = cursor + keyword.count
        while after < chars.count, chars[after].isWhitespace { after += 1 }
        guard after < chars.count, chars[after] == "{" else { return nil }
        var collected: [String] = []
        var lineIndex = index
        var current = Array(chars[(after + 1)...])
        while true {
            if let close = current.firstIndex(of: "}") {
                collected.append(String(current[..<close]))
                break
            }
            collected.append(String(current))
            lineIndex += 1
            guard lineIndex < source.lines.count else {
                throw source.error("'accDescr {' is never closed", line: index, column: after + 1,
                    hint: "end the description with '}' on a later line")
            }
            current = Array(source.originalLines[lineIndex])
        }
        let lines = collected.map(\.trimmed)
        let body = lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
        return (LabelMarkup.plainText(body.joined(separator: "\n")), lineIndex)
    }
}
