import Diagnostics

/// A parsed `flowchart` / `graph`: nodes, edges and nested subgraphs.
package struct Flowchart: Sendable, Equatable {
    package enum Direction: String, Sendable, Equatable {
        case topToBottom = "TB", bottomToTop = "BT", leftToRight = "LR", rightToLeft = "RL"
    }

    package var direction: Direction = .topToBottom
    /// Nodes in order of first mention.
    package var nodes: [FlowNode] = []
    /// Edges in source order (so `linkStyle N` numbering matches Mermaid's).
    package var edges: [FlowEdge] = []
    /// Top-level subgraphs; each holds its own children.
    package var subgraphs: [Subgraph] = []
    /// `classDef name css`: declarations by class name.
    package var classDefinitions: [String: [StyleDeclaration]] = [:]
    package var title: String?
    package var accessibleTitle: String?
    package var accessibleDescription: String?
    /// What the chart shows differently from how it is written (an unsupported tag).
    package var warnings: [SourceError] = []

    package init() {}

    package func node(_ id: String) -> FlowNode? {
        nodes.first { $0.id == id }
    }

    /// Every subgraph, depth first.
    package var allSubgraphs: [Subgraph] {
        func flatten(_ list: [Subgraph]) -> [Subgraph] { list.flatMap { [$0] + flatten($0.subgraphs) } }
        return flatten(subgraphs)
    }
}

package struct FlowNode: Sendable, Equatable {
    package var id: String
    package var label: Label
    package var shape: NodeShape
    /// Classes from `:::name` and `class ids name`.
    package var classes: [String] = []
    /// Declarations from `style id css`.
    package var style: [StyleDeclaration] = []
}

/// The fourteen classic node shapes.
package enum NodeShape: String, Sendable, Equatable, CaseIterable {
    case rectangle, roundedRectangle, stadium, subroutine, cylinder, circle, doubleCircle
    case asymmetric, diamond, hexagon, leanRight, leanLeft, trapezoid, invertedTrapezoid
}

package struct FlowEdge: Sendable, Equatable {
    package enum Line: String, Sendable, Equatable { case normal, thick, dotted, invisible }
    package enum End: String, Sendable, Equatable { case none, arrow, cross, circle }

    package var from: String
    package var to: String
    package var line: Line
    /// The end at `to`.
    package var head: End
    /// The end at `from`; not `.none` only for double-ended operators like `<-->`.
    package var tail: End
    /// Minimum number of ranks the edge spans.
    package var length: Int
    package var label: Label?
    /// Declarations from `linkStyle`.
    package var style: [StyleDeclaration] = []

    package var isDoubleEnded: Bool { tail != .none }
}

package struct Subgraph: Sendable, Equatable {
    package var id: String
    package var title: Label
    package var direction: Flowchart.Direction?
    /// IDs of the nodes directly inside (not inside a nested subgraph).
    package var nodeIDs: [String] = []
    package var subgraphs: [Subgraph] = []
    /// Classes from `class id name`, applied to the cluster's frame.
    package var classes: [String] = []
    /// Declarations from `style id css`, applied to the cluster's frame.
    package var style: [StyleDeclaration] = []
}

/// One `property:value` pair from `classDef`, `style` or `linkStyle`.
package struct StyleDeclaration: Sendable, Equatable {
    package var property: String
    package var value: String

    package init(property: String, value: String) {
        self.property = property
        self.value = value
    }

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
