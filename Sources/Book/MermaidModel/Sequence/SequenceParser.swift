/// Turns a `sequenceDiagram` into a `SequenceDiagram`, statement by statement.
///
/// Everything outside the workbook's subset is an error with a location — never dropped —
/// because a diagram that silently loses a message teaches the wrong thing.
package struct SequenceParser {
    let source: DiagramSource
    var diagram = SequenceDiagram()
    /// Open blocks, innermost last, with where they were opened.
    var openBlocks: [(block: Block, statement: Statement)] = []
    /// The box being declared, with where it was opened.
    var openBox: (index: Int, statement: Statement)?
    /// Nesting depth of activations per participant, to reject deactivating an idle one.
    var activeDepth: [String: Int] = [:]
    var autonumber: (next: Int, step: Int)?
    /// Messages so far, against `DiagramLimits.messages`.
    var messageCount = 0
    /// `create …` or `destroy …` waiting for the message that creates or destroys it.
    var pendingLifecycle: (id: String, creates: Bool, statement: Statement)?
    /// Destroyed participants, with the chapter line of the message that destroyed them.
    var destroyedAt: [String: Int] = [:]

    init(source: DiagramSource) {
        self.source = source
    }

    package static func parse(_ source: DiagramSource) throws -> SequenceDiagram {
        var parser = SequenceParser(source: source)
        return try parser.run()
    }

    mutating func run() throws -> SequenceDiagram {
        guard let header = source.headerIndex else {
            throw source.error("empty diagram", line: 0, column: 1, hint: "start with 'sequenceDiagram'")
        }
        let headerLine = source.lines[header]
        let keywordStart = headerLine.firstIndex { !$0.isWhitespace } ?? 0
        var lineIndex = header
        var from = keywordStart + "sequenceDiagram".count
        diagram.title = source.frontMatterTitle
        while lineIndex < source.lines.count {
            if lineIndex != header, let block = try AccessibleDescriptionBlock.read(source, at: lineIndex) {
                diagram.accessibleDescription = block.text
                lineIndex = block.lastLine + 1
                continue
            }
            let chars = source.lines[lineIndex]
            for statement in Statement.split(line: chars, from: lineIndex == header ? from : 0, lineIndex: lineIndex, source: source) {
                try parseStatement(statement)
                try checkSize(statement)
            }
            lineIndex += 1
            from = 0
        }
        if let open = openBlocks.last {
            throw open.statement.error("'\(open.block.kind.rawValue)' is never closed", at: open.statement.start,
                hint: "add 'end' after the block's last statement")
        }
        if let box = openBox {
            throw box.statement.error("'box' is never closed", at: box.statement.start, hint: "add 'end' after the box's participants")
        }
        try checkNoPendingLifecycle()
        return diagram
    }

    // MARK: Statements

    /// After each statement: the one that takes the diagram past a size limit is the error.
    func checkSize(_ statement: Statement) throws {
        if messageCount > DiagramLimits.messages {
            throw statement.error("the diagram has more than \(DiagramLimits.messages) messages", at: statement.start,
                hint: DiagramLimits.hint)
        }
        if diagram.participants.count > DiagramLimits.participants {
            throw statement.error("the diagram has more than \(DiagramLimits.participants) participants", at: statement.start,
                hint: DiagramLimits.hint)
        }
    }

    mutating func parseStatement(_ statement: Statement) throws {
        let (word, afterWord) = statement.word(at: statement.start)
        let keyword = word.lowercased()
        let boundary = afterWord >= statement.end || statement.chars[afterWord].isWhitespace
        let colonBoundary = boundary || statement.chars[afterWord] == ":"
        let rest = statement.skipSpaces(from: afterWord)

        if openBox != nil, !(boundary && ["participant", "actor", "end"].contains(keyword)) {
            throw statement.error("a box may only contain participant or actor declarations", at: statement.start,
                hint: "close the box with 'end' before other statements")
        }
        switch keyword {
        case "participant" where boundary, "actor" where boundary:
            try declareParticipant(statement, kind: keyword == "actor" ? .actor : .participant, from: rest)
        case "activate" where boundary, "deactivate" where boundary:
            let id = try declaredName(statement, from: rest, to: statement.end)
            try checkExists(id, statement: statement, at: rest)
            try changeActivation(of: id, activate: keyword == "activate", statement: statement, at: rest)
            append(keyword == "activate" ? .activate(id) : .deactivate(id))
        case "note" where boundary:
            append(.note(try parseNote(statement, from: rest)))
        case "loop" where boundary, "opt" where boundary, "break" where boundary, "alt" where boundary,
            "par" where boundary, "critical" where boundary, "rect" where boundary:
            try openBlock(statement, kind: Block.Kind(rawValue: keyword)!, from: rest)
        case "else" where boundary, "and" where boundary, "option" where boundary:
            try addSection(statement, keyword: keyword, from: rest)
        case "end" where boundary:
            try close(statement)
        case "box" where boundary:
            try beginBox(statement, from: rest)
        case "autonumber" where boundary:
            try setAutonumber(statement, from: rest)
        case "title" where colonBoundary:
            var start = rest
            if start < statement.end, statement.chars[start] == ":" { start += 1 }
            // Mermaid draws the title as one line of text; tags in it keep only their text.
            diagram.title = label(statement, from: start, to: statement.end).plainText
        case "acctitle" where colonBoundary, "accdescr" where colonBoundary:
            guard rest < statement.end, statement.chars[rest] == ":" else {
                throw statement.error("expected ':' after '\(word)'", at: rest)
            }
            let text = LabelMarkup.plainText(statement.text(rest + 1, statement.end))
            if keyword == "acctitle" { diagram.accessibleTitle = text } else { diagram.accessibleDescription = text }
        case "create" where boundary:
            try create(statement, from: rest)
        case "destroy" where boundary:
            try destroy(statement, from: rest)
        case "link" where boundary, "links" where boundary, "properties" where boundary, "details" where boundary:
            throw statement.error("'\(word)' is not supported by the workbook's diagram renderer", at: statement.start,
                hint: "see the supported subset in docs/mermaid-subset.md")
        default:
            try parseMessage(statement)
        }
    }

    mutating func append(_ item: SequenceItem) {
        if openBlocks.isEmpty {
            diagram.items.append(item)
        } else {
            let top = openBlocks.count - 1
            let section = openBlocks[top].block.sections.count - 1
            openBlocks[top].block.sections[section].items.append(item)
        }
    }

    // MARK: Participants

    /// Characters a declared participant name may not contain (Mermaid's rule).
    static let forbiddenInDeclaration: Set<Character> = ["<", ">", ":", ",", ";"]

    /// A name after `participant`, `actor`, `destroy`, `activate` or `deactivate`: the whole
    /// text, which may hold spaces and punctuation other than `< > : , ;`.
    func declaredName(_ statement: Statement, from: Int, to: Int) throws -> String {
        if let bad = (from..<to).first(where: { Self.forbiddenInDeclaration.contains(statement.chars[$0]) }) {
            throw statement.error("'\(statement.chars[bad])' cannot appear in a participant name", at: bad,
                hint: "declare 'participant X as Any label' and use the short name X")
        }
        return try checkedName(statement, from: from, to: to)
    }

    /// A name in a message or note, which must fill `from..<to`: Mermaid's rules for where
    /// such a name ends are in `ParticipantNames`.
    func usedName(_ statement: Statement, from: Int, to: Int) throws -> String {
        let end = ParticipantNames.end(in: statement.chars, from: statement.skipSpaces(from: from), to: to)
        if let bad = (end..<to).first(where: { !statement.chars[$0].isWhitespace }) {
            let character = statement.chars[bad]
            throw statement.error("'\(character)' cannot appear \(bad == statement.skipSpaces(from: from) ? "at the start of" : "here in") a participant name", at: bad,
                hint: "declare 'participant X as Any label' and use the short name X")
        }
        return try checkedName(statement, from: from, to: to)
    }

    private func checkedName(_ statement: Statement, from: Int, to: Int) throws -> String {
        let id = statement.text(from, to).trimmed
        guard !id.isEmpty else { throw statement.error("expected a participant name", at: from) }
        if id.lowercased() == "end" {
            throw statement.error("'end' is a keyword and cannot name a participant", at: statement.skipSpaces(from: from),
                hint: "give the participant another name, e.g. 'participant E as end'")
        }
        return id
    }

    @discardableResult
    mutating func mention(_ id: String) -> Int {
        if let index = diagram.participantIndex(id) { return index }
        diagram.participants.append(Participant(id: id, label: Label(plain: id), kind: .participant, box: nil))
        return diagram.participants.count - 1
    }

    @discardableResult
    mutating func declareParticipant(_ statement: Statement, kind: Participant.Kind, from: Int, creates: Bool = false) throws -> String {
        var idEnd = statement.end
        var label: Label?
        // `ID as Label`, as Mermaid reads it: only a name without spaces takes an alias, so
        // `participant Auth Server as AS` names a participant "Auth Server as AS".
        var wordEnd = from
        while wordEnd < statement.end, !statement.chars[wordEnd].isWhitespace { wordEnd += 1 }
        let asStart = statement.skipSpaces(from: wordEnd)
        if wordEnd > from, asStart > wordEnd, asStart + 2 < statement.end, statement.text(asStart, asStart + 2).lowercased() == "as",
            statement.chars[asStart + 2].isWhitespace
        {
            idEnd = wordEnd
            label = self.label(statement, from: asStart + 3, to: statement.end)
        }
        if statement.text(from, idEnd).contains("@{") {
            throw statement.error("participant properties ('@{ … }') are not supported", at: from)
        }
        let id = try declaredName(statement, from: from, to: idEnd)
        if creates, diagram.participantIndex(id) != nil {
            throw statement.error("'\(id)' already takes part, so 'create' cannot introduce it", at: from,
                hint: "Mermaid rejects this too; 'create' introduces a participant not yet declared or used")
        }
        try checkExists(id, statement: statement, at: from)
        let position = mention(id)
        diagram.participants[position].kind = kind
        diagram.participants[position].label = label ?? self.label(statement, from: from, to: idEnd)
        if let box = openBox { diagram.participants[position].box = box.index }
        return id
    }

    mutating func beginBox(_ statement: Statement, from: Int) throws {
        var rest = statement.text(from, statement.end).trimmed
        var colour: String?
        let lower = rest.lowercased()
        if ["rgb(", "rgba(", "hsl(", "hsla("].contains(where: { lower.hasPrefix($0) }), let close = rest.firstIndex(of: ")") {
            colour = String(rest[...close])
            rest = String(rest[rest.index(after: close)...]).trimmed
        } else if let first = rest.split(separator: " ").first, CSSColours.isNamedColour(String(first)) {
            colour = String(first)
            rest = String(rest.dropFirst(first.count)).trimmed
        }
        // The title is what is left at the statement's end once the colour is taken.
        let title = rest.isEmpty ? nil : label(statement, from: statement.end - rest.count, to: statement.end)
        diagram.boxes.append(ParticipantBox(colour: colour, title: title))
        openBox = (diagram.boxes.count - 1, statement)
    }

    // MARK: Activations and numbering

    mutating func changeActivation(of id: String, activate: Bool, statement: Statement, at index: Int) throws {
        mention(id)
        let depth = activeDepth[id, default: 0]
        if activate {
            activeDepth[id] = depth + 1
        } else {
            guard depth > 0 else {
                throw statement.error("'\(id)' is not active, so it cannot be deactivated", at: index,
                    hint: "activate it first with 'activate \(id)' or a '+' on a message to it")
            }
            activeDepth[id] = depth - 1
        }
    }

    mutating func setAutonumber(_ statement: Statement, from: Int) throws {
        let words = statement.text(from, statement.end).split(separator: " ").map(String.init)
        if words.first?.lowercased() == "off", words.count == 1 {
            autonumber = nil
            return
        }
        let numbers = words.compactMap { Int($0) }
        guard numbers.count == words.count, numbers.count <= 2 else {
            throw statement.error("expected 'autonumber [start [step]]' or 'autonumber off'", at: from)
        }
        autonumber = (numbers.first ?? 1, numbers.count > 1 ? numbers[1] : 1)
    }

    // MARK: Blocks

    mutating func openBlock(_ statement: Statement, kind: Block.Kind, from: Int) throws {
        if openBlocks.count >= DiagramLimits.nesting {
            throw statement.error("blocks are nested more than \(DiagramLimits.nesting) deep", at: statement.start,
                hint: DiagramLimits.hint)
        }
        let rest = EntityCodes.decode(statement.text(from, statement.end).trimmed)
        let section = Block.Section(
            label: kind == .rect ? Label(plain: "") : label(statement, from: from, to: statement.end), items: [],
            line: statement.chapterLine, column: statement.start + 1)
        openBlocks.append((Block(kind: kind, colour: kind == .rect ? rest : nil, sections: [section]), statement))
    }

    mutating func addSection(_ statement: Statement, keyword: String, from: Int) throws {
        let owner: Block.Kind = keyword == "else" ? .alt : keyword == "and" ? .par : .critical
        guard let top = openBlocks.last, top.block.kind == owner else {
            throw statement.error("'\(keyword)' outside an '\(owner.rawValue)' block", at: statement.start,
                hint: "'\(keyword)' separates the sections of '\(owner.rawValue) … end'")
        }
        let label = self.label(statement, from: from, to: statement.end)
        openBlocks[openBlocks.count - 1].block.sections.append(
            .init(label: label, items: [], line: statement.chapterLine, column: statement.start + 1))
    }

    mutating func close(_ statement: Statement) throws {
        if statement.skipSpaces(from: statement.start + 3) < statement.end {
            throw statement.error("unexpected text after 'end'", at: statement.skipSpaces(from: statement.start + 3))
        }
        if openBox != nil {
            openBox = nil
            return
        }
        guard var closed = openBlocks.popLast() else {
            throw statement.error("'end' without an open block", at: statement.start)
        }
        closed.block.endLine = statement.chapterLine
        append(.block(closed.block))
    }
}
