/// The statements that name states: transitions, `ID : description`, `state …` declarations,
/// and the styling that refers to states by ID.
extension StateParser {
    /// Characters that end a state ID. Mermaid's IDs stop at spaces, `:`, `-` and `{`; the
    /// others here are syntax of their own.
    static let idTerminators: Set<Character> = [":", "-", "{", "}", "[", "]", "\"", "<", ">", ",", ";"]

    /// A state reference at `position`: `[*]` (nil) or an ID, with an optional `:::class`.
    /// Returns the ID and the index after the reference (and its class).
    func reference(_ statement: Statement, at position: Int, allowClass: Bool = true) throws -> (id: String?, end: Int, className: String?) {
        if statement.text(position, min(statement.end, position + 3)) == "[*]" {
            return (nil, position + 3, nil)
        }
        var cursor = position
        while cursor < statement.end, !statement.chars[cursor].isWhitespace, !Self.idTerminators.contains(statement.chars[cursor]) {
            cursor += 1
        }
        guard cursor > position else {
            let found = position < statement.end ? "'\(statement.chars[position])'" : "the end of the statement"
            throw statement.error("expected a state name, found \(found)", at: position,
                hint: "state names are words without spaces, e.g. 'Idle' or 'page_1'; '[*]' is the start or end")
        }
        let id = statement.text(position, cursor)
        guard allowClass, statement.text(cursor, min(statement.end, cursor + 3)) == ":::" else { return (id, cursor, nil) }
        let classStart = cursor + 3
        var classEnd = classStart
        while classEnd < statement.end, FlowchartScanner.isIDCharacter(statement.chars[classEnd]) || statement.chars[classEnd] == "-" {
            classEnd += 1
        }
        guard classEnd > classStart else {
            throw statement.error("expected a class name after ':::'", at: classStart, hint: "write 'State:::className', the class declared with classDef")
        }
        return (id, classEnd, statement.text(classStart, classEnd))
    }

    /// The index of state `id`, created in the current scope at its first mention.
    @discardableResult
    mutating func mention(_ id: String, statement: Statement, at position: Int) throws -> Int {
        if let known = index[id] { return known }
        if let composite = scope.composite, diagram.ancestors(of: composite).count + 1 > DiagramLimits.nesting {
            throw statement.error("composite states are nested more than \(DiagramLimits.nesting) deep", at: position, hint: DiagramLimits.stateHint)
        }
        diagram.states.append(StateNode(id: id, kind: .simple, scope: scope, title: Label(plain: EntityCodes.decode(id)),
            line: statement.chapterLine, column: position + 1))
        index[id] = diagram.states.count - 1
        return diagram.states.count - 1
    }

    /// The current scope's start or end pseudo-state, created at its first `[*]`.
    mutating func pseudoState(start: Bool, statement: Statement, at position: Int) -> String {
        let id = scope.pseudoStateID(start: start)
        if index[id] == nil {
            diagram.states.append(StateNode(id: id, kind: start ? .start : .end, scope: scope, title: Label(plain: ""),
                line: statement.chapterLine, column: position + 1))
            index[id] = diagram.states.count - 1
        }
        return id
    }

    /// `A --> B`, `A --> B : label`, `A : description` or a bare `A`.
    mutating func parseTransitionOrState(_ statement: Statement) throws {
        let (fromID, afterFrom, fromClass) = try reference(statement, at: statement.start)
        var cursor = statement.skipSpaces(from: afterFrom)
        if cursor >= statement.end || statement.chars[cursor] == ":" {
            guard let id = fromID else {
                throw statement.error("'[*]' needs a transition", at: statement.start, hint: "write '[*] --> State' for a start or 'State --> [*]' for an end")
            }
            let position = try mention(id, statement: statement, at: statement.start)
            if let fromClass { diagram.states[position].classes.append(fromClass) }
            if cursor < statement.end {
                let text = label(statement, from: cursor + 1, to: statement.end)
                if !text.isEmpty { diagram.states[position].descriptions.append(text) }
            }
            return
        }
        guard statement.text(cursor, min(statement.end, cursor + 3)) == "-->" else {
            throw statement.error("unexpected '\(statement.chars[cursor])'", at: cursor,
                hint: "a transition is written 'A --> B' or 'A --> B : label'; a description 'A : text'")
        }
        let from = try endpoint(fromID, className: fromClass, start: true, statement: statement, at: statement.start)
        cursor = statement.skipSpaces(from: cursor + 3)
        let (toID, afterTo, toClass) = try reference(statement, at: cursor)
        let to = try endpoint(toID, className: toClass, start: false, statement: statement, at: cursor)
        cursor = statement.skipSpaces(from: afterTo)
        var label: Label?
        if cursor < statement.end {
            guard statement.chars[cursor] == ":" else {
                throw statement.error("unexpected '\(statement.chars[cursor])'", at: cursor,
                    hint: "a transition's label follows a ':', e.g. 'A --> B : tapped'")
            }
            let text = self.label(statement, from: cursor + 1, to: statement.end)
            if !text.isEmpty { label = text }
        }
        diagram.transitions.append(StateTransition(from: from, to: to, label: label, line: statement.chapterLine, column: statement.start + 1))
    }

