/// Turns a `flowchart`/`graph` into a `Flowchart`. Keywords are case-sensitive, as in Mermaid.
package struct FlowchartParser {
    var scanner: FlowchartScanner
    var chart = Flowchart()
    /// Node index by ID, for "last text wins" updates.
    var nodeIndex: [String: Int] = [:]
    /// Which subgraph (by index into `flatSubgraphs`) each node was first mentioned in.
    var nodeSubgraph: [String: Int] = [:]
    var flatSubgraphs: [(subgraph: Subgraph, parent: Int?)] = []
    var openSubgraphs: [(index: Int, start: Int)] = []
    var pendingLinkStyles: [(indices: [Int]?, style: [StyleDeclaration], position: Int)] = []
    var pendingClasses: [(ids: [String], name: String)] = []
    var pendingStyles: [(id: String, style: [StyleDeclaration])] = []
    /// Edges so far, each counted once per rank it spans, against `DiagramLimits.edges`.
    var edgeRanks = 0
    /// Subgraph IDs among `chart.nodes` (edges to subgraphs), which do not count as nodes.
    var subgraphMentions = 0

    package static func parse(_ source: DiagramSource) throws -> Flowchart {
        var parser = FlowchartParser(scanner: FlowchartScanner(source: source))
        parser.chart.title = source.frontMatterTitle
        try parser.parseHeader()
        while true {
            parser.scanner.skipSeparators()
            if parser.scanner.isAtEnd { break }
            try parser.parseStatement()
            try parser.expectStatementEnd()
        }
        return try parser.finish()
    }

    mutating func parseHeader() throws {
        scanner.skipSeparators()
        let start = scanner.position
        let keyword = scanner.readID()
        guard keyword == "flowchart" || keyword == "graph" else {
            throw scanner.error("expected 'flowchart' or 'graph'", at: start)
        }
        scanner.skipInlineSpaces()
        let directionStart = scanner.position
        let word = scanner.readID()
        if !word.isEmpty {
            guard let direction = Self.direction(word) else {
                throw scanner.error("unknown direction '\(word)'", at: directionStart,
                    hint: "directions are TB, TD, BT, RL or LR, in capitals")
            }
            chart.direction = direction
        }
        try expectStatementEnd()
    }

    static func direction(_ word: String) -> Flowchart.Direction? {
        word == "TD" ? .topToBottom : Flowchart.Direction(rawValue: word)
    }

    /// After a statement only spaces, then a line end, `;` or the end may follow.
    mutating func expectStatementEnd() throws {
        scanner.skipInlineSpaces()
        guard let character = scanner.current, character != "\n", character != ";" else { return }
        if scanner.hasPrefix("%%") {
            throw scanner.error("a '%%' comment must be on a line of its own", at: scanner.position,
                hint: "Mermaid fails on trailing comments too; move the comment to the line above")
        }
        throw scanner.error("unexpected '\(character)'", at: scanner.position,
            hint: "one statement per line, or separate statements with ';'")
    }

    mutating func parseStatement() throws {
        let start = scanner.position
        let word = scanner.word(at: start)
        let after = scanner.character(at: start + word.count)
        let spaced = after == nil || after == " " || after == "\t" || after == "\n" || after == ";"
        switch word {
        case "subgraph" where spaced: try openSubgraph()
        case "end" where spaced:
            scanner.position += 3
            guard let open = openSubgraphs.popLast() else {
                throw scanner.error("'end' without an open subgraph", at: start)
            }
            _ = open
        case "direction" where spaced:
            scanner.position += word.count
            scanner.skipInlineSpaces()
            let at = scanner.position
            let value = scanner.readID()
            guard let direction = Self.direction(value) else {
                throw scanner.error("unknown direction '\(value)'", at: at, hint: "directions are TB, TD, BT, RL or LR, in capitals")
            }
            guard let open = openSubgraphs.last else {
                throw scanner.error("'direction' is only allowed inside a subgraph", at: start,
                    hint: "set the whole chart's direction on the first line, e.g. 'flowchart LR'")
            }
            flatSubgraphs[open.index].subgraph.direction = direction
        case "classDef" where spaced, "class" where spaced, "style" where spaced, "linkStyle" where spaced:
            try parseStyling(word)
        case "click" where spaced:
            skipClick()
        case "accTitle", "accDescr":
            try parseAccessibility(word)
        default:
            try parseChain()
        }
    }

    /// `click id …` is interaction for browsers: parsed and ignored (quotes may hold `;`).
    mutating func skipClick() {
        var quoted = false
        while let character = scanner.current, character != "\n", quoted || character != ";" {
            if character == "\"" { quoted.toggle() }
            scanner.position += 1
        }
    }

    mutating func parseAccessibility(_ word: String) throws {
        let start = scanner.position
        scanner.position += word.count
        scanner.skipInlineSpaces()
        if word == "accDescr", scanner.current == "{" {
            scanner.position += 1
            let body = try scanner.readEnclosed(
                until: "}", openedAt: start, unclosed: "'accDescr {' is never closed", hint: "end the description with '}'")
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmed }
            let trimmed = lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
            chart.accessibleDescription = LabelMarkup.plainText(trimmed.joined(separator: "\n"))
            return
        }
        guard scanner.current == ":" else {
            throw scanner.error("expected ':' after '\(word)'", at: scanner.position)
        }
        scanner.position += 1
        let start2 = scanner.position
        while let character = scanner.current, character != "\n" { scanner.position += 1 }
        let text = LabelMarkup.plainText(String(scanner.chars[start2..<scanner.position]))
        if word == "accTitle" { chart.accessibleTitle = text } else { chart.accessibleDescription = text }
    }

    mutating func parseStyling(_ word: String) throws {
        let start = scanner.position
        scanner.position += word.count
        scanner.skipInlineSpaces()
        let targetStart = scanner.position
        while let character = scanner.current, !character.isWhitespace, character != ";" { scanner.position += 1 }
        let targets = String(scanner.chars[targetStart..<scanner.position])
        scanner.skipInlineSpaces()
        let rest = scanner.readRestOfStatement().trimmed
        guard !targets.isEmpty else { throw scanner.error("expected a name after '\(word)'", at: targetStart) }
        let names = targets.split(separator: ",").map { String($0).trimmed }
        switch word {
        case "classDef":
            for name in names { chart.classDefinitions[name] = StyleDeclaration.parseList(rest) }
        case "class":
            guard !rest.isEmpty, !rest.contains(" ") else {
                throw scanner.error("expected 'class ids className'", at: start)
            }
            pendingClasses.append((names, rest))
        case "style":
            // Mermaid creates the node a `style` names if it is neither a node nor a subgraph.
            if nodeIndex[targets] == nil, !flatSubgraphs.contains(where: { $0.subgraph.id == targets }),
                scanner.isNodeID(targets)
            {
                try mention(targets, label: nil, shape: nil, classes: [], at: targetStart, joinsSubgraph: false)
            }
            pendingStyles.append((targets, StyleDeclaration.parseList(rest)))
        default:
            if targets == "default" {
                pendingLinkStyles.append((nil, StyleDeclaration.parseList(rest), targetStart))
            } else {
                let numbers = names.compactMap { Int($0) }
                guard numbers.count == names.count else {
                    throw scanner.error("expected edge numbers or 'default' after 'linkStyle'", at: targetStart)
                }
                pendingLinkStyles.append((numbers, StyleDeclaration.parseList(rest), targetStart))
            }
        }
    }

    mutating func openSubgraph() throws {
        let start = scanner.position
        if flatSubgraphs.count >= DiagramLimits.subgraphs {
            throw scanner.error("the flowchart has more than \(DiagramLimits.subgraphs) subgraphs", at: start, hint: DiagramLimits.hint)
        }
        if openSubgraphs.count >= DiagramLimits.nesting {
            throw scanner.error("subgraphs are nested more than \(DiagramLimits.nesting) deep", at: start, hint: DiagramLimits.hint)
        }
        scanner.position += "subgraph".count
        scanner.skipInlineSpaces()
        var id: String
        var title: Label
        if scanner.current == "\"" {
            title = try readQuotedLabel()
            // As in Mermaid, a one-word quoted title is also the subgraph's ID (`subgraph "One"`).
            let text = title.plainText
            id = text.isEmpty || text.contains(where: \.isWhitespace) ? "subGraph\(flatSubgraphs.count)" : text
            scanner.skipInlineSpaces()
            if let character = scanner.current, character != "\n", character != ";" {
                // `subgraph "Title" more words`: Mermaid joins the words to the quoted title.
                let rest = EntityCodes.decode(scanner.readRestOfStatement().trimmed)
                if title.lines.isEmpty { title.lines = [[]] }
                title.lines[title.lines.count - 1].append(Label.Run(" " + rest))
                id = "subGraph\(flatSubgraphs.count)"
            }
        } else {
            let idStart = scanner.position
            id = scanner.readNodeID()
            scanner.skipInlineSpaces()
            if scanner.current == "[" {
                scanner.position += 1
                title = try readLabelText(closers: ["]"]).label
                scanner.position += 1
            } else {
                if let character = scanner.current, character != "\n", character != ";" {
                    // `subgraph Some title`: the whole text is the title, the ID is generated.
                    _ = scanner.readRestOfStatement()
                    title = label(from: idStart, to: scanner.position, syntax: .flowchart)
                    id = "subGraph\(flatSubgraphs.count)"
                } else {
                    title = Label(plain: id)
                }
            }
            if id.isEmpty { throw scanner.error("expected a subgraph ID or title", at: idStart) }
        }
        let parent = openSubgraphs.last?.index
        flatSubgraphs.append((Subgraph(id: id, title: title), parent))
        openSubgraphs.append((flatSubgraphs.count - 1, start))
    }
}
