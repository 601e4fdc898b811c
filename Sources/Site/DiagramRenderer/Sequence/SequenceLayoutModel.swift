import MermaidModel

/// Where everything of a sequence diagram goes, in SVG user units (y down).
struct SequenceLayout {
    struct Column {
        var participant: Participant
        /// The lifeline's x.
        var x: Double
        var boxWidth: Double
        /// For a participant made by `create`: the y of the message that creates it, on which
        /// its box is centred and below which its lifeline starts.
        var createdAt: Double?
        /// For a participant ended by `destroy`: the y of the message where its lifeline ends in a cross.
        var destroyedAt: Double?
    }

    struct PlacedMessage {
        var message: Message
        var fromX: Double
        var toX: Double
        /// The arrow's y; for self-messages the loop's top.
        var y: Double
        var labelCentre: Point
        var labelAnchor: TextDrawing.Anchor
        /// The `autonumber` badge: a circle when it is as wide as high, else a pill.
        var badge: Rect?
    }

    struct PlacedNote {
        var note: Note
        var rect: Rect
    }

    struct PlacedActivation {
        var participant: String
        var rect: Rect
    }

    struct PlacedFrame {
        var kind: Block.Kind
        var colour: String?
        var rect: Rect
        /// The first section's label sits in the tab; later sections start at a dashed divider.
        var sections: [(dividerY: Double, label: Label)]
        var depth: Int
    }

    struct PlacedBox {
        var box: ParticipantBox
        var rect: Rect
    }

    var columns: [Column] = []
    var headerTop: Double = 0
    var headerHeight: Double = 0
    var footerTop: Double = 0
    var messages: [PlacedMessage] = []
    var notes: [PlacedNote] = []
    var activations: [PlacedActivation] = []
    /// Outer frames before inner ones, so drawing in order nests them correctly.
    var frames: [PlacedFrame] = []
    var boxes: [PlacedBox] = []
    var title: (label: Label, centre: Point)?
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)

    /// How wide an `autonumber` badge is: a circle for one digit, widened into a pill so
    /// that longer numbers fit inside it, measured as they are drawn.
    static func badgeWidth(for number: Int) -> Double {
        max(2 * Metrics.numberRadius, (TextMetrics.width(of: String(number)) + 8).rounded(.up))
    }

    /// Sizes shared by the layout and the drawing, in SVG user units, grouped by what they space.
    enum Metrics {
        // Around the diagram and its participant boxes.
        static let margin = 12.0, boxPadding = 12.0, minimumBoxWidth = 90.0, actorFigureHeight = 34.0
        // Between participants and between messages.
        static let minimumGap = 36.0, labelMargin = 24.0, messageGap = 18.0
        // Messages to oneself, notes, activation bars, frames and autonumber circles.
        static let selfLoopWidth = 32.0, selfLoopHeight = 22.0, notePadding = 8.0
        static let activationWidth = 10.0, frameInset = 10.0, numberRadius = 9.0
    }
}
