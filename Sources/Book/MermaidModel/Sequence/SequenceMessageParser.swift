/// Messages (`A->>+B: text`) and notes (`note over A, B: text`).
extension SequenceParser {
    /// Characters an arrow is made of; a run of them between two names is one operator.
    static let arrowCharacters: Set<Character> = ["-", "<", ">", ")", "(", "|", "/", "\\"]

    mutating func parseMessage(_ statement: Statement) throws {
        var cursor = ParticipantNames.end(in: statement.chars, from: statement.start, to: statement.end)
        let sourceEnd = cursor
        if sourceEnd == statement.start, ["(", ")", "/", "\\"].contains(statement.chars[cursor]) {
            throw statement.error("'\(statement.chars[cursor])' cannot start a participant name", at: cursor,
                hint: "declare 'participant X as Any label' and use the short name X")
        }
        guard cursor < statement.end, Self.arrowCharacters.contains(statement.chars[cursor]) else {
            if cursor < statement.end, statement.chars[cursor] == ":" {
                throw statement.error("expected an arrow between two participants", at: cursor,
                    hint: "messages are written 'A->>B: text'")
            }
            throw statement.error("unrecognised statement '\(statement.text(statement.start, statement.end))'", at: statement.start,
                hint: "the supported statements are listed in docs/mermaid-subset.md")
        }
        let arrowStart = cursor
        while cursor < statement.end, Self.arrowCharacters.contains(statement.chars[cursor]) { cursor += 1 }
        var written = statement.text(arrowStart, cursor)
        // `B-->>-A`: a trailing '-' after a complete arrow is the deactivation marker.
        if SequenceArrow.operators[written] == nil, written.hasSuffix("-"), SequenceArrow.operators[String(written.dropLast())] != nil {
            written.removeLast()
            cursor -= 1
        }
        // `A->>(B)`: the '(' starts the target (and is reported there), not the arrow.
        if SequenceArrow.operators[written] == nil, let last = written.last, ["(", "/", "\\"].contains(last),
            SequenceArrow.operators[String(written.dropLast())] != nil
        {
            written.removeLast()
            cursor -= 1
        }
        if written == "-" || written == "--", cursor < statement.end, statement.chars[cursor] == "x" {
            written += "x"
            cursor += 1
        }
        guard let arrow = SequenceArrow.operators[written] else {
            let modern = written.contains("|") || written.contains("/") || written.contains("\\") || written.contains("()")
            throw statement.error("unknown arrow '\(written)'", at: arrowStart,
                hint: modern
                    ? "half-arrows and '()' central connections are not supported; use one of -> --> ->> -->> -x --x -) --) <<->> <<-->>"
                    : "use one of -> --> ->> -->> -x --x -) --) <<->> <<-->>")
        }
        let from = try usedName(statement, from: statement.start, to: sourceEnd)
        cursor = statement.skipSpaces(from: cursor)
        var activates = false
        var deactivates = false
        let markerIndex = cursor
        if cursor < statement.end, statement.chars[cursor] == "+" {
            activates = true
            cursor += 1
        } else if cursor < statement.end, statement.chars[cursor] == "-" {
            deactivates = true
            cursor += 1
        }
        let targetStart = cursor
        cursor = ParticipantNames.end(in: statement.chars, from: statement.skipSpaces(from: targetStart), to: statement.end)
        guard statement.text(targetStart, cursor).trimmed.isEmpty == false else {
            let at = statement.skipSpaces(from: targetStart)
            if at < statement.end, statement.chars[at] != ":" {
                throw statement.error("'\(statement.chars[at])' cannot start a participant name", at: at,
                    hint: "declare 'participant X as Any label' and use the short name X")
            }
            throw statement.error("expected the message's target after '\(written)'", at: targetStart)
        }
        let to = try usedName(statement, from: targetStart, to: cursor)
        guard cursor < statement.end, statement.chars[cursor] == ":" else {
            if cursor < statement.end {
                throw statement.error("unexpected '\(statement.chars[cursor])' in a message", at: cursor)
            }
            throw statement.error("expected ':' and the message text after '\(to)'", at: cursor,
                hint: "write '\(from)\(written)\(to): text' (the text may be empty)")
        }
        let text = label(statement, from: cursor + 1, to: statement.end)
        mention(from)
        mention(to)
        if activates { try changeActivation(of: to, activate: true, statement: statement, at: markerIndex) }
        if deactivates { try changeActivation(of: from, activate: false, statement: statement, at: markerIndex) }
        var number: Int?
        if let counter = autonumber {
            number = counter.next
            autonumber = (counter.next + counter.step, counter.step)
        }
        messageCount += 1
        var message = Message(from: from, to: to, arrow: arrow, text: text,
            activatesTarget: activates, deactivatesSource: deactivates, number: number,
            line: statement.chapterLine, column: statement.start + 1)
        try applyLifecycle(to: &message, statement: statement)
        append(.message(message))
    }

    mutating func parseNote(_ statement: Statement, from: Int) throws -> Note {
        var cursor = from
        let placement: Note.Placement
        let (first, afterFirst) = statement.word(at: cursor)
        switch first.lowercased() {
        case "left", "right":
            let ofStart = statement.skipSpaces(from: afterFirst)
            let (of, afterOf) = statement.word(at: ofStart)
            guard of.lowercased() == "of" else {
                throw statement.error("expected 'of' after '\(first)'", at: ofStart, hint: "write 'note \(first.lowercased()) of A: text'")
            }
            placement = first.lowercased() == "left" ? .leftOf : .rightOf
            cursor = afterOf
        case "over":
            placement = .over
            cursor = afterFirst
        default:
            throw statement.error("expected 'left of', 'right of' or 'over' after 'note'", at: cursor)
        }
        guard let colon = (cursor..<statement.end).first(where: { statement.chars[$0] == ":" }) else {
            throw statement.error("expected ':' and the note's text", at: statement.end,
                hint: "write 'note over A: text'")
        }
        var ids: [String] = []
        var idStart = cursor
        for index in cursor...colon where index == colon || statement.chars[index] == "," {
            if ids.count == 2 {
                throw statement.error("a note spans at most two participants", at: statement.skipSpaces(from: idStart),
                    hint: "write 'note over A, C: text' to span from A to C")
            }
            ids.append(try usedName(statement, from: idStart, to: index))
            idStart = index + 1
        }
        if placement != .over, ids.count > 1 {
            throw statement.error("only 'note over' may name two participants", at: cursor)
        }
        for id in ids { try checkExists(id, statement: statement, at: cursor) }
        ids.forEach { mention($0) }
        let text = label(statement, from: colon + 1, to: statement.end)
        return Note(placement: placement, participants: ids, text: text)
    }
}
