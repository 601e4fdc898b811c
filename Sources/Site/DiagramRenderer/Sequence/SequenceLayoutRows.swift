import MermaidModel

/// The vertical pass: each statement moves the cursor down by what it needs.
extension SequenceLayoutEngine {
    /// How far an arrow's end moves off the lifeline when the participant has an active bar.
    private func barOffset(_ id: String) -> Double {
        guard let bars = openBars[id], let top = bars.last else { return 0 }
        return Metrics.activationWidth / 2 + Double(top.level) * Metrics.activationWidth / 2
    }

    mutating func placeMessage(_ message: Message) {
        let textHeight = TextMetrics.height(of: message.text)
        let labelWidth = TextMetrics.width(of: message.text)
        let fromLine = x(of: message.from)
        // A created participant's box is centred on the message's line: room for its top half.
        let createdColumn = message.createsTarget ? columnIndex[message.to] : nil
        y += createdColumn == nil ? textHeight : max(textHeight, layout.headerHeight / 2 + 4)
        if let createdColumn { layout.columns[createdColumn].createdAt = y }
        let badgeWidth = message.number.map { SequenceLayout.badgeWidth(for: $0) }
        if message.isSelfMessage {
            let start = fromLine + barOffset(message.from)
            let badge = badgeWidth.map { Self.badge(width: $0, centreX: Self.badgeCentreX(message, fromX: start, toX: start, width: $0), y: y) }
            let labelX = start + 6 + (badge.map { $0.maxX - start + 2 - 6 } ?? 0)
            layout.messages.append(.init(
                message: message, fromX: start, toX: start, y: y,
                labelCentre: Point(x: labelX, y: y - textHeight / 2 - 2), labelAnchor: .start, badge: badge))
            touch(min(fromLine - Metrics.activationWidth, badge?.x ?? .infinity), max(start + Metrics.selfLoopWidth, labelX + labelWidth))
            lastArrowY = y + Metrics.selfLoopHeight
            y += Metrics.selfLoopHeight
        } else {
            let toLine = x(of: message.to)
            let direction: Double = toLine > fromLine ? 1 : -1
            let fromX = fromLine + direction * barOffset(message.from)
            // The target's bar that this message opens is already there when it arrives.
            let targetOffset = message.activatesTarget
                ? Metrics.activationWidth / 2 + Double(openBars[message.to]?.count ?? 0) * Metrics.activationWidth / 2
                : barOffset(message.to)
            // A message that creates its target stops at the new box's edge.
            let toX = toLine - direction * (createdColumn.map { layout.columns[$0].boxWidth / 2 } ?? targetOffset)
            let mid = (fromX + toX) / 2
            let badge = badgeWidth.map { Self.badge(width: $0, centreX: Self.badgeCentreX(message, fromX: fromX, toX: toX, width: $0), y: y) }
            layout.messages.append(.init(
                message: message, fromX: fromX, toX: toX, y: y,
                labelCentre: Point(x: mid, y: y - textHeight / 2 - 3), labelAnchor: .middle, badge: badge))
            touch(min(fromX, toX, mid - labelWidth / 2, badge?.x ?? .infinity), max(fromX, toX, mid + labelWidth / 2, badge?.maxX ?? -.infinity))
            lastArrowY = y
        }
        if message.activatesTarget { openBar(message.to, at: y) }
        if message.deactivatesSource { closeBar(message.from, at: y) }
        if let destroyed = message.destroys, let column = columnIndex[destroyed] {
            layout.columns[column].destroyedAt = y
            while openBars[destroyed]?.isEmpty == false { closeBar(destroyed, at: y) }
        }
        if createdColumn != nil { y += layout.headerHeight / 2 }
        y += Metrics.messageGap
    }

    /// Where a message's `autonumber` badge sits: on its sender's lifeline, as in Mermaid,
    /// unless the message is double-headed; its start arrowhead is there, so the badge moves
    /// along the line to just past that arrowhead instead of covering it.
    static func badgeCentreX(_ message: Message, fromX: Double, toX: Double, width: Double) -> Double {
        guard message.arrow.isBidirectional, message.arrow.head != .none else { return fromX }
        let direction: Double = message.isSelfMessage || toX >= fromX ? 1 : -1
        return fromX + direction * (ArrowMarker.length + 1 + width / 2)
    }

    static func badge(width: Double, centreX: Double, y: Double) -> Rect {
        Rect(x: centreX - width / 2, y: y - Metrics.numberRadius, width: width, height: 2 * Metrics.numberRadius)
    }

    mutating func placeNote(_ note: Note) {
        let width = TextMetrics.width(of: note.text) + 2 * Metrics.notePadding
        let height = TextMetrics.height(of: note.text) + 2 * Metrics.notePadding
        let lines = note.participants.map { x(of: $0) }
        let first = lines.first ?? 0
        let rect: Rect
        switch note.placement {
        case .leftOf:
            rect = Rect(x: first - Metrics.activationWidth - width, y: y, width: width, height: height)
        case .rightOf:
            rect = Rect(x: first + Metrics.activationWidth, y: y, width: width, height: height)
        case .over:
            let low = (lines.min() ?? first) - 20
            let high = (lines.max() ?? first) + 20
            let spanWidth = max(width, high - low)
            let centre = (low + high) / 2
            rect = Rect(x: centre - spanWidth / 2, y: y, width: spanWidth, height: height)
        }
        layout.notes.append(.init(note: note, rect: rect))
        touch(rect.x, rect.maxX)
        y += height + Metrics.messageGap
        lastArrowY = nil
    }

