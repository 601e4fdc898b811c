/// `create participant B` and `destroy B`: a participant that appears at the message that
/// creates it, and one whose lifeline ends at the message that destroys it.
///
/// Mermaid's rules: the message after `create …` must be sent to the created participant, the
/// message after `destroy B` must be sent by or to B, and `create` may not name a participant
/// that already takes part. The workbook also rejects what Mermaid would draw oddly: a
/// participant used before the message that creates it or after the one that destroys it, a
/// `create`/`destroy` that no message follows, and a second one before the first's message.
extension SequenceParser {
    mutating func create(_ statement: Statement, from: Int) throws {
        let (word, afterWord) = statement.word(at: from)
        let keyword = word.lowercased()
        guard keyword == "participant" || keyword == "actor", afterWord < statement.end, statement.chars[afterWord].isWhitespace else {
            throw statement.error("expected 'participant' or 'actor' after 'create'", at: from,
                hint: "write 'create participant B' or 'create actor B', then the message that creates B")
        }
        try checkNoPendingLifecycle()
        let id = try declareParticipant(statement, kind: keyword == "actor" ? .actor : .participant,
            from: statement.skipSpaces(from: afterWord), creates: true)
        pendingLifecycle = (id, true, statement)
    }

    mutating func destroy(_ statement: Statement, from: Int) throws {
        let id = try declaredName(statement, from: from, to: statement.end)
        try checkNoPendingLifecycle()
        try checkExists(id, statement: statement, at: from)
        pendingLifecycle = (id, false, statement)
    }

    /// A participant may not be used while waiting for the message that creates it, nor after
    /// the message that destroyed it.
    func checkExists(_ id: String, statement: Statement, at index: Int) throws {
        if let pending = pendingLifecycle, pending.creates, pending.id == id {
            throw statement.error("'\(id)' is created by the next message, so it cannot be used before it", at: index,
                hint: "send the message that creates '\(id)' (e.g. 'A->>\(id): text') right after 'create'")
        }
        if let line = destroyedAt[id] {
            throw statement.error("'\(id)' was destroyed by the message on line \(line)", at: index,
                hint: "a destroyed participant's lifeline has ended; move 'destroy \(id)' after its last use")
        }
    }

    /// Called for each message: marks the one that creates or destroys the pending participant.
    mutating func applyLifecycle(to message: inout Message, statement: Statement) throws {
        guard let pending = pendingLifecycle else {
            try checkExists(message.from, statement: statement, at: statement.start)
            if message.to != message.from { try checkExists(message.to, statement: statement, at: statement.start) }
            return
        }
        if pending.creates {
            guard message.to == pending.id else {
                throw statement.error("the message after 'create' must be sent to '\(pending.id)'", at: statement.start,
                    hint: "Mermaid requires it too; write e.g. '\(message.from)->>\(pending.id): text' right after 'create'")
            }
            if message.from != message.to { try checkExists(message.from, statement: statement, at: statement.start) }
            message.createsTarget = true
        } else {
            guard message.to == pending.id || message.from == pending.id else {
                throw statement.error("the message after 'destroy \(pending.id)' must be sent by or to '\(pending.id)'", at: statement.start,
                    hint: "Mermaid requires it too; write e.g. 'A->>\(pending.id): text' right after 'destroy'")
            }
            try checkExists(message.from, statement: statement, at: statement.start)
            try checkExists(message.to, statement: statement, at: statement.start)
            message.destroys = pending.id
            destroyedAt[pending.id] = statement.chapterLine
        }
        pendingLifecycle = nil
    }

    /// A `create` or `destroy` still waiting for its message is an error at its own line.
    func checkNoPendingLifecycle() throws {
        guard let pending = pendingLifecycle else { return }
        let keyword = pending.creates ? "create" : "destroy \(pending.id)"
        throw pending.statement.error("'\(keyword)' must be followed by the message that \(pending.creates ? "creates" : "destroys") '\(pending.id)'",
            at: pending.statement.start,
            hint: pending.creates
                ? "put a message to '\(pending.id)' (e.g. 'A->>\(pending.id): text') right after this line"
                : "put a message sent by or to '\(pending.id)' right after this line")
    }
}
