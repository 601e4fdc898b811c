/// Node chains: `A & B -->|text| C[Label]:::hot --> D`.
extension FlowchartParser {
    mutating func parseChain() throws {
        var groups = [try parseGroup()]
        var links: [(operator: EdgeOperator, label: Label?, position: Int)] = []
        while true {
            scanner.skipInlineSpaces()
            let end = scanner.position
            // As in Mermaid, a link may start the next line (`A` then `--> B`).
            scanner.skipWhitespace()
            let position = scanner.position
            guard let link = try parseLink() else {
                scanner.position = end
                break
            }
            links.append((link.0, link.1, position))
            scanner.skipInlineSpaces()
            if scanner.current == "\n" {
                // Mermaid reads past a line end after an operator (`A -->` then `B`), not after `|text|`.
                if link.1 != nil, scanner.chars[position..<scanner.position].last(where: { !$0.isWhitespace }) == "|" {
                    throw scanner.error("the edge's target must follow its '|text|' on the same line", at: scanner.position,
                        hint: "Mermaid rejects this too; write 'A -->|text| B', or break the line before the text: 'A -->' then '|text| B'")
                }
                scanner.skipWhitespace()
            }
            groups.append(try parseGroup())
        }
        for (index, link) in links.enumerated() {
            // Each rank an edge spans is a node to Graphviz, so a long edge counts once per rank.
            let added = groups[index].count * groups[index + 1].count * max(1, link.operator.length)
            edgeRanks += added
            if edgeRanks > DiagramLimits.edges {
                throw scanner.error("the flowchart has more than \(DiagramLimits.edges) edges (counting each rank an edge spans)",
                    at: link.position, hint: DiagramLimits.hint)
            }
            for from in groups[index] {
                for to in groups[index + 1] {
                    chart.edges.append(FlowEdge(from: from, to: to, line: link.operator.line, head: link.operator.head,
                        tail: link.operator.tail, length: link.operator.length, label: link.label))
                }
            }
        }
    }

    mutating func parseGroup() throws -> [String] {
        var ids = [try parseNode()]
        while true {
            let save = scanner.position
            scanner.skipInlineSpaces()
            guard scanner.current == "&" else {
                scanner.position = save
                return ids
            }
            scanner.position += 1
            scanner.skipInlineSpaces()
            ids.append(try parseNode())
        }
    }

    /// A node reference, optionally with a shape and label, then `:::class`.
    mutating func parseNode() throws -> String {
        let start = scanner.position
        let id = scanner.readNodeID()
        guard !id.isEmpty else {
            let found = scanner.current.map { $0 == "\n" ? "end of line" : "'\($0)'" } ?? "end of diagram"
            throw scanner.error("expected a node ID, found \(found)", at: start)
        }
        if id == "end" {
            throw scanner.error("'end' cannot be a node ID", at: start,
                hint: "Mermaid rejects it too; capitalise it ('End') or give the node another ID")
        }
        var label: Label?
        var shape: NodeShape?
        if let opener = NodeShapeSyntax.opener(in: scanner.chars, at: scanner.position) {
            scanner.position += opener.open.count
            let read = try readLabelText(closers: opener.closers.map(\.close))
            shape = opener.closers[read.closerIndex].shape
            label = read.label
            scanner.position += opener.closers[read.closerIndex].close.count
        }
        var classes: [String] = []
        while scanner.hasPrefix(":::") {
            scanner.position += 3
            let nameStart = scanner.position
            let name = scanner.readID()
            guard !name.isEmpty else { throw scanner.error("expected a class name after ':::'", at: nameStart) }
            classes.append(name)
        }
        if let metadata = try readNodeMetadata() {
            shape = metadata.shape ?? shape
            label = metadata.label ?? label
        }
        try mention(id, label: label, shape: shape, classes: classes, at: start)
        return id
    }

    mutating func mention(_ id: String, label: Label?, shape: NodeShape?, classes: [String], at position: Int,
        joinsSubgraph: Bool = true) throws
    {
        if let index = nodeIndex[id] {
            if let label { chart.nodes[index].label = label }
            if let shape { chart.nodes[index].shape = shape }
            chart.nodes[index].classes += classes
        } else {
            // An edge to a subgraph mentions its ID like a node's; `finish` drops those again.
            if flatSubgraphs.contains(where: { $0.subgraph.id == id }) {
                subgraphMentions += 1
            } else if chart.nodes.count - subgraphMentions >= DiagramLimits.nodes {
                throw scanner.error("the flowchart has more than \(DiagramLimits.nodes) nodes", at: position, hint: DiagramLimits.hint)
            }
            nodeIndex[id] = chart.nodes.count
            chart.nodes.append(FlowNode(id: id, label: label ?? Label(plain: id), shape: shape ?? .rectangle, classes: classes))
        }
        if joinsSubgraph, nodeSubgraph[id] == nil, let open = openSubgraphs.last { nodeSubgraph[id] = open.index }
    }