    mutating func openBar(_ id: String, at start: Double) {
        let level = openBars[id]?.count ?? 0
        openBars[id, default: []].append((start, level))
    }

    mutating func closeBar(_ id: String, at end: Double) {
        guard let bar = openBars[id]?.popLast() else { return }
        addBar(id, from: bar.start, to: end, level: bar.level)
    }

    mutating func addBar(_ id: String, from start: Double, to end: Double, level: Int) {
        let left = x(of: id) - Metrics.activationWidth / 2 + Double(level) * Metrics.activationWidth / 2
        layout.activations.append(.init(
            participant: id, rect: Rect(x: left, y: start, width: Metrics.activationWidth, height: max(end - start, 8))))
    }

    mutating func placeBlock(_ block: Block, depth: Int) {
        let frameIndex = layout.frames.count
        let top = y
        layout.frames.append(.init(kind: block.kind, colour: block.colour, rect: .init(x: 0, y: top, width: 0, height: 0),
            sections: [], depth: depth))
        frameExtents.append(nil)
        var sections: [(Double, Label)] = []
        var headerWidth: Double = 0
        for (index, section) in block.sections.enumerated() {
            let labelHeight = block.kind == .rect ? 0 : max(TextMetrics.lineHeight, TextMetrics.height(of: section.label))
            sections.append((y, section.label))
            let tab = index == 0 ? TextMetrics.width(of: Label(plain: block.kind.rawValue)) + 24 : 0
            headerWidth = max(headerWidth, tab + TextMetrics.width(of: section.label) + 24)
            y += (block.kind == .rect ? 8 : labelHeight + 12)
            place(section.items, depth: depth + 1)
        }
        y += 4
        let extent = frameExtents.removeLast()
            ?? (layout.columns.first.map { $0.x } ?? 0, layout.columns.last.map { $0.x } ?? 0)
        var minX = extent.minX - Metrics.frameInset
        let maxX = max(extent.maxX + Metrics.frameInset, minX + headerWidth)
        if maxX - minX < headerWidth { minX = maxX - headerWidth }
        layout.frames[frameIndex].rect = Rect(x: minX, y: top, width: maxX - minX, height: y - top)
        layout.frames[frameIndex].sections = sections
        touch(minX, maxX)
        y += Metrics.messageGap
        lastArrowY = nil
    }

    mutating func placeBoxes(bottom: Double) {
        for (index, box) in diagram.boxes.enumerated() {
            let members = layout.columns.filter { $0.participant.box == index }
            guard let first = members.first, let last = members.last else { continue }
            let minX = first.x - first.boxWidth / 2 - 8
            let maxX = last.x + last.boxWidth / 2 + 8
            let titleWidth = box.title.map { TextMetrics.width(of: $0) + 16 } ?? 0
            let width = max(maxX - minX, titleWidth)
            let top = layout.headerTop - TextMetrics.lineHeight - 10
            layout.boxes.append(.init(box: box, rect: Rect(x: (minX + maxX - width) / 2, y: top, width: width, height: bottom + 8 - top)))
        }
    }

    mutating func computeBounds(bottom: Double) {
        var bounds = Rect(x: 0, y: 0, width: 0, height: bottom)
        for column in layout.columns {
            bounds = bounds.union(Rect(x: column.x - column.boxWidth / 2, y: layout.headerTop, width: column.boxWidth, height: bottom - layout.headerTop))
        }
        for message in layout.messages {
            bounds = bounds.union(Self.extent(of: message))
        }
        for rect in layout.notes.map(\.rect) + layout.frames.map(\.rect) + layout.boxes.map(\.rect) + layout.activations.map(\.rect) {
            bounds = bounds.union(rect)
        }
        if let title = layout.title {
            let width = TextMetrics.width(of: title.label)
            bounds = bounds.union(Rect(x: title.centre.x - width / 2, y: 0, width: width, height: 1))
        }
        layout.bounds = bounds.insetBy(-Metrics.margin)
    }

    /// Everything a message draws: its line or loop, its label and its badge.
    static func extent(of message: SequenceLayout.PlacedMessage) -> Rect {
        let text = message.message.text
        let width = TextMetrics.width(of: text), height = TextMetrics.height(of: text)
        let labelLeft = message.labelAnchor == .start ? message.labelCentre.x : message.labelCentre.x - width / 2
        var extent = Rect(x: labelLeft, y: message.labelCentre.y - height / 2, width: width, height: height)
        let lineRight = message.message.isSelfMessage ? message.fromX + Metrics.selfLoopWidth : max(message.fromX, message.toX)
        let lineBottom = message.y + (message.message.isSelfMessage ? Metrics.selfLoopHeight : 0)
        // Arrowheads reach half their height above and below the line.
        extent = extent.union(Rect(x: min(message.fromX, message.toX), y: message.y - ArrowMarker.length / 2,
            width: lineRight - min(message.fromX, message.toX), height: lineBottom - message.y + ArrowMarker.length))
        if let badge = message.badge { extent = extent.union(badge) }
        return extent
    }
}
