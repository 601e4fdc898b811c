import Foundation
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Where Graphviz puts a state diagram's parts, as read back into `StateLayout`.
@Suite struct StateLayoutTests {
    func layout(_ body: String...) throws -> StateLayout {
        let diagram = try Diagrams.parseState(mermaid: (["stateDiagram-v2"] + body).joined(separator: "\n"))
        return try StateGraphvizLayout.layout(diagram)
    }

    func rect(_ id: String, in layout: StateLayout) throws -> Rect {
        try #require(layout.states.first { $0.state.id == id }?.rect ?? layout.frames.first { $0.state.id == id && $0.region == nil }?.rect)
    }

    @Test func concurrentRegionsReadInSourceOrderInsideTheirFrame() throws {
        let placed = try layout(
            "  [*] --> Active",
            "  state Active {",
            "    [*] --> First",
            "    --",
            "    [*] --> Second",
            "    --",
            "    [*] --> Third",
            "  }")
        let xs = try ["First", "Second", "Third"].map { try rect($0, in: placed).x }
        #expect(xs == xs.sorted() && Set(xs).count == 3, "\(xs)")
        let frame = try rect("Active", in: placed)
        let regions = placed.frames.filter { $0.region != nil }
        #expect(regions.map(\.region) == [0, 1, 2])
        #expect(regions.allSatisfy { frame.contains($0.rect) })
        // The transition into the composite ranks the whole frame below the start.
        let start = try rect(StateScope.root.pseudoStateID(start: true), in: placed)
        #expect(start.maxY <= frame.y, "start \(start), frame \(frame)")
    }

    @Test func statesAreSizedToTheirLabelsAndPseudoStatesToTheirMarks() throws {
        let placed = try layout(
            "  [*] --> A",
            "  A : a rather long description of the first state",
            "  state j <<join>>",
            "  A --> j",
            "  j --> [*]")
        let a = try rect("A", in: placed)
        #expect(a.width >= TextMetrics.width(of: "a rather long description of the first state") + 2 * StateLayout.Metrics.paddingX)
        let bar = try rect("j", in: placed)
        #expect(bar.width == StateLayout.Metrics.barLength && bar.height == StateLayout.Metrics.barThickness)
        let end = try rect(StateScope.root.pseudoStateID(start: false), in: placed)
        #expect(end.width == StateLayout.Metrics.endDiameter)
        #expect(placed.bounds.contains(a) && placed.bounds.contains(end))
        #expect(placed.transitions.count == 3 && placed.transitions.allSatisfy { $0.points.count >= 4 })
    }

    @Test func aCrossingDirectionInsideACompositeLinesItsStatesUpAcrossTheFlow() throws {
        let placed = try layout(
            "  state Row {",
            "    direction LR",
            "    A --> B",
            "    B --> C",
            "  }")
        let ys = try ["A", "B", "C"].map { try rect($0, in: placed).midY }
        #expect(Set(ys).count == 1, "one rank: \(ys)")
        let xs = try ["A", "B", "C"].map { try rect($0, in: placed).x }
        #expect(xs == xs.sorted())
    }

    @Test func notesSitBesideTheirStateOnTheNamedSide() throws {
        let placed = try layout(
            "  A --> B",
            "  note right of A : right",
            "  note left of B : left")
        let a = try rect("A", in: placed), b = try rect("B", in: placed)
        let right = try #require(placed.notes.first { $0.note.side == .right }?.rect)
        let left = try #require(placed.notes.first { $0.note.side == .left }?.rect)
        #expect(right.x >= a.maxX && abs(right.midY - a.midY) < 1)
        #expect(left.maxX <= b.x && abs(left.midY - b.midY) < 1)
    }
}