    /// An edge operator with its optional label, or nil if no edge starts here.
    mutating func parseLink() throws -> (EdgeOperator, Label?)? {
        let start = scanner.position
        guard var link = EdgeOperator.read(scanner.chars, at: start) else { return nil }
        var label: Label?
        if link.opensText {
            scanner.position = link.range.upperBound
            scanner.skipInlineSpaces()
            let textStart = scanner.position
            var cursor = textStart
            var closing: EdgeOperator?
            var quoted = false
            // Only a quoted label may run onto the next line.
            while cursor < scanner.chars.count, quoted || scanner.chars[cursor] != "\n" {
                if scanner.chars[cursor] == "\"" { quoted.toggle() }
                if !quoted, let found = EdgeOperator.readClosing(scanner.chars, at: cursor, line: link.line) {
                    closing = found
                    break
                }
                cursor += 1
            }
            guard let closing else {
                throw scanner.error("edge text is never closed", at: start,
                    hint: "close it with an operator, e.g. 'A -- text --> B'")
            }
            label = edgeLabel(from: textStart, to: cursor)
            link = EdgeOperator(line: link.line, head: closing.head, tail: link.tail, length: closing.length,
                opensText: false, range: start..<closing.range.upperBound)
        }
        scanner.position = link.range.upperBound
        if link.tail != .none, link.head == .none {
            throw scanner.error("a double-ended edge needs a head at both ends", at: start, hint: "write e.g. '<-->', 'o--o' or 'x--x'")
        }
        let save = scanner.position
        scanner.skipWhitespace()
        if scanner.current == "|" {
            scanner.position += 1
            let read = try readLabelText(closers: ["|"])
            label = read.label
            scanner.position += 1
        } else {
            scanner.position = save
        }
        return (link, label)
    }

    mutating func finish() throws -> Flowchart {
        if let open = openSubgraphs.last {
            throw scanner.error("'subgraph' is never closed", at: open.start, hint: "add 'end' after the subgraph's statements")
        }
        try applyStyling()
        let subgraphIDs = Set(flatSubgraphs.map(\.subgraph.id))
        chart.nodes.removeAll { subgraphIDs.contains($0.id) }
        for node in chart.nodes {
            if let index = nodeSubgraph[node.id] { flatSubgraphs[index].subgraph.nodeIDs.append(node.id) }
        }
        func children(of parent: Int?) -> [Subgraph] {
            flatSubgraphs.indices.filter { flatSubgraphs[$0].parent == parent }.map { index in
                var subgraph = flatSubgraphs[index].subgraph
                subgraph.subgraphs = children(of: index)
                return subgraph
            }
        }
        chart.subgraphs = children(of: nil)
        return chart
    }

    mutating func applyStyling() throws {
        // A subgraph's ID names its cluster even where an edge also mentioned it like a node.
        let subgraphIndex = Dictionary(flatSubgraphs.enumerated().map { ($0.element.subgraph.id, $0.offset) }) { first, _ in first }
        for (ids, name) in pendingClasses {
            for id in ids {
                if let index = subgraphIndex[id] {
                    flatSubgraphs[index].subgraph.classes.append(name)
                } else if let index = nodeIndex[id] {
                    chart.nodes[index].classes.append(name)
                }
            }
        }
        for (id, style) in pendingStyles {
            if let index = subgraphIndex[id] {
                flatSubgraphs[index].subgraph.style += style
            } else if let index = nodeIndex[id] {
                chart.nodes[index].style += style
            }
        }
        for pending in pendingLinkStyles {
            let indices = pending.indices ?? Array(chart.edges.indices)
            for index in indices {
                guard chart.edges.indices.contains(index) else {
                    throw scanner.error("linkStyle \(index) names a missing edge; the chart has \(chart.edges.count) (numbered from 0)",
                        at: pending.position)
                }
                chart.edges[index].style += pending.style
            }
        }
    }
}
