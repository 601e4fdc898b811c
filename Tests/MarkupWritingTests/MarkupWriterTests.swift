import Foundation
import MarkupWriting
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The writer's two layouts, and values that survive a real XML parser.
@Suite struct MarkupWriterTests {
    @Test func inlineLayoutWritesExactlyWhatIsAsked() {
        var html = MarkupWriter()
        html.open("p", [Attribute("class", "lead")])
        html.text("Fish & chips")
        html.element("br")
        html.element("a", [Attribute("href", "a.html#b")], text: "<next>")
        html.close("p")
        html.raw("\n")
        #expect(html.output == "<p class=\"lead\">Fish &amp; chips<br/><a href=\"a.html#b\">&lt;next&gt;</a></p>\n")
    }

    @Test func indentedLayoutPutsOneElementOnEachLine() {
        var svg = MarkupWriter(layout: .indented, textRules: .quotes)
        svg.open("svg", [Attribute("id", "d1")])
        svg.element("title", [], text: "It's \"on\"")
        svg.open("g")
        svg.element("rect", [Attribute("x", 3)])
        svg.line { line in
            line.open("text", [Attribute("x", "1")])
            line.element("tspan", [], text: "a<b")
            line.close("text")
        }
        svg.raw("<path d=\"M0,0\"/>")
        svg.close("g")
        svg.close("svg")
        #expect(svg.output == """
            <svg id="d1">
              <title>It&apos;s &quot;on&quot;</title>
              <g>
                <rect x="3"/>
                <text x="1"><tspan>a&lt;b</tspan></text>
                <path d="M0,0"/>
              </g>
            </svg>

            """)
    }

    @Test func largeRawMarkupKeepsItsPlace() {
        let big = String(repeating: "<b>é</b>", count: 400)
        var html = MarkupWriter()
        html.text("a & b")
        html.raw(big)
        html.element("br")
        html.raw(big.dropFirst(3))
        html.text("<end>")
        #expect(html.output == "a &amp; b" + big + "<br/>" + big.dropFirst(3) + "&lt;end&gt;")

        var svg = MarkupWriter(layout: .indented)
        svg.open("g")
        svg.raw(big)
        svg.close("g")
        #expect(svg.output == "<g>\n  " + big + "\n</g>\n")
    }

    @Test(arguments: [
        "say \"hi\" & <wave>", "it's", "a\"b'c&d<e>f", "tab\there\nnew line\r\nend", "&amp; stays text", "  spaced  ",
    ])
    func attributeValuesRoundTripThroughAnXMLParser(value: String) throws {
        var xml = MarkupWriter()
        xml.open("root")
        xml.element("item", [Attribute("title", value), Attribute("id", "x")], text: value)
        xml.close("root")
        let parsed = try #require(ParsedElement(xml.output))
        #expect(parsed.attributes["title"] == value)
        #expect(parsed.text == value.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    @Test func forbiddenCharactersNeverReachTheParser() throws {
        var xml = MarkupWriter()
        xml.element("item", [Attribute("title", "a\u{0}b\u{1B}c")], text: "d\u{8}e\u{FFFF}")
        let parsed = try #require(ParsedElement(xml.output))
        #expect(parsed.attributes["title"] == "abc")
        #expect(parsed.text == "de")
    }
}

/// The first element's attributes and the text of the `item` element, read by `XMLParser`.
private final class ParsedElement: NSObject, XMLParserDelegate {
    var attributes: [String: String] = [:]
    var text = ""
    private var inItem = false

    init?(_ xml: String) {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        // libxml2 recovers from some errors and still reports success; both count.
        guard parser.parse(), parser.parserError == nil else { return nil }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "item" {
            self.attributes = attributes
            inItem = true
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "item" { inItem = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inItem { text += string }
    }
}
