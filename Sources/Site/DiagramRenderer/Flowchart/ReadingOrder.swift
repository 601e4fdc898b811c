import MermaidModel

/// Keeps a laid-out chart's siblings in source order: nodes on one rank read left to right
/// in a vertical chart (TB, BT) and top to bottom in a horizontal one (LR, RL), in the order
/// the chart first mentions them, as Mermaid draws them.
///
/// `dot` mostly does, but not always (Graphviz 2.42): with `rankdir=LR` it stacks unconnected
/// parts of a chart bottom to top, and inside a cluster it starts from the members' reversed
/// order, which its crossing minimisation then keeps wherever nothing crosses either way.
/// So unconnected parts are restacked here, and `DirectedSubgraphLayout` lays a chart with
/// clusters out a second time with each cluster's members declared the other way round
/// (`DOTGraph.reversingClusterMembers`), keeping whichever layout reads in source order more.
enum ReadingOrder {
    /// Whether ranks run vertically, so siblings line up along x.
    static func isVertical(_ direction: Flowchart.Direction) -> Bool {
        direction == .topToBottom || direction == .bottomToTop
    }

    /// Pairs of nodes (or boxes) on one rank whose order across the chart contradicts first mention.
    static func inversions(in layout: FlowchartLayout, scope: Flowchart, boxes: Set<String>) -> Int {
        let vertical = isVertical(scope.direction)
        let mention = firstMention(scope)
        func entry(_ rect: Rect, _ order: Int) -> (rank: Double, across: Double, order: Int) {
            (vertical ? rect.midY : rect.midX, vertical ? rect.midX : rect.midY, order)
        }
        var placed = layout.nodes.map { entry($0.rect, mention[$0.node.id] ?? 0) }
        for cluster in layout.clusters where boxes.contains(cluster.subgraph.id) {
            let first = DirectedSubgraphLayout.contents(of: cluster.subgraph).compactMap { mention[$0] }.min() ?? 0
            placed.append(entry(cluster.rect, first))
        }
        var count = 0
        for (index, first) in placed.enumerated() {
            for second in placed[(index + 1)...] where abs(first.rank - second.rank) < 0.5 && first.order != second.order {
                if (first.order < second.order) != (first.across < second.across) { count += 1 }
            }
        }
        return count
    }

    /// Edges drawn against the chart's flow (how `dot` broke the chart's cycles), by index.
    static func backwardEdges(in layout: FlowchartLayout, scope: Flowchart) -> Set<Int> {
        var centres: [String: Point] = [:]
        for node in layout.nodes { centres[node.node.id] = Point(x: node.rect.midX, y: node.rect.midY) }
        for cluster in layout.clusters where centres[cluster.subgraph.id] == nil {
            centres[cluster.subgraph.id] = Point(x: cluster.rect.midX, y: cluster.rect.midY)
        }
        var backward: Set<Int> = []
        for edge in layout.edges {
            guard let from = centres[edge.edge.from], let to = centres[edge.edge.to] else { continue }
            let along: Double = switch scope.direction {
            case .topToBottom: to.y - from.y
            case .bottomToTop: from.y - to.y
            case .leftToRight: to.x - from.x
            case .rightToLeft: from.x - to.x
            }
            if along < -0.5 { backward.insert(edge.index) }
        }
        return backward
    }

    /// Each node's and subgraph's place in the order the chart first mentions it.
    static func firstMention(_ scope: Flowchart) -> [String: Int] {
        var order: [String: Int] = [:]
        for (index, node) in scope.nodes.enumerated() where order[node.id] == nil { order[node.id] = index }
        return order
    }

