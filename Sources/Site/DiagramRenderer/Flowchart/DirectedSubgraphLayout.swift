import Foundation
import MermaidModel

/// Lays out a flowchart whose subgraphs may set their own `direction`, as Mermaid does.
///
/// `dot` has one rank direction per graph, so a subgraph with a `direction` of its own is laid
/// out first, alone, as a chart of its own in that direction; its frame (title, margin and
/// contents) then goes into the enclosing layout as one fixed-size box, edges to the subgraph
/// end at that box, and finally its contents are moved into the box. This nests: a boxed
/// subgraph's own directed subgraphs are boxes inside its layout.
///
/// Only a subgraph none of whose nodes (or nested subgraphs) links outside it can be a box;
/// Mermaid then ignores its direction altogether. The workbook keeps it where it can:
/// `DOTGraph` lines such a subgraph's nodes up across the chart when its direction crosses
/// the chart's.
struct DirectedSubgraphLayout {
    typealias Run = (String) throws -> Data
    /// Room around a box's contents and below its title, like a Graphviz cluster's `margin`.
    static let padding = 12.0

    let chart: Flowchart
    let run: Run

    func layout() throws -> FlowchartLayout {
        try layout(scope: chart, edgeIndices: Array(chart.edges.indices))
    }

    /// Lays out `scope`, whose edges are the chart's edges at `edgeIndices`.
    private func layout(scope: Flowchart, edgeIndices: [Int]) throws -> FlowchartLayout {
        var inner: [String: (layout: FlowchartLayout, content: Rect)] = [:]
        var boxes: [String: (width: Double, height: Double)] = [:]
        for subgraph in Self.boxable(in: scope) {
            let part = Self.part(of: scope, inside: subgraph, edgeIndices: edgeIndices)
            let placed = try layout(scope: part.chart, edgeIndices: part.edgeIndices)
            let content = placed.bounds.insetBy(FlowchartLayout.Metrics.margin)
            inner[subgraph.id] = (placed, content)
            boxes[subgraph.id] = Self.boxSize(content: content, title: subgraph.title)
        }
        func place(reversingClusterMembers: Bool) throws -> FlowchartLayout {
            func dot(linesUp: Bool) -> DOTGraph {
                DOTGraph(chart: scope, boxes: boxes, reversingClusterMembers: reversingClusterMembers, linesUpCrossingSubgraphs: linesUp)
            }
            var graph = dot(linesUp: true)
            var json: Data
            do {
                json = try run(graph.text)
            } catch let error where !(error is LayoutDeadline.Expired) {
                // Every Graphviz crash found by fuzzing these charts came from putting a linked
                // subgraph's nodes on one rank (`rank=same` inside a cluster, with labelled
                // edges): a layout that fails is tried once more without, as Mermaid draws it.
                // (This needs Graphviz's failures to reach us as errors, not as a crash.)
                let plain = dot(linesUp: false)
                guard plain.text != graph.text else { throw error }
                graph = plain
                json = try run(graph.text)
            }
            var layout = try GraphvizJSONReader(chart: scope, graph: graph, boxes: boxes).read(json)
            ReadingOrder.restackParts(&layout, scope: scope)
            return layout
        }
        var layout = try place(reversingClusterMembers: false)
        let boxIDs = Set(boxes.keys)
        let inversions = ReadingOrder.inversions(in: layout, scope: scope, boxes: boxIDs)
        let boxed = boxes.keys.reduce(into: Set<String>()) { ids, id in
            if let subgraph = scope.allSubgraphs.first(where: { $0.id == id }) { ids.formUnion(Self.contents(of: subgraph)); ids.insert(id) }
        }
        if inversions > 0, scope.allSubgraphs.contains(where: { !boxed.contains($0.id) }) {
            // A second try, kept only where it reads more in source order and breaks the
            // chart's cycles exactly as the first did. It is optional: should Graphviz fail
            // on it, the first layout stands.
            if let other = try? place(reversingClusterMembers: true),
                ReadingOrder.inversions(in: other, scope: scope, boxes: boxIDs) < inversions,
                ReadingOrder.backwardEdges(in: other, scope: scope) == ReadingOrder.backwardEdges(in: layout, scope: scope)
            {
                layout = other
            }
        }
        // The reader numbers edges within the scope; number them within the chart.
        layout.edges = layout.edges.map { var edge = $0; edge.index = edgeIndices[edge.index]; return edge }
        for cluster in layout.clusters {
            guard let part = inner[cluster.subgraph.id] else { continue }
            let titleHeight = TextMetrics.height(of: cluster.subgraph.title)
            let dx = cluster.rect.x + (cluster.rect.width - part.content.width) / 2 - part.content.x
            let dy = cluster.rect.y + Self.padding + titleHeight - part.content.y
            let moved = Self.translate(part.layout, dx: dx, dy: dy)
            layout.nodes += moved.nodes
            layout.clusters += moved.clusters.map { .init(subgraph: $0.subgraph, rect: $0.rect, depth: $0.depth + cluster.depth + 1) }
            layout.edges += moved.edges
        }
        // Drawn in the chart's order: edges and nodes as written, outer clusters first.
        layout.edges.sort { $0.index < $1.index }
        let nodeOrder = Dictionary(chart.nodes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        layout.nodes.sort { (nodeOrder[$0.node.id] ?? 0) < (nodeOrder[$1.node.id] ?? 0) }
        let clusterOrder = Dictionary(chart.allSubgraphs.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        layout.clusters.sort { ($0.depth, clusterOrder[$0.subgraph.id] ?? 0) < ($1.depth, clusterOrder[$1.subgraph.id] ?? 0) }
        return layout
    }

    /// Subgraphs directly in `scope` (or inside its ordinary clusters) that are laid out on
    /// their own: those with a direction, a node inside, and no link across their frame.
    static func boxable(in scope: Flowchart) -> [Subgraph] {
        var found: [Subgraph] = []
        let nodeIDs = Set(scope.nodes.map(\.id))
        func visit(_ subgraph: Subgraph) {
            // A box stands where its first node is declared, so it must hold a node.
            if subgraph.direction != nil, !contents(of: subgraph).isDisjoint(with: nodeIDs),
                isSelfContained(subgraph, edges: scope.edges)
            {
                found.append(subgraph)
            } else {
                subgraph.subgraphs.forEach(visit)
            }
        }
        scope.subgraphs.forEach(visit)
        return found
    }

    /// Whether no edge links something inside `subgraph` with something outside it. Edges to
    /// the subgraph's own ID from outside are fine: they end at its frame.
    static func isSelfContained(_ subgraph: Subgraph, edges: [FlowEdge]) -> Bool {
        let inside = contents(of: subgraph)
        return edges.allSatisfy { edge in
            inside.contains(edge.from) == inside.contains(edge.to)
        }
    }

    /// IDs of every node and nested subgraph inside `subgraph` (not its own ID).
    static func contents(of subgraph: Subgraph) -> Set<String> {
        var ids = Set(subgraph.nodeIDs)
        for child in subgraph.subgraphs { ids.insert(child.id); ids.formUnion(contents(of: child)) }
        return ids
    }

    /// What `subgraph` holds as a chart of its own, in its own direction.
    static func part(of scope: Flowchart, inside subgraph: Subgraph, edgeIndices: [Int]) -> (chart: Flowchart, edgeIndices: [Int]) {
        let inside = contents(of: subgraph)
        var part = Flowchart()
        part.direction = subgraph.direction ?? scope.direction
        part.nodes = scope.nodes.filter { inside.contains($0.id) }
        part.subgraphs = subgraph.subgraphs
        part.classDefinitions = scope.classDefinitions
        var indices: [Int] = []
        for (position, edge) in scope.edges.enumerated() where inside.contains(edge.from) && inside.contains(edge.to) {
            part.edges.append(edge)
            indices.append(edgeIndices[position])
        }
        return (part, indices)
    }

    /// A box's size: its contents with `padding` around them and its title above.
    static func boxSize(content: Rect, title: Label) -> (width: Double, height: Double) {
        let titleWidth = TextMetrics.width(of: title) + 16
        return (max(content.width + 2 * padding, titleWidth + padding), content.height + 2 * padding + TextMetrics.height(of: title))
    }

    static func translate(_ layout: FlowchartLayout, dx: Double, dy: Double) -> FlowchartLayout {
        func move(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        func move(_ rect: Rect) -> Rect { Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height) }
        var moved = layout
        moved.nodes = layout.nodes.map { .init(node: $0.node, rect: move($0.rect)) }
        moved.edges = layout.edges.map { .init(edge: $0.edge, points: $0.points.map(move), labelCentre: $0.labelCentre.map(move), index: $0.index) }
        moved.clusters = layout.clusters.map { .init(subgraph: $0.subgraph, rect: move($0.rect), depth: $0.depth) }
        moved.bounds = move(layout.bounds)
        return moved
    }
}
