import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// State diagram labels are rich text like the flowchart's (Mermaid 11 draws both with one
/// renderer): tags style, references decode, `\n` breaks, and an unsupported tag warns at its
/// own line and column and shows its text.
@Suite struct StateLabelTests {
    @Test func descriptionsTitlesTransitionsAndNotesAreRichText() throws {
        let diagram = try Diagrams.parseState(mermaid: """
            stateDiagram-v2
                state "<b>Sheet</b> up" as Up
                Up : tap <i>Done</i>
                Up --> Down : x &lt; 3\\nor cancel
                note right of Up
                    keeps &amp; <code>draft</code>
                    second <div>line</div>
                end note
            """, file: "ch.md", firstLine: 10)
        let up = try #require(diagram.states.first { $0.id == "Up" })
        #expect(up.title.plainText == "Sheet up")
        #expect(up.title.lines.first?.first?.isBold == true)
        #expect(up.descriptions.first?.plainText == "tap Done")
        #expect(up.descriptions.first?.lines.first?.last?.isItalic == true)
        #expect(diagram.transitions.first?.label?.plainLines == ["x < 3", "or cancel"])
        #expect(diagram.notes.first?.text.plainLines == ["keeps & draft", "second line"])
        let warnings = diagram.warnings.map { "\($0.file):\($0.line):\($0.column) \($0.severity)" }
        #expect(warnings == ["ch.md:16:16 warning"])
    }

    @Test func drawnWithoutMarkupAsText() throws {
        let svg = try Diagrams.renderSVG(mermaid: """
            stateDiagram-v2
                [*] --> Idle
                Idle --> Busy : <strong>go</strong> &amp; run
            """, file: "x.mmd", firstLine: 1, idPrefix: "s")
        #expect(svg.contains("font-weight"))
        #expect(!svg.contains("&lt;strong"))
        #expect(!svg.contains("&amp;amp;"))
        #expect(svg.contains("&amp; run") || svg.contains("&#38; run"))
    }
}