    /// Moves unconnected parts of a laid-out chart across the ranks so they follow one another
    /// in first-mention order; a layout already in that order is left exactly as it is.
    static func restackParts(_ layout: inout FlowchartLayout, scope: Flowchart) {
        let vertical = isVertical(scope.direction)
        var parent: [String: String] = [:]
        func find(_ id: String) -> String {
            var root = id
            while let next = parent[root], next != root { root = next }
            return root
        }
        func union(_ a: String, _ b: String) {
            let (rootA, rootB) = (find(a), find(b))
            if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
        }
        for subgraph in scope.subgraphs {
            for id in DirectedSubgraphLayout.contents(of: subgraph) { union(subgraph.id, id) }
        }
        for edge in scope.edges { union(edge.from, edge.to) }
        let mention = firstMention(scope)
        // Each part: its first mention and its extent across the ranks.
        var parts: [String: (first: Int, low: Double, high: Double)] = [:]
        func extend(_ id: String, _ low: Double, _ high: Double, first: Int = .max) {
            let key = find(id)
            let part = parts[key] ?? (first, low, high)
            parts[key] = (min(part.first, first), min(part.low, low), max(part.high, high))
        }
        for node in layout.nodes {
            let rect = node.rect
            extend(node.node.id, vertical ? rect.x : rect.y, vertical ? rect.maxX : rect.maxY, first: mention[node.node.id] ?? .max)
        }
        for cluster in layout.clusters {
            let rect = cluster.rect
            extend(cluster.subgraph.id, vertical ? rect.x : rect.y, vertical ? rect.maxX : rect.maxY)
        }
        for edge in layout.edges {
            var across = edge.points.map { vertical ? $0.x : $0.y }
            if let label = edge.edge.label, let centre = edge.labelCentre {
                let half = (vertical ? TextMetrics.width(of: label) + 8 : TextMetrics.height(of: label) + 2) / 2
                across += [(vertical ? centre.x : centre.y) - half, (vertical ? centre.x : centre.y) + half]
            }
            guard let low = across.min(), let high = across.max() else { continue }
            extend(edge.edge.from, low, high)
        }
        guard parts.count > 1 else { return }
        let placed = parts.sorted { ($0.value.low, $0.key) < ($1.value.low, $1.key) }.map(\.key)
        let wanted = parts.sorted { ($0.value.first, $0.key) < ($1.value.first, $1.key) }.map(\.key)
        guard placed != wanted, let start = parts.values.map(\.low).min() else { return }
        // The gaps `dot` left between the parts, in turn (parts that overlapped get 8 units).
        let gaps = zip(placed, placed.dropFirst()).map { max(8, parts[$0.1]!.low - parts[$0.0]!.high) }
        var shift: [String: Double] = [:]
        var cursor = start
        for (index, key) in wanted.enumerated() {
            let part = parts[key]!
            shift[key] = cursor - part.low
            cursor += part.high - part.low + (index < gaps.count ? gaps[index] : 0)
        }
        func move(_ id: String) -> (x: Double, y: Double) {
            let amount = shift[find(id)] ?? 0
            return vertical ? (amount, 0) : (0, amount)
        }
        layout.nodes = layout.nodes.map { node in
            let (dx, dy) = move(node.node.id)
            return .init(node: node.node, rect: Rect(x: node.rect.x + dx, y: node.rect.y + dy, width: node.rect.width, height: node.rect.height))
        }
        layout.clusters = layout.clusters.map { cluster in
            let (dx, dy) = move(cluster.subgraph.id)
            return .init(subgraph: cluster.subgraph, rect: Rect(x: cluster.rect.x + dx, y: cluster.rect.y + dy, width: cluster.rect.width, height: cluster.rect.height), depth: cluster.depth)
        }
        layout.edges = layout.edges.map { edge in
            let (dx, dy) = move(edge.edge.from)
            return .init(edge: edge.edge, points: edge.points.map { Point(x: $0.x + dx, y: $0.y + dy) },
                labelCentre: edge.labelCentre.map { Point(x: $0.x + dx, y: $0.y + dy) }, index: edge.index)
        }
        let margin = FlowchartLayout.Metrics.margin
        let end = cursor
        if vertical {
            layout.bounds.width = max(layout.bounds.maxX, end + margin) - layout.bounds.x
        } else {
            layout.bounds.height = max(layout.bounds.maxY, end + margin) - layout.bounds.y
        }
    }
}
