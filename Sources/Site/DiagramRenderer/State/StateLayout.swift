import MermaidModel

/// Where a state diagram's parts go, in SVG user units (y down), read back from Graphviz.
struct StateLayout {
    struct PlacedState {
        var state: StateNode
        var rect: Rect
    }

    /// A composite state's frame, or one concurrent region inside it (`region != nil`).
    struct PlacedFrame {
        var state: StateNode
        var region: Int?
        var rect: Rect
    }

    struct PlacedTransition {
        var transition: StateTransition
        /// Cubic Bézier control points: start, then groups of three.
        var points: [Point]
        var labelCentre: Point?
    }

    struct PlacedNote {
        var note: StateNote
        var rect: Rect
    }

    var states: [PlacedState] = []
    /// Outer frames before inner ones.
    var frames: [PlacedFrame] = []
    var transitions: [PlacedTransition] = []
    var notes: [PlacedNote] = []
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)

    enum Metrics {
        static let paddingX = 16.0, paddingY = 10.0, minimumWidth = 50.0
        /// Room between a state's name and its descriptions, where the rule is drawn.
        static let ruleGap = 8.0
        static let startDiameter = 16.0, endDiameter = 18.0, choiceSize = 28.0
        /// A fork or join bar: long across the flow, thin along it.
        static let barLength = 72.0, barThickness = 8.0
        static let notePadding = 10.0, margin = 8.0
    }

    /// The box a state needs: its name and descriptions inside, or the pseudo-state's mark.
    static func size(for state: StateNode, direction: Flowchart.Direction) -> (width: Double, height: Double) {
        switch state.kind {
        case .start: return (Metrics.startDiameter, Metrics.startDiameter)
        case .end: return (Metrics.endDiameter, Metrics.endDiameter)
        case .choice: return (Metrics.choiceSize, Metrics.choiceSize)
        case .fork, .join:
            let across = direction == .topToBottom || direction == .bottomToTop
            return across ? (Metrics.barLength, Metrics.barThickness) : (Metrics.barThickness, Metrics.barLength)
        case .simple, .composite:
            let lines = [state.shownName] + state.shownDescriptions
            let textWidth = lines.map { TextMetrics.width(of: $0) }.max() ?? 0
            var height = TextMetrics.height(of: state.shownName) + 2 * Metrics.paddingY
            if !state.shownDescriptions.isEmpty {
                height += Metrics.ruleGap + state.shownDescriptions.reduce(0) { $0 + TextMetrics.height(of: $1) }
            }
            return (max(Metrics.minimumWidth, textWidth + 2 * Metrics.paddingX).rounded(.up), height.rounded(.up))
        }
    }

    static func size(for note: StateNote) -> (width: Double, height: Double) {
        ((TextMetrics.width(of: note.text) + 2 * Metrics.notePadding).rounded(.up),
            (TextMetrics.height(of: note.text) + 2 * Metrics.notePadding).rounded(.up))
    }

    /// A composite's title, measured like a flowchart subgraph's.
    static func titleSize(of state: StateNode) -> (width: Double, height: Double) {
        (TextMetrics.width(of: state.shownName) + 16, TextMetrics.height(of: state.shownName) + 6)
    }
}
