/// Turns a `stateDiagram-v2` (or `stateDiagram`) into a `StateDiagram`, line by line.
///
/// As with the other kinds, anything outside the subset is a located error, never dropped.
/// Statements end at a line end or `;` (Mermaid's `classDef x fill:#f96;` ends so); `#` starts
/// no comment here, since colours are written with it.
package struct StateParser {
    let source: DiagramSource
    var diagram = StateDiagram()
    /// Index into `diagram.states` by ID.
    var index: [String: Int] = [:]
    /// Open composite states, innermost last, with the statement that opened each.
    var open: [(scope: StateScope, statement: Statement)] = []
    var pendingClasses: [(ids: [String], name: String, statement: Statement, at: Int)] = []
    var pendingStyles: [(id: String, style: [StyleDeclaration], statement: Statement, at: Int)] = []
    var compositeCount = 0

    var scope: StateScope { open.last?.scope ?? .root }

    package static func parse(_ source: DiagramSource) throws -> StateDiagram {
        var parser = StateParser(source: source)
        try parser.run()
        return parser.diagram
    }

    mutating func run() throws {
        guard let header = source.headerIndex else {
            throw source.error("empty diagram", line: 0, column: 1, hint: "start with 'stateDiagram-v2'")
        }
        try readHeader(header)
        diagram.title = source.frontMatterTitle
        diagram.headerLine = source.firstLine + header
        var lineIndex = header + 1
        while lineIndex < source.lines.count {
            if let block = try AccessibleDescriptionBlock.read(source, at: lineIndex) {
                diagram.accessibleDescription = block.text
                lineIndex = block.lastLine + 1
                continue
            }
            var consumedTo = lineIndex
            for statement in Self.split(source.lines[lineIndex], lineIndex: lineIndex, source: source) {
                if let note = try parseStatement(statement) {
                    consumedTo = try readNoteBody(note, opening: statement)
                }
                try checkSize(statement)
            }
            lineIndex = consumedTo + 1
        }
        if let innermost = open.last {
            throw innermost.statement.error("'state \(innermost.scope.composite ?? "")' is never closed with '}'",
                at: innermost.statement.start, hint: "add '}' on a line of its own after the composite state's body")
        }
        try applyStyling()
    }

    mutating func readHeader(_ header: Int) throws {
        let chars = source.lines[header]
        let start = chars.firstIndex { !$0.isWhitespace } ?? 0
        var end = start
        while end < chars.count, !chars[end].isWhitespace { end += 1 }
        let word = String(chars[start..<end])
        guard word == "stateDiagram-v2" || word == "stateDiagram" else {
            throw source.error("expected 'stateDiagram-v2' or 'stateDiagram'", line: header, column: start + 1,
                hint: "a state diagram's first line is 'stateDiagram-v2' alone")
        }
        let rest = String(chars[end...]).trimmed
        if !rest.isEmpty {
            throw source.error("unexpected '\(rest)' after '\(word)'", line: header, column: end + 1 + (chars[end...].firstIndex { !$0.isWhitespace }.map { $0 - end } ?? 0),
                hint: "put statements on the lines after the header; set the direction with 'direction LR'")
        }
    }

    /// Splits a line into statements at `;`; entity codes (`#59;`) and character references
    /// (`&lt;`) do not end one.
    static func split(_ chars: [Character], lineIndex: Int, source: DiagramSource) -> [Statement] {
        var statements: [Statement] = []
        var segmentStart = 0
        var position = 0
        var quoted = false
        while position < chars.count {
            if let length = EntityCodes.length(in: chars, at: position) ?? CharacterReference.html(chars, at: position)?.1 {
                position += length
                continue
            }
            if chars[position] == "\"" { quoted.toggle() }
            if chars[position] == ";", !quoted {
                statements.append(Statement(source: source, lineIndex: lineIndex, chars: chars, start: segmentStart, end: position))
                segmentStart = position + 1
            }
            position += 1
        }
        statements.append(Statement(source: source, lineIndex: lineIndex, chars: chars, start: segmentStart, end: position))
        return statements.filter { !$0.isEmpty }
    }

    func checkSize(_ statement: Statement) throws {
        if diagram.states.count + diagram.notes.count > DiagramLimits.states {
            throw statement.error("the diagram has more than \(DiagramLimits.states) states and notes", at: statement.start,
                hint: DiagramLimits.stateHint)
        }
        if diagram.transitions.count > DiagramLimits.transitions {
            throw statement.error("the diagram has more than \(DiagramLimits.transitions) transitions", at: statement.start,
                hint: DiagramLimits.stateHint)
        }
    }

    // MARK: Statements

    /// Parses one statement; returns the note whose body follows on the next lines, if it opens one.
    mutating func parseStatement(_ statement: Statement) throws -> StateNote? {
        let (word, afterWord) = statement.word(at: statement.start)
        let boundary = afterWord >= statement.end || statement.chars[afterWord].isWhitespace
        let rest = statement.skipSpaces(from: afterWord)
        let text = statement.text(statement.start, statement.end)
        if text == "}" {
            guard open.popLast() != nil else {
                throw statement.error("'}' without an open composite state", at: statement.start,
                    hint: "a composite state is written 'state Name {' … '}'")
            }
            return nil
        }
        if text == "--" {
            try separateRegion(statement)
            return nil
        }
        switch word {
        case "state" where boundary: try declareState(statement, from: rest)
        case "note" where boundary: return try parseNote(statement, from: rest)
        case "direction" where boundary: try setDirection(statement, from: rest)
        case "classDef" where boundary, "class" where boundary, "style" where boundary:
            try parseStyling(statement, keyword: word, from: rest)
        case "accTitle", "accDescr":
            guard rest < statement.end, statement.chars[rest] == ":" else {
                throw statement.error("expected ':' after '\(word)'", at: rest, hint: "write '\(word): text'")
            }
            let value = EntityCodes.decode(statement.text(rest + 1, statement.end).trimmed)
            if word == "accTitle" { diagram.accessibleTitle = value } else { diagram.accessibleDescription = value }
        case "hide" where boundary:
            guard statement.text(rest, statement.end).split(whereSeparator: \.isWhitespace) == ["empty", "description"] else {
                throw statement.error("only 'hide empty description' is supported", at: statement.start,
                    hint: "the workbook accepts that line and ignores it; other 'hide' options are not supported")
            }
        case "scale" where boundary, "click" where boundary:
            throw statement.error("'\(word)' is not supported by the workbook's diagram renderer", at: statement.start,
                hint: "see the supported subset in docs/mermaid-subset.md")
        default:
            try parseTransitionOrState(statement)
        }
        return nil
    }

    mutating func separateRegion(_ statement: Statement) throws {
        guard let current = open.last, let composite = current.scope.composite, let position = index[composite] else {
            throw statement.error("'--' separates concurrent regions and is only allowed inside a composite state", at: statement.start,
                hint: "write it between the regions of 'state Name {' … '}'")
        }
        diagram.states[position].regionCount += 1
        open[open.count - 1].scope = StateScope(composite: composite, region: diagram.states[position].regionCount - 1)
    }

    mutating func setDirection(_ statement: Statement, from: Int) throws {
        let value = statement.text(from, statement.end)
        guard let direction = FlowchartParser.direction(value) else {
            throw statement.error("unknown direction '\(value)'", at: from, hint: "directions are TB, TD, BT, RL or LR, in capitals")
        }
        if let composite = scope.composite, let position = index[composite] {
            diagram.states[position].direction = direction
        } else {
            diagram.direction = direction
        }
    }

    /// `note left of ID : text`, or `note right of ID` opening a body that ends at `end note`.
    mutating func parseNote(_ statement: Statement, from: Int) throws -> StateNote? {
        let words = statement.text(from, statement.end)
        let side: StateNote.Side
        if words.hasPrefix("left of ") { side = .left } else if words.hasPrefix("right of ") { side = .right } else {
            throw statement.error("expected 'note left of' or 'note right of'", at: from,
                hint: "floating notes ('note \"text\" as N') are not supported; attach the note to a state")
        }
        let targetStart = statement.skipSpaces(from: from + (side == .left ? 8 : 9))
        let (id, afterID, _) = try reference(statement, at: targetStart, allowClass: false)
        guard let target = id else {
            throw statement.error("a note cannot be attached to '[*]'", at: targetStart, hint: "attach it to a named state")
        }
        let position = try mention(target, statement: statement, at: targetStart)
        var note = StateNote(target: diagram.states[position].id, side: side, text: Label(plain: ""), line: statement.chapterLine)
        let after = statement.skipSpaces(from: afterID)
        if after < statement.end {
            guard statement.chars[after] == ":" else {
                throw statement.error("unexpected '\(statement.chars[after])'", at: after, hint: "write 'note \(side.rawValue) of \(target) : text'")
            }
            note.text = label(statement, from: after + 1, to: statement.end)
            diagram.notes.append(note)
            return nil
        }
        return note
    }

    /// Reads a multi-line note's body up to `end note`; returns the index of that line.
    mutating func readNoteBody(_ note: StateNote, opening: Statement) throws -> Int {
        var lines: [(index: Int, column: Int, text: [Character])] = []
        var lineIndex = opening.lineIndex + 1
        while lineIndex < source.lines.count {
            let raw = Array(source.lines[lineIndex])
            let line = String(raw).trimmed
            if line.split(whereSeparator: \.isWhitespace) == ["end", "note"] {
                var finished = note
                let body = lines.drop { $0.text.isEmpty }.reversed().drop { $0.text.isEmpty }.reversed()
                finished.text = Label(lines: body.flatMap { label($0.text, line: $0.index, column: $0.column).lines })
                diagram.notes.append(finished)
                return lineIndex
            }
            let column = raw.firstIndex { !$0.isWhitespace } ?? raw.count
            lines.append((lineIndex, column, Array(line)))
            lineIndex += 1
        }
        throw opening.error("the note is never closed", at: opening.start, hint: "end a note's lines with 'end note'")
    }
}
