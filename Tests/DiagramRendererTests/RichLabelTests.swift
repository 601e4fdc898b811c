import Foundation
import Diagnostics
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

/// Labels are read as rich text: inline HTML styles runs, character references decode
/// once, other HTML elements warn at their column, and `\n` follows Mermaid per kind.
@Suite("Rich labels")
struct RichLabelTests {
    /// The one run of a single-run label's first line.
    private func runs(_ label: Label) -> [Label.Run] { label.lines.first ?? [] }

    @Test("Each supported tag styles its run, in any case and with attributes")
    func tags() throws {
        let chart = try flowchart("flowchart TD",
            #"A["<b>b</b><STRONG class='x'>s</STRONG><i>i</i><em>e</em><code>c</code><u>u</u><s>x</s><del>d</del><sub>1</sub><sup>2</sup><small>m</small>"]"#)
        let runs = runs(chart.node("A")!.label)
        #expect(runs.map(\.text) == ["b", "s", "i", "e", "c", "u", "x", "d", "1", "2", "m"])
        #expect(runs.map(\.isBold) == [true, true] + Array(repeating: false, count: 9))
        #expect(runs.map(\.isItalic) == [false, false, true, true] + Array(repeating: false, count: 7))
        #expect(runs[4].isCode && !runs[3].isCode)
        #expect(runs[5].isUnderlined && runs[6].isStruck && runs[7].isStruck && !runs[5].isStruck)
        #expect(runs[8].shift == .sub && runs[9].shift == .sup && runs[10].shift == .none)
        #expect(runs[10].isSmall && runs[10].fontSize < TextMetrics.fontSize && runs[8].fontSize < runs[10].fontSize)
        #expect(chart.warnings.isEmpty)
    }

    @Test("Tags nest, and a style ends where its own end tag is")
    func nesting() throws {
        let chart = try flowchart("flowchart TD", "A[<b>bold <i>both</i> bold</b> plain]")
        let runs = runs(chart.node("A")!.label)
        #expect(runs.map(\.text) == ["bold ", "both", " bold", " plain"])
        #expect(runs.map(\.isBold) == [true, true, true, false])
        #expect(runs.map(\.isItalic) == [false, true, false, false])
    }

    @Test("Every spelling of <br> breaks the line; styles carry over the break")
    func lineBreaks() throws {
        for spelling in ["<br>", "<br/>", "<br />", "<BR>", "<Br/>", "</br>"] {
            let chart = try flowchart("flowchart TD", "A[one\(spelling)two]")
            #expect(chart.node("A")!.label.plainLines == ["one", "two"], "\(spelling)")
        }
        let bold = try flowchart("flowchart TD", "A[<b>one<br>two</b>]").node("A")!.label
        #expect(bold.lines.map { $0.map(\.isBold) } == [[true], [true]])
    }

    @Test("Character references and entity codes decode once, to text that is never markup")
    func references() throws {
        let chart = try flowchart("flowchart TD",
            #"A["&lt;T&gt; &amp; &quot;q&quot; &apos;a&apos; &#60;x&#x3E; &hellip;&mdash;&ndash;&rarr;&larr;&copy;&times;&nbsp;#quot;#35;"]"#,
            "B[&lt;b&gt;not bold&lt;/b&gt; &amp;lt; &unknown; AT&T]")
        #expect(chart.node("A")!.label.plainText == "<T> & \"q\" 'a' <x> …—–→←©×\u{00A0}\"#")
        let b = chart.node("B")!.label
        #expect(b.plainText == "<b>not bold</b> &lt; &unknown; AT&T")
        #expect(!runs(b).contains { $0.isBold })
        let svg = try render("flowchart TD\n  B[&lt;b&gt;x &quot;y&quot;]")
        #expect(svg.contains("&lt;b&gt;x &quot;y&quot;"))
        #expect(!svg.contains("&amp;lt;") && !svg.contains("&amp;quot;"))
    }

    @Test("An HTML element labels do not support warns at its column and shows its text")
    func unsupportedTags() throws {
        let chart = try flowchart("flowchart TD",
            "A[<div>in a div</div> <span style='color:red'>red</span>]",
            #"B -->|<a href='x'>link</a>| C["<script>alert(1)</script>safe <img src='x.png'>"]"#)
        #expect(chart.node("A")!.label.plainText == "in a div red")
        #expect(chart.edges[0].label?.plainText == "link")
        #expect(chart.node("C")!.label.plainText == "safe")
        let found = chart.warnings.map { "\($0.line):\($0.column) \($0.message)" }
        #expect(found == [
            "2:3 '<div>' is not supported in diagram labels; its text is shown without the tag",
            "2:23 '<span>' is not supported in diagram labels; its text is shown without the tag",
            "3:7 '<a>' is not supported in diagram labels; its text is shown without the tag",
            "3:32 '<script>' is not supported in diagram labels; it is left out with its content",
            "3:62 '<img>' is not supported in diagram labels; its text is shown without the tag",
        ])
        #expect(chart.warnings.allSatisfy { $0.severity == .warning && $0.hint?.contains("<b>") == true && $0.file == "test.md" })
        #expect(chart.warnings.first?.sourceLine == "A[<div>in a div</div> <span style='color:red'>red</span>]")
    }

    @Test("A stray end tag of an unsupported element warns; one that closes its start tag does not")
    func strayEndTag() throws {
        let chart = try flowchart("flowchart TD", "A[text</p>]")
        #expect(chart.node("A")!.label.plainText == "text")
        #expect(chart.warnings.map(\.column) == [7])
        #expect(chart.warnings.first?.message.contains("'</p>'") == true)
    }

