import MermaidModel

/// Lays out a sequence diagram in two passes: columns first (widened so every label fits
/// between its lifelines), then one running vertical cursor for messages, notes, activation
/// bars and frames. Both passes are linear in the number of statements.
struct SequenceLayoutEngine {
    typealias Metrics = SequenceLayout.Metrics
    let diagram: SequenceDiagram
    var layout = SequenceLayout()
    var columnIndex: [String: Int] = [:]
    var y: Double = 0
    var lastArrowY: Double?
    /// Open activation bars per participant: (start y, nesting level).
    var openBars: [String: [(start: Double, level: Int)]] = [:]
    /// Horizontal extent of each open frame's contents, innermost last.
    var frameExtents: [(minX: Double, maxX: Double)?] = []

    init(diagram: SequenceDiagram) {
        self.diagram = diagram
    }

    static func layout(_ diagram: SequenceDiagram) -> SequenceLayout {
        var engine = SequenceLayoutEngine(diagram: diagram)
        engine.placeColumns()
        engine.placeRows()
        return engine.layout
    }

    // MARK: Columns

    private mutating func placeColumns() {
        let participants = diagram.participants
        for (index, participant) in participants.enumerated() { columnIndex[participant.id] = index }
        let widths = participants.map {
            max(Metrics.minimumBoxWidth, TextMetrics.width(of: $0.label) + 2 * Metrics.boxPadding)
        }
        var gaps = (0..<max(0, participants.count - 1)).map { (widths[$0] + widths[$0 + 1]) / 2 + Metrics.minimumGap }
        var spans: [(low: Int, high: Int, need: Double)] = []
        func require(_ low: Int, _ high: Int, _ need: Double) {
            guard low >= 0, low < high, high < participants.count else { return }
            if high == low + 1 { gaps[low] = max(gaps[low], need) } else { spans.append((low, high, need)) }
        }
        visit(diagram.items) { item in
            switch item {
            case .message(let message):
                guard let a = columnIndex[message.from], let b = columnIndex[message.to] else { return }
                let number = message.number.map { SequenceLayout.badgeWidth(for: $0) + 4 } ?? 0
                // A created participant's box sits on the message's line, so the label has half a box less room.
                let createdBox = message.createsTarget && a != b ? widths[b] / 2 : 0
                let width = TextMetrics.width(of: message.text) + Metrics.labelMargin + number + createdBox
                if a == b { require(a, a + 1, width + Metrics.selfLoopWidth) } else { require(min(a, b), max(a, b), width) }
            case .note(let note):
                let width = TextMetrics.width(of: note.text) + 2 * Metrics.notePadding + Metrics.labelMargin
                let indices = note.participants.compactMap { columnIndex[$0] }
                guard let first = indices.first else { return }
                switch note.placement {
                case .leftOf: require(first - 1, first, width)
                case .rightOf: require(first, first + 1, width)
                case .over:
                    if let last = indices.last, last != first { require(min(first, last), max(first, last), width - 40) }
                }
            default: break
            }
        }
        // Wider spans are widened evenly, shortest spans first, once neighbours are settled.
        for span in spans.sorted(by: { ($0.high - $0.low, $0.low) < ($1.high - $1.low, $1.low) }) {
            let current = gaps[span.low..<span.high].reduce(0, +)
            if current < span.need {
                let extra = (span.need - current) / Double(span.high - span.low)
                for gap in span.low..<span.high { gaps[gap] += extra }
            }
        }
        var x = widths.first.map { $0 / 2 } ?? 0
        for (index, participant) in participants.enumerated() {
            layout.columns.append(.init(participant: participant, x: x, boxWidth: widths[index]))
            if index < gaps.count { x += gaps[index] }
        }
    }

    /// Calls `body` for every item, depth first, in source order.
    private func visit(_ items: [SequenceItem], _ body: (SequenceItem) -> Void) {
        for item in items {
            body(item)
            if case .block(let block) = item { block.sections.forEach { visit($0.items, body) } }
        }
    }

    // MARK: Rows

    private mutating func placeRows() {
        var top: Double = 0
        if let title = diagram.title, !title.isEmpty {
            let label = Label(lines: [[Label.Run(title)]])
            let centreX = ((layout.columns.first?.x ?? 0) + (layout.columns.last?.x ?? 0)) / 2
            layout.title = (label, Point(x: centreX, y: TextMetrics.height(of: label) / 2))
            top += TextMetrics.height(of: label) + 8
        }
        if !diagram.boxes.isEmpty { top += TextMetrics.lineHeight + 12 }
        layout.headerTop = top
        layout.headerHeight = layout.columns.map { column in
            TextMetrics.height(of: column.participant.label) + 2 * Metrics.notePadding
                + (column.participant.kind == .actor ? Metrics.actorFigureHeight : 0)
        }.max() ?? 0
        y = top + layout.headerHeight + 24
        place(diagram.items, depth: 0)
        for (id, bars) in openBars.sorted(by: { $0.key < $1.key }) {
            for bar in bars { addBar(id, from: bar.start, to: y, level: bar.level) }
        }
        y += 12
        layout.footerTop = y
        placeBoxes(bottom: y + layout.headerHeight)
        computeBounds(bottom: y + layout.headerHeight)
    }

    func x(of id: String) -> Double {
        layout.columns[columnIndex[id]!].x
    }

    mutating func touch(_ minX: Double, _ maxX: Double) {
        guard !frameExtents.isEmpty else { return }
        let last = frameExtents.count - 1
        if let extent = frameExtents[last] {
            frameExtents[last] = (min(extent.minX, minX), max(extent.maxX, maxX))
        } else {
            frameExtents[last] = (minX, maxX)
        }
    }

    mutating func place(_ items: [SequenceItem], depth: Int) {
        for item in items {
            switch item {
            case .message(let message): placeMessage(message)
            case .note(let note): placeNote(note)
            case .activate(let id): openBar(id, at: lastArrowY ?? y)
            case .deactivate(let id): closeBar(id, at: max(lastArrowY ?? y, openBars[id]?.last?.start ?? y))
            case .block(let block): placeBlock(block, depth: depth)
            }
        }
    }
}
