import Foundation
import Testing
@testable import DiagramRenderer

/// Properties every rendered SVG must have: well-formed, accessible, themeable, collision-free.
@Suite("SVG output")
struct SVGOutputTests {
    static let samples: [String] = [
        "sequenceDiagram\nparticipant Nav as Navigation adapter\nactor U as User\nU->>+Nav: tap <link> & \"go\"\nNav-->>-U: screen\nNote over U,Nav: done\nloop again\nU-)Nav: x\nend",
        "sequenceDiagram\nbox Aqua Client\nparticipant UI\nend\nautonumber\nUI->>API: fetch\nrect rgb(230,240,255)\nAPI->>API: self\nend",
        "flowchart LR\nsubgraph nav [Navigation layer]\nr[Router] --> s[(Back stack)]\nend\nv[Screen] -->|push| nav\nA{ok?} -- yes --> B((done))\nA -.-> C>flag]\nA:::hot ==> D{{hex}}\nclassDef hot fill:#f96,color:#fff\nstyle B stroke:#333\nlinkStyle 0 stroke:red",
        "graph\nA o--o B\nA x--x C\nA <--> D\nA ~~~ E",
    ]

    @Test("Every sample parses as XML with the accessible root", arguments: samples)
    func wellFormed(source: String) throws {
        let svg = try render(source, prefix: "page-1")
        let inspection = SVGInspection(svg)
        #expect(inspection.parsed)
        let root = inspection.root
        #expect(inspection.elements.first?.name == "svg")
        #expect(root["role"] == "img")
        #expect(root["aria-roledescription"] == (source.hasPrefix("sequence") ? "sequence diagram" : "flowchart"))
        #expect(root["aria-labelledby"] == "page-1-title")
        #expect(root["aria-describedby"] == "page-1-desc")
        #expect(root["viewBox"] != nil)
        // The natural size, so a page never draws a diagram larger than it (issue 14).
        let box = root["viewBox"]?.split(separator: " ").map(String.init) ?? []
        #expect(box.count == 4 && root["width"] == box[2] && root["height"] == box[3])
        #expect(inspection.elements[1].name == "title" && inspection.elements[2].name == "desc")
        #expect(inspection.ids.contains("page-1-title") && inspection.ids.contains("page-1-desc"))
        #expect(!(inspection.texts["desc"] ?? "").isEmpty)
        #expect(inspection.count("foreignObject") == 0)
        #expect(svg.contains("var(--diagram-"))
        #expect(inspection.count("text") > 0)
    }

    @Test("Every ID carries the prefix and every url(#…) resolves", arguments: samples)
    func idsArePrefixed(source: String) throws {
        let svg = try render(source, prefix: "fig3")
        let inspection = SVGInspection(svg)
        #expect(Set(inspection.ids).count == inspection.ids.count)
        #expect(inspection.ids.allSatisfy { $0 == "fig3" || $0.hasPrefix("fig3-") })
        let references = inspection.elements.flatMap { $0.attributes.values }.flatMap { value -> [String] in
            value.split(separator: "#").dropFirst().compactMap { part -> String? in
                part.split(separator: ")").first.map { String($0) }
            }
        }.filter { !$0.contains(":") && !$0.contains(";") }
        for reference in references where reference.hasPrefix("fig3") {
            #expect(inspection.ids.contains(reference), "dangling reference \(reference)")
        }
    }

    @Test("No two diagrams rendered for one page share an ID")
    func pageWideUniqueness() throws {
        var seen: [String] = []
        for (index, source) in Self.samples.enumerated() {
            seen += SVGInspection(try render(source, prefix: "diagram-\(index + 1)")).ids
        }
        #expect(Set(seen).count == seen.count)
    }

    @Test("Output is deterministic", arguments: samples)
    func deterministic(source: String) throws {
        #expect(try render(source) == render(source))
    }

    @Test("9: accTitle and a two-line accDescr become <title> and <desc>")
    func accessibleText() throws {
        let svg = try render("sequenceDiagram\naccTitle: Back navigation\naccDescr {\n  The user swipes back.\n  The stack shrinks.\n}\nA->>B: pop")
        let inspection = SVGInspection(svg)
        #expect(inspection.texts["title"] == "Back navigation")
        #expect(inspection.texts["desc"] == "The user swipes back.\nThe stack shrinks.")
    }

    @Test("Without accDescr the description lists participants and messages, or nodes and edges")
    func generatedDescriptions() throws {
        let sequenceSVG = SVGInspection(try render("sequenceDiagram\nactor U as User\nU->>Nav: tap link"))
        #expect(sequenceSVG.texts["desc"]?.contains("User, Nav") == true)
        #expect(sequenceSVG.texts["desc"]?.contains("User to Nav: tap link") == true)
        let flowSVG = SVGInspection(try render("flowchart LR\nA[Start] -->|go| B[End]"))
        #expect(flowSVG.texts["desc"]?.contains("Start, End") == true)
        #expect(flowSVG.texts["desc"]?.contains("Start to End: go") == true)
    }

    @Test("Text is escaped, never interpreted as markup")
    func escaping() throws {
        let svg = try render("sequenceDiagram\nA->>B: <script>alert(1)</script> & co")
        #expect(!svg.contains("<script>"))
        #expect(SVGInspection(svg).parsed)
    }

    @Test("A hostile prefix is made safe")
    func prefixSanitised() throws {
        let inspection = SVGInspection(try render("graph\nA-->B", prefix: "1 \"><x"))
        #expect(inspection.parsed)
        #expect(inspection.root["id"]?.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } == true)
    }
}

/// Graphviz reads node sizes as inches; the hand-written formatting must print what `%.4f` did.
@Suite struct DOTNumberTests {
    @Test func inchesMatchFormattedOutput() {
        var values: [Double] = [0, 0.0001, 1, 7.2, 36, 71.99, 72, 100.5, 123.456789, 1440, 99_999]
        for step in 0..<2000 { values.append(Double(step) * 0.731) }
        for points in values {
            let expected = String(format: "%.4f", (points / 72 * 10000).rounded(.up) / 10000)
            #expect(DOTGraph.inches(points) == expected, "\(points)")
        }
    }
}

/// Measuring printable ASCII byte by byte gives what measuring character by character does.
@Suite struct TextWidthTests {
    @Test func byteShortcutAgreesWithCharacters() {
        for text in ["", "Navigation adapter", "push(screen) -> done", "~!@#$%^&*()_+{}|:<>?", "café", "a\r\nb", "tab\there", "🧭 go", "\u{A0}x"] {
            for bold in [false, true] {
                let expected = Double(text.reduce(0) { $0 + TextMetrics.advance(of: $1, bold: bold) }) / 1000 * TextMetrics.fontSize
                #expect(TextMetrics.width(of: text, bold: bold) == expected, "\(text.debugDescription)")
            }
        }
    }
}