    private mutating func endpoint(_ id: String?, className: String?, start: Bool, statement: Statement, at position: Int) throws -> String {
        guard let id else { return pseudoState(start: start, statement: statement, at: position) }
        let found = try mention(id, statement: statement, at: position)
        if let className { diagram.states[found].classes.append(className) }
        return id
    }

    /// `state ID`, `state ID <<choice>>`, `state "Text" as ID`, each optionally opening a body with `{`.
    mutating func declareState(_ statement: Statement, from: Int) throws {
        var cursor = from
        var title: Label?
        if cursor < statement.end, statement.chars[cursor] == "\"" {
            guard let close = (cursor + 1..<statement.end).first(where: { statement.chars[$0] == "\"" }) else {
                throw statement.error("the quoted text is never closed", at: cursor, hint: "end it with '\"'")
            }
            title = label(statement, from: cursor + 1, to: close)
            cursor = statement.skipSpaces(from: close + 1)
            guard statement.text(cursor, min(statement.end, cursor + 3)) == "as " || statement.text(cursor, statement.end) == "as" else {
                throw statement.error("expected 'as' after the state's text", at: cursor, hint: "write 'state \"Long text\" as ID'")
            }
            cursor = statement.skipSpaces(from: cursor + 2)
        }
        let idStart = cursor
        let (id, afterID, className) = try reference(statement, at: cursor)
        guard let id else { throw statement.error("'[*]' cannot be declared", at: idStart, hint: "declare a named state: 'state Name'") }
        let position = try mention(id, statement: statement, at: idStart)
        if let title {
            diagram.states[position].title = title
            diagram.states[position].hasExplicitTitle = true
        }
        if let className { diagram.states[position].classes.append(className) }
        cursor = statement.skipSpaces(from: afterID)
        if statement.text(cursor, min(statement.end, cursor + 2)) == "<<" {
            guard let close = (cursor + 2..<max(cursor + 2, statement.end - 1)).first(where: { statement.text($0, $0 + 2) == ">>" }) else {
                throw statement.error("'<<' is never closed", at: cursor, hint: "write 'state \(id) <<choice>>'")
            }
            let stereotype = statement.text(cursor + 2, close).trimmed
            let kind: StateNode.Kind
            switch stereotype {
            case "choice": kind = .choice
            case "fork": kind = .fork
            case "join": kind = .join
            default:
                throw statement.error("'<<\(stereotype)>>' is not supported", at: cursor, hint: "the workbook draws <<choice>>, <<fork>> and <<join>>")
            }
            guard diagram.states[position].kind == .simple else {
                throw statement.error("'\(id)' is already a \(diagram.states[position].kind.rawValue) state", at: idStart,
                    hint: "a state is declared with one of <<choice>>, <<fork>> or <<join>>, before any body; give the other point a name of its own")
            }
            diagram.states[position].kind = kind
            cursor = statement.skipSpaces(from: close + 2)
        }
        if cursor < statement.end, statement.chars[cursor] == ":" {
            let text = label(statement, from: cursor + 1, to: statement.end)
            if !text.isEmpty { diagram.states[position].descriptions.append(text) }
            return
        }
        if cursor < statement.end, statement.chars[cursor] == "{" {
            try openComposite(position, statement: statement, brace: cursor)
            return
        }
        if cursor < statement.end {
            throw statement.error("unexpected '\(statement.chars[cursor])'", at: cursor,
                hint: "write 'state Name', 'state Name {', 'state Name <<choice>>' or 'state \"Text\" as Name'")
        }
    }

