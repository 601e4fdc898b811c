/// Where everything of a sequence diagram goes, in SVG user units (y down).
struct SequenceLayout {
    struct Column {
        var participant: Participant
        /// The lifeline's x.
        var x: Double
        var boxWidth: Double
    }

    struct PlacedMessage {
        var message: Message
        var fromX: Double
        var toX: Double
        /// The arrow's y; for self-messages the loop's top.
        var y: Double
        var labelCentre: Point
        var labelAnchor: TextDrawing.Anchor
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

    /// Sizes shared by the layout and the drawing.
    enum Metrics {
        static let margin: Double = 12
        static let boxPadding: Double = 12
        static let minimumBoxWidth: Double = 90
        static let minimumGap: Double = 36
        static let labelMargin: Double = 24
        static let messageGap: Double = 18
        static let selfLoopWidth: Double = 32
        static let selfLoopHeight: Double = 22
        static let notePadding: Double = 8
        static let activationWidth: Double = 10
        static let frameInset: Double = 10
        static let numberRadius: Double = 9
        static let actorFigureHeight: Double = 34
    }
}
