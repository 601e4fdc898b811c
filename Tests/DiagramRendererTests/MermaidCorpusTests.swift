import Diagnostics
import Foundation
import Testing
import WorkbookTestSupport
@testable import DiagramRenderer
@testable import MermaidModel

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Diagrams written the way public projects' documentation writes Mermaid
/// (`Tests/Fixtures/mermaid-corpus`, described in its README): each one renders, or, when
/// its name starts with `reject-`, fails with the located error its first line expects.
/// Whatever renders shows its labels as text, never as markup.
@Suite("Mermaid corpus")
struct MermaidCorpusTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/mermaid-corpus")

    /// Every corpus file, in name order; empty if the folder cannot be read (the size test then fails).
    static let entries: [CorpusEntry] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".mmd") }.sorted().compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { CorpusEntry(name: name, source: $0) }
        }
    }()

    @Test("The corpus holds at least 60 diagrams, 15 of each kind, and some rejections")
    func corpusSize() {
        let entries = Self.entries
        #expect(entries.count >= 60, "only \(entries.count) corpus files in \(Self.folder.path)")
        let rendered = entries.filter { !$0.isRejection }
        for kind in ["flowchart", "sequenceDiagram", "stateDiagram-v2"] {
            let count = rendered.filter { $0.kind == kind }.count
            #expect(count >= 15, "only \(count) \(kind) diagrams")
        }
        #expect(entries.filter(\.isRejection).count >= 5)
        for entry in entries {
            let named = entry.name.wholeMatch(of: /(reject-)?[0-9]{3}-[a-z0-9]+(-[a-z0-9]+)*\.mmd/) != nil
            #expect(named, "\(entry.name) does not follow the naming convention")
            #expect(entry.isRejection == (entry.expectedError != nil),
                "\(entry.name): a reject- file must start with '%% expect-error: …', and only a reject- file may")
        }
        #expect(Set(rendered.map(\.number)).count == rendered.count, "two corpus diagrams share a number")
    }

    @Test("Each diagram renders, or fails with a located error; a reject- file fails as its first line expects", arguments: MermaidCorpusTests.entries)
    func outcome(_ entry: CorpusEntry) throws {
        let diagram: RenderedDiagram
        do {
            diagram = try Diagrams.render(mermaid: entry.source, file: entry.name, firstLine: 1, idPrefix: "corpus")
        } catch let error as SourceError {
            #expect(error.file == entry.name)
            #expect((1...entry.lines.count).contains(error.line), "\(error.location) is outside the file")
            let lineLength = (1...entry.lines.count).contains(error.line) ? entry.lines[error.line - 1].count : 0
            #expect(error.column >= 1 && error.column <= lineLength + 1, "\(error.location) is outside its line")
            #expect(!(error.hint ?? "").trimmingCharacters(in: .whitespaces).isEmpty, "\(error.location): no hint")
            #expect(error.severity == .error)
            if let expected = entry.expectedError {
                let located = "\(error.line):\(error.column): \(error.message)"
                #expect(located.contains(expected), "\(entry.name) failed with '\(located)', not '\(expected)'")
            } else {
                Issue.record("\(entry.name) must render, but: \(error)")
            }
            return
        } catch {
            Issue.record("\(entry.name) failed with \(type(of: error)), not a located SourceError: \(error)")
            return
        }
        if let expected = entry.expectedError {
            Issue.record("\(entry.name) rendered, but it should fail with '\(expected)'")
        }
        let svg = diagram.svg
        let inspection = SVGInspection(svg)
        #expect(inspection.parsed, "\(entry.name): the SVG is not well-formed XML")
        #expect(!(inspection.texts["title"] ?? "").isEmpty, "\(entry.name): no <title>")
        #expect(!(inspection.texts["desc"] ?? "").isEmpty, "\(entry.name): no <desc>")
        for problem in Self.markupProblems(in: svg) {
            Issue.record("\(entry.name): \(problem)")
        }
        let again = try Diagrams.render(mermaid: entry.source, file: entry.name, firstLine: 1, idPrefix: "corpus").svg
        #expect(again == svg, "\(entry.name): a second rendering differs")
    }

    @Test("The markup check finds tags, entities and line-break escapes shown as text")
    func markupCheckCatchesLiteralMarkup() {
        func svg(_ text: String) -> String {
            #"<svg xmlns="http://www.w3.org/2000/svg"><title>t</title><desc>d</desc><text><tspan>\#(text)</tspan></text></svg>"#
        }
        #expect(Self.markupProblems(in: svg("plain label, 3 &lt; 4, List&lt;Book&gt;")).isEmpty)
        #expect(Self.markupProblems(in: svg("C# and F#; #1 item, colour #fff;")).isEmpty)
        #expect(!Self.markupProblems(in: svg("&lt;b&gt;Launch&lt;/b&gt;")).isEmpty)
        #expect(!Self.markupProblems(in: svg("two&lt;br/&gt;lines")).isEmpty)
        #expect(!Self.markupProblems(in: svg("&lt;span style='color:red'&gt;x")).isEmpty)
        #expect(!Self.markupProblems(in: svg("Q &amp;amp; A")).isEmpty)
        #expect(!Self.markupProblems(in: svg("5 &amp;lt; 6")).isEmpty)
        #expect(!Self.markupProblems(in: svg("#quot;quoted#quot;")).isEmpty)
        #expect(!Self.markupProblems(in: svg("love #9829; and #amp;")).isEmpty)
        #expect(!Self.markupProblems(in: svg(#"first\nsecond"#)).isEmpty)
        #expect(!Self.markupProblems(in: "<svg><text>unclosed</svg>").isEmpty)
    }

    /// HTML elements Mermaid users write in labels, and a few more that must never show as text.
    static var htmlTag: Regex<(Substring, Substring?)> { /<\/?(?i:b|i|u|s|em|strong|code|sub|sup|small|big|br|hr|span|div|p|a|font|mark|del|ins|kbd|tt)(\s[^<>]*)?\/?>/ }

    /// Names Mermaid's `#name;` codes use in practice (a `#` before other words is ordinary text).
    static let entityNames: Set<String> = ["quot", "amp", "lt", "gt", "apos", "nbsp", "colon", "semi", "hearts", "copy", "hellip", "mdash", "ndash"]

    /// What a reader would see as markup in the SVG's text: an HTML tag, a character reference
    /// (`&lt;` after decoding means it was escaped twice), one of Mermaid's `#quot;` codes,
    /// or a `\n` escape. Only text content is read, so styles and attributes do not count.
    static func markupProblems(in svg: String) -> [String] {
        let reader = SVGTextReader(svg)
        guard reader.parsed else { return ["the SVG is not well-formed XML"] }
        var problems: [String] = []
        for text in reader.texts {
            if let tag = text.firstMatch(of: htmlTag) { problems.append("the tag '\(tag.output.0)' is shown as text in '\(text)'") }
            if let reference = text.firstMatch(of: /&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/) {
                problems.append("the character reference '\(reference.output.0)' is shown as text in '\(text)'")
            }
            for code in text.matches(of: /#([0-9]+|[a-zA-Z]+);/) where code.output.1.allSatisfy(\.isNumber) || entityNames.contains(String(code.output.1)) {
                problems.append("Mermaid's entity code '\(code.output.0)' is shown as text in '\(text)'")
            }
            if text.contains("\\n") { problems.append("a literal '\\n' is shown in '\(text)'") }
        }
        for doubled in ["&amp;lt;", "&amp;gt;", "&amp;amp;", "&amp;quot;", "&amp;#"] where svg.contains(doubled) {
            problems.append("'\(doubled)' is escaped twice")
        }
        return problems
    }
}