    @Test("A '<' that never closes is text, however many a label holds")
    func unclosedTags() throws {
        let text = String(repeating: "<a href='x' ", count: 3_000)
        let label = LabelMarkup.read(Array(text), syntax: .flowchart)
        #expect(label.label.plainText == text.trimmingCharacters(in: .whitespaces))
        #expect(label.findings.isEmpty)
        let script = LabelMarkup.read(Array("<script>" + String(repeating: "<b", count: 3_000)), syntax: .flowchart)
        #expect(script.label.plainText.isEmpty && script.findings.count == 1)
    }

    @Test("What only looks like a tag is text, without a warning")
    func literalAngleBrackets() throws {
        let chart = try flowchart("flowchart TD",
            #"A["List<Int>"] --> B["a < b and c > d"] --> C["x <- y"] --> D["Box<T> <3 <>"]"#)
        #expect(chart.node("A")!.label.plainText == "List<Int>")
        #expect(chart.node("B")!.label.plainText == "a < b and c > d")
        #expect(chart.node("C")!.label.plainText == "x <- y")
        #expect(chart.node("D")!.label.plainText == "Box<T> <3 <>")
        #expect(chart.warnings.isEmpty)
    }

    @Test("Sequence text is rich too, and its warnings are located on their line")
    func sequenceLabels() throws {
        let diagram = try sequence(
            "participant A as <b>Alice</b>",
            "A->>B: <i>hello</i> &lt;world&gt;",
            "note over A: <code>run()</code> <font color='red'>red</font>",
            "alt <em>ok</em>",
            "B-->>A: fine",
            "end")
        #expect(runs(diagram.participants[0].label).map(\.isBold) == [true])
        #expect(diagram.participants[0].label.plainText == "Alice")
        let message = diagram.allMessages[0].text
        #expect(message.plainText == "hello <world>")
        #expect(runs(message).first?.isItalic == true)
        guard case .note(let note) = diagram.items[1], case .block(let block) = diagram.items[2] else {
            Issue.record("expected a note and a block")
            return
        }
        #expect(runs(note.text).first?.isCode == true)
        #expect(note.text.plainText == "run() red")
        #expect(runs(block.sections[0].label).first?.isItalic == true)
        #expect(diagram.warnings.map { "\($0.line):\($0.column)" } == ["4:33"])
    }

    @Test("A box title after its colour is rich text, warned at its own column")
    func boxTitle() throws {
        let diagram = try sequence("box rgb(200, 220, 255) <b>Client</b> <p>side</p>", "participant A", "end")
        let title = try #require(diagram.boxes.first?.title)
        #expect(title.plainText == "Client side")
        #expect(runs(title).first?.isBold == true)
        #expect(diagram.boxes.first?.colour == "rgb(200, 220, 255)")
        #expect(diagram.warnings.map { "\($0.line):\($0.column)" } == ["2:38"])
    }

    @Test("'\\n' breaks a flowchart's plain labels, as in Mermaid 11.13 and later, but not its markdown strings")
    func flowchartBackslashN() throws {
        let chart = try flowchart("flowchart TD",
            #"A[one\ntwo] -->|edge\ntext| B["quoted\nlabel"]"#,
            #"C["`markdown\nstays`"]"#,
            #"subgraph S [title\nbelow]"#, "D", "end")
        #expect(chart.node("A")!.label.plainLines == ["one", "two"])
        #expect(chart.edges[0].label?.plainLines == ["edge", "text"])
        #expect(chart.node("B")!.label.plainLines == ["quoted", "label"])
        #expect(chart.node("C")!.label.plainLines == [#"markdown\nstays"#])
        #expect(chart.subgraphs[0].title.plainLines == ["title", "below"])
    }

    @Test("'\\n' stays as written in sequence diagrams, which Mermaid splits only at <br>")
    func sequenceBackslashN() throws {
        let diagram = try sequence(#"A->>B: one\ntwo"#, #"note over A: three\nfour"#)
        #expect(diagram.allMessages[0].text.plainLines == [#"one\ntwo"#])
        guard case .note(let note) = diagram.items[1] else {
            Issue.record("expected a note")
            return
        }
        #expect(note.text.plainLines == [#"three\nfour"#])
    }

    @Test("A character reference's ';' neither ends a sequence statement nor its text")
    func referenceInSequenceStatement() throws {
        let diagram = try sequence("A->>B: a &lt; b; B->>A: ok")
        #expect(diagram.allMessages.map(\.text.plainText) == ["a < b", "ok"])
        // Only a reference starting with '&' is one: 'lt;' alone ends its statement as usual.
        let plain = try sequence("A->>B: lt; B->>A: amp;")
        #expect(plain.allMessages.map(\.text.plainText) == ["lt", "amp"])
    }

    @Test("<hr> is a rule line between text lines, left out of the plain text")
    func rules() throws {
        let label = try flowchart("flowchart TD", "A[top<hr>bottom]").node("A")!.label
        #expect(label.lines.count == 3)
        #expect(label.rules == [1])
        #expect(label.plainLines == ["top", "bottom"])
        let edge = try flowchart("flowchart TD", "A[<hr/>only below]").node("A")!.label
        #expect(edge.rules == [0] && edge.plainLines == ["only below"])
    }

    @Test("Markdown strings read inline HTML too")
    func markdownWithTags() throws {
        let label = try flowchart("flowchart TD", #"A["`**bold** <code>x</code>`"]"#).node("A")!.label
        #expect(runs(label).map(\.text) == ["bold", " ", "x"])
        #expect(runs(label)[0].isBold && runs(label)[2].isCode)
    }
}