    mutating func openComposite(_ position: Int, statement: Statement, brace: Int) throws {
        let state = diagram.states[position]
        guard state.kind == .simple || state.kind == .composite else {
            throw statement.error("a \(state.kind.rawValue) state cannot hold other states", at: brace,
                hint: "give the composite state a name of its own")
        }
        if statement.skipSpaces(from: brace + 1) < statement.end {
            throw statement.error("a composite state's body starts on the next line", at: statement.skipSpaces(from: brace + 1),
                hint: "put each statement of the body on a line of its own, and '}' on the last")
        }
        if state.kind == .simple {
            compositeCount += 1
            if compositeCount > DiagramLimits.subgraphs {
                throw statement.error("the diagram has more than \(DiagramLimits.subgraphs) composite states", at: statement.start, hint: DiagramLimits.stateHint)
            }
        }
        if open.count >= DiagramLimits.nesting || diagram.ancestors(of: state.id).count >= DiagramLimits.nesting {
            throw statement.error("composite states are nested more than \(DiagramLimits.nesting) deep", at: statement.start, hint: DiagramLimits.stateHint)
        }
        diagram.states[position].kind = .composite
        open.append((StateScope(composite: state.id, region: diagram.states[position].regionCount - 1), statement))
    }

    /// `classDef name css`, `class ids name`, `style id css`.
    mutating func parseStyling(_ statement: Statement, keyword: String, from: Int) throws {
        var targetEnd = from
        while targetEnd < statement.end, !statement.chars[targetEnd].isWhitespace { targetEnd += 1 }
        // `class a, b name`: IDs may be separated by a comma and spaces.
        while keyword == "class", targetEnd < statement.end {
            let next = statement.skipSpaces(from: targetEnd)
            guard statement.chars[targetEnd - 1] == "," || (next < statement.end && statement.chars[next] == ",") else { break }
            targetEnd = next
            while targetEnd < statement.end, statement.chars[targetEnd] == "," || statement.chars[targetEnd] == " " { targetEnd += 1 }
            while targetEnd < statement.end, !statement.chars[targetEnd].isWhitespace { targetEnd += 1 }
        }
        let targets = statement.text(from, targetEnd)
        guard !targets.isEmpty else {
            throw statement.error("expected a name after '\(keyword)'", at: from, hint: "write 'classDef name css', 'class ids name' or 'style id css'")
        }
        var rest = statement.text(statement.skipSpaces(from: targetEnd), statement.end).trimmed
        // `stroke:#333;` reads as the entity code `#333;` where statements are split; here it is a colour.
        while rest.hasSuffix(";") { rest.removeLast() }
        let names = targets.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        switch keyword {
        case "classDef":
            for name in names { diagram.classDefinitions[name] = StyleDeclaration.parseList(rest) }
        case "class":
            guard !rest.isEmpty, !rest.contains(" ") else {
                throw statement.error("expected 'class ids className'", at: statement.start, hint: "e.g. 'class Idle, Busy quiet', the class declared with classDef")
            }
            pendingClasses.append((names, rest, statement, from))
        default:
            pendingStyles.append((targets, StyleDeclaration.parseList(rest), statement, from))
        }
    }

    /// `class` and `style` may come before the states they name; they apply at the end.
    mutating func applyStyling() throws {
        for pending in pendingClasses {
            for id in pending.ids {
                guard let position = index[id] else {
                    throw pending.statement.error("'class' names '\(id)', which is no state of this diagram", at: pending.at,
                        hint: "check the spelling; a state is named by its ID")
                }
                diagram.states[position].classes.append(pending.name)
            }
        }
        for pending in pendingStyles {
            guard let position = index[pending.id] else {
                throw pending.statement.error("'style' names '\(pending.id)', which is no state of this diagram", at: pending.at,
                    hint: "check the spelling; a state is named by its ID")
            }
            diagram.states[position].style += pending.style
        }
    }
}