/// One corpus file: its name, text, kind (the header's first word) and, on its first line,
/// the error it must fail with (`%% expect-error: [LINE:COLUMN: ]message`).
struct CorpusEntry: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String

    var testDescription: String { name }
    var lines: [Substring] { source.split(separator: "\n", omittingEmptySubsequences: false) }
    var isRejection: Bool { name.hasPrefix("reject-") }
    var number: String { String(name.prefix { $0.isNumber }) }

    var expectedError: String? {
        guard let first = lines.first, first.hasPrefix("%% expect-error:") else { return nil }
        return first.dropFirst("%% expect-error:".count).trimmingCharacters(in: .whitespaces)
    }

    /// `flowchart` (also for `graph`), `sequenceDiagram`, `stateDiagram-v2`, …: the first word
    /// after any front matter and `%%` lines.
    var kind: String {
        var inFrontMatter = false
        var seenContent = false
        for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line == "---", !seenContent || inFrontMatter {
                inFrontMatter.toggle()
                seenContent = true
                continue
            }
            if inFrontMatter || line.isEmpty || line.hasPrefix("%%") { continue }
            let word = String(line.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
            return word == "graph" ? "flowchart" : word
        }
        return ""
    }
}

/// The text content of every `<text>`, `<title>` and `<desc>` in an SVG, decoded by a real
/// XML parser, so that what is checked is what a reader sees.
final class SVGTextReader: NSObject, XMLParserDelegate {
    private(set) var texts: [String] = []
    private(set) var parsed = false
    private var stack: [String] = []
    private var current = ""

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        parsed = parser.parse() && parser.parserError == nil
    }

    private static let textElements: Set<String> = ["text", "title", "desc"]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:])
    {
        if Self.textElements.contains(elementName), !stack.contains(where: Self.textElements.contains) { current = "" }
        stack.append(elementName)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if stack.contains(where: Self.textElements.contains) { current += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
        if Self.textElements.contains(elementName), !stack.contains(where: Self.textElements.contains) { texts.append(current) }
    }
}
