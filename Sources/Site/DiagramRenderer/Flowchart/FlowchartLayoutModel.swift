import MermaidModel

/// Where a flowchart's parts go, in SVG user units (y down), read back from Graphviz.
struct FlowchartLayout {
    struct PlacedNode {
        var node: FlowNode
        var rect: Rect
    }

    struct PlacedEdge {
        var edge: FlowEdge
        /// Cubic Bézier control points: start, then groups of three.
        var points: [Point]
        var labelCentre: Point?
        /// The edge's index among the chart's edges (`linkStyle` numbering).
        var index: Int = 0
    }

    struct PlacedCluster {
        var subgraph: Subgraph
        var rect: Rect
        var depth: Int
    }

    var nodes: [PlacedNode] = []
    var edges: [PlacedEdge] = []
    /// Outer clusters before inner ones.
    var clusters: [PlacedCluster] = []
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Padding between a label and its shape's inner edge.
    enum Metrics {
        static let paddingX = 16.0, paddingY = 10.0, minimumWidth = 50.0
        /// Room for a subgraph's title, and around the whole chart.
        static let clusterTitleHeight = 24.0, margin = 8.0
    }

    /// The box a node needs so its label fits inside its shape (slanted and round shapes
    /// lose room at the edges, so they get more).
    static func size(for node: FlowNode) -> (width: Double, height: Double) {
        let textWidth = TextMetrics.width(of: node.label)
        let textHeight = TextMetrics.height(of: node.label)
        var width = max(Metrics.minimumWidth, textWidth + 2 * Metrics.paddingX)
        var height = textHeight + 2 * Metrics.paddingY
        switch node.shape {
        case .circle, .doubleCircle:
            let diameter = (textWidth * textWidth + textHeight * textHeight).squareRoot() + 16 + (node.shape == .doubleCircle ? 10 : 0)
            width = max(diameter, 40)
            height = width
        case .diamond:
            width = textWidth * 2 + 24
            height = max(textHeight * 2 + 16, 40)
        case .hexagon:
            width += height / 2
        case .leanRight, .leanLeft, .trapezoid, .invertedTrapezoid:
            width += height
        case .asymmetric:
            width += height / 2
        case .stadium:
            width += height / 2
        case .subroutine:
            width += 16
        case .cylinder:
            height += 20
        case .rectangle, .roundedRectangle:
            break
        }
        return (width.rounded(.up), height.rounded(.up))
    }
}
