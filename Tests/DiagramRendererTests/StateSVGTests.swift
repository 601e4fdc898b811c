import Foundation
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// What a drawn state diagram holds: its accessible name and description, the shapes of its
/// pseudo-states, composite frames, notes and labelled transitions; and that it is drawn the
/// same every time.
@Suite struct StateSVGTests {
    static let modal = """
        stateDiagram-v2
            [*] --> Hidden
            Hidden --> Presented : present()
            state Presented {
                [*] --> Idle
                Idle --> Editing : types
            }
            state decide <<choice>>
            Presented --> decide : swipe down
            decide --> Presented : has changes
            decide --> Dismissed
            state both <<fork>>
            Dismissed --> both
            note right of Hidden : not on screen
            Dismissed --> [*]
        """

    func element(_ inspection: SVGInspection, id: String) -> [String: String]? {
        inspection.elements.first { $0.attributes["id"] == id }?.attributes
    }

    /// The elements inside the group with `id`, up to its end (groups hold no groups here).
    func children(_ svg: String, group id: String) -> String {
        guard let start = svg.range(of: "id=\"\(id)\""), let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex) else { return "" }
        return String(svg[start.upperBound..<end.lowerBound])
    }

    @Test func theDocumentIsNamedDescribedAndRoled() throws {
        let svg = try render(Self.modal, prefix: "m")
        let inspection = SVGInspection(svg)
        #expect(inspection.parsed)
        #expect(inspection.root["role"] == "img")
        #expect(inspection.root["aria-roledescription"] == "state diagram")
        #expect(inspection.root["aria-labelledby"] == "m-title" && inspection.root["aria-describedby"] == "m-desc")
        #expect(inspection.texts["title"] == "State diagram")
        let description = try #require(inspection.texts["desc"])
        #expect(description.contains("State diagram with 5 states: Hidden, Presented, Idle, Editing, Dismissed."))
        #expect(description.contains("Presented contains: Idle, Editing."))
        #expect(description.contains("start to Hidden"))
        #expect(description.contains("Hidden to Presented: present()"))
        #expect(description.contains("start of Presented to Idle"))
        #expect(description.contains("Presented to choice decide: swipe down"))
        #expect(description.contains("Dismissed to end"))
        #expect(description.contains("Note on Hidden: not on screen"))
        #expect(Set(inspection.ids).count == inspection.ids.count, "IDs are unique")
        #expect(inspection.ids.allSatisfy { $0.hasPrefix("m") })
    }

    @Test func startEndChoiceForkAndCompositeHaveTheirShapes() throws {
        let svg = try render(Self.modal, prefix: "m")
        let start = children(svg, group: "m-state-" + IDNames.sanitise(StateScope.root.pseudoStateID(start: true)))
        #expect(start.components(separatedBy: "<circle").count - 1 == 1, "start: one filled dot")
        #expect(start.contains("class=\"head\""))
        let end = children(svg, group: "m-state-" + IDNames.sanitise(StateScope.root.pseudoStateID(start: false)))
        #expect(end.components(separatedBy: "<circle").count - 1 == 2, "end: a ring around a dot")
        #expect(children(svg, group: "m-state-decide").contains("<polygon"), "choice: a diamond")
        let fork = children(svg, group: "m-state-both")
        #expect(fork.contains("<rect") && fork.contains("class=\"head\""), "fork: a filled bar")
        let inspection = SVGInspection(svg)
        let forkBar = try #require(inspection.elements.first { $0.name == "rect" && $0.attributes["width"] == "72" && $0.attributes["height"] == "8" })
        #expect(forkBar.attributes["class"] == "head")
        let frame = try #require(element(inspection, id: "m-state-Presented"))
        #expect(frame["class"] == "composite")
        let composite = children(svg, group: "m-state-Presented")
        #expect(composite.contains("class=\"cluster\"") && composite.contains(">Presented<"), "a titled frame")
        #expect(children(svg, group: "m-state-Idle").contains("rx=\"8\""), "states are rounded boxes")
    }

    @Test func transitionsHaveArrowheadsAndLabelsAndNotesAreDrawn() throws {
        let svg = try render(Self.modal, prefix: "m")
        let inspection = SVGInspection(svg)
        let arrows = inspection.elements.filter { $0.name == "path" && $0.attributes["marker-end"] == "url(#m-filled-end)" }
        #expect(arrows.count == 9, "one arrow per transition")
        for label in ["present()", "types", "swipe down", "has changes", "not on screen"] {
            #expect(svg.contains(">\(label)<"), "\(label) is drawn")
        }
        #expect(inspection.elements.contains { $0.name == "rect" && $0.attributes["class"] == "note" })
        #expect(inspection.elements.contains { $0.name == "path" && $0.attributes["stroke-dasharray"] == "3 3" }, "the note is tied to its state")
    }

    @Test func regionsAreDashedFramesInsideTheirComposite() throws {
        let svg = try render("stateDiagram-v2\n  state Active {\n    [*] --> A\n    --\n    [*] --> B\n  }", prefix: "r")
        let inspection = SVGInspection(svg)
        let regions = inspection.elements.filter { ($0.attributes["id"] ?? "").hasPrefix("r-region-Active-") }
        #expect(regions.count == 2)
        #expect(regions.allSatisfy { $0.attributes["stroke-dasharray"] == "4 3" })
    }

    @Test func classDefFillPaintsTheStateAndPicksAReadableLabel() throws {
        let svg = try render("stateDiagram-v2\n  classDef hot fill:#222222,stroke:#f00\n  A --> B:::hot", prefix: "c")
        let state = children(svg, group: "c-state-B")
        #expect(state.contains("style=\"fill:#222222;stroke:#f00\""))
        #expect(state.contains("style=\"fill:#ffffff\""), "white text on a dark fill")
        let group = try #require(element(SVGInspection(svg), id: "c-state-B"))
        #expect(group["class"] == "state simple class-hot")
    }

    @Test func theAuthorsTitleAndDescriptionWin() throws {
        let svg = try render("stateDiagram-v2\n  accTitle: Sheet\n  accDescr {\n    How a sheet\n    comes and goes\n  }\n  A --> B", prefix: "t")
        let inspection = SVGInspection(svg)
        #expect(inspection.texts["title"] == "Sheet")
        #expect(inspection.texts["desc"] == "How a sheet\ncomes and goes")
    }

    @Test func drawingIsDeterministic() throws {
        let first = try render(Self.modal, prefix: "m")
        _ = try render("stateDiagram-v2\n  state X {\n    a --> b\n  }\n  X --> c", prefix: "other")
        #expect(try render(Self.modal, prefix: "m") == first)
    }

    @Test func theSizeStaysReadable() throws {
        let svg = try render(Self.modal, prefix: "m")
        let root = SVGInspection(svg).root
        let width = try #require(Double(root["width"] ?? ""))
        #expect(width > 0 && root["style"] == nil, "natural size only; the page scales it")
    }
}
