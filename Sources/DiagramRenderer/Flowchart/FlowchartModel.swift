/// A parsed `flowchart` / `graph`: nodes, edges and nested subgraphs.
public struct Flowchart: Sendable, Equatable {
    public enum Direction: String, Sendable, Equatable {
        case topToBottom = "TB", bottomToTop = "BT", leftToRight = "LR", rightToLeft = "RL"
    }

    public var direction: Direction = .topToBottom
    /// Nodes in order of first mention.
    public var nodes: [FlowNode] = []
    /// Edges in source order (so `linkStyle N` numbering matches Mermaid's).
    public var edges: [FlowEdge] = []
    /// Top-level subgraphs; each holds its own children.
    public var subgraphs: [Subgraph] = []
    /// `classDef name css`: declarations by class name.
    public var classDefinitions: [String: [StyleDeclaration]] = [:]
    public var title: String?
    public var accessibleTitle: String?
    public var accessibleDescription: String?

    public init() {}

    public func node(_ id: String) -> FlowNode? {
        nodes.first { $0.id == id }
    }

    /// Every subgraph, depth first.
    public var allSubgraphs: [Subgraph] {
        func flatten(_ list: [Subgraph]) -> [Subgraph] { list.flatMap { [$0] + flatten($0.subgraphs) } }
        return flatten(subgraphs)
    }
}

public struct FlowNode: Sendable, Equatable {
    public var id: String
    public var label: Label
    public var shape: NodeShape
    /// Classes from `:::name` and `class ids name`.
    public var classes: [String] = []
    /// Declarations from `style id css`.
    public var style: [StyleDeclaration] = []
}

/// The fourteen classic node shapes.
public enum NodeShape: String, Sendable, Equatable, CaseIterable {
    case rectangle, roundedRectangle, stadium, subroutine, cylinder, circle, doubleCircle
    case asymmetric, diamond, hexagon, leanRight, leanLeft, trapezoid, invertedTrapezoid
}

public struct FlowEdge: Sendable, Equatable {
    public enum Line: String, Sendable, Equatable { case normal, thick, dotted, invisible }
    public enum End: String, Sendable, Equatable { case none, arrow, cross, circle }

    public var from: String
    public var to: String
    public var line: Line
    /// The end at `to`.
    public var head: End
    /// The end at `from`; not `.none` only for double-ended operators like `<-->`.
    public var tail: End
    /// Minimum number of ranks the edge spans.
    public var length: Int
    public var label: Label?
    /// Declarations from `linkStyle`.
    public var style: [StyleDeclaration] = []

    public var isDoubleEnded: Bool { tail != .none }
}

public struct Subgraph: Sendable, Equatable {
    public var id: String
    public var title: Label
    public var direction: Flowchart.Direction?
    /// IDs of the nodes directly inside (not inside a nested subgraph).
    public var nodeIDs: [String] = []
    public var subgraphs: [Subgraph] = []
}

/// One `property:value` pair from `classDef`, `style` or `linkStyle`.
public struct StyleDeclaration: Sendable, Equatable {
    public var property: String
    public var value: String

    /// Parses `fill:#f96,stroke:#333,stroke-width:4px`; commas inside parentheses stay.
    static func parseList(_ text: String) -> [StyleDeclaration] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let property = String(part[..<colon]).trimmed
            let value = String(part[part.index(after: colon)...]).trimmed
            guard !property.isEmpty, !value.isEmpty else { return nil }
            return StyleDeclaration(property: property, value: value)
        }
    }
}
