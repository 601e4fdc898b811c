import Foundation
import Testing
@testable import DiagramRenderer
@testable import MermaidModel

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses a sequence diagram whose body lines follow a `sequenceDiagram` header on line 1.
func sequence(_ lines: String...) throws -> SequenceDiagram {
    try Diagrams.parseSequence(mermaid: (["sequenceDiagram"] + lines).joined(separator: "\n"), file: "test.md", firstLine: 1)
}

/// Parses a flowchart whose body lines follow `header` on line 1.
func flowchart(_ header: String = "flowchart TD", _ lines: String...) throws -> Flowchart {
    try Diagrams.parseFlowchart(mermaid: ([header] + lines).joined(separator: "\n"), file: "test.md", firstLine: 1)
}

/// The error a diagram fails with, or nil if it parses.
func parseError(_ source: String) -> DiagramError? {
    do {
        if source.hasPrefix("sequenceDiagram") {
            _ = try Diagrams.parseSequence(mermaid: source, file: "test.md", firstLine: 1)
        } else {
            _ = try Diagrams.parseFlowchart(mermaid: source, file: "test.md", firstLine: 1)
        }
        return nil
    } catch let error as DiagramError {
        return error
    } catch {
        return nil
    }
}

/// What an SVG document holds, as read by a real XML parser.
final class SVGInspection: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var ids: [String] = []
    var texts: [String: String] = [:]
    private var currentText = ""
    private var stack: [String] = []
    var parsed = false

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        // libxml2 recovers from some errors (a mismatched end tag) and still reports success.
        parsed = parser.parse() && parser.parserError == nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:])
    {
        elements.append((elementName, attributeDict))
        if let id = attributeDict["id"] { ids.append(id) }
        stack.append(elementName)
        currentText = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if elementName == "title" || elementName == "desc" { texts[elementName] = currentText }
        stack.removeLast()
    }

    var root: [String: String] { elements.first?.attributes ?? [:] }

    func count(_ name: String) -> Int { elements.filter { $0.name == name }.count }
}

/// Renders a diagram with the given ID prefix.
func render(_ source: String, prefix: String = "d1") throws -> String {
    try Diagrams.renderSVG(mermaid: source, file: "test.md", firstLine: 1, idPrefix: prefix)
}
