import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a built page with a strict XML parser (pages are written as well-formed XHTML
/// syntax), collecting what the tests check: element counts, ids, links, resources and text.
final class PageInspector: NSObject, XMLParserDelegate {
    private(set) var elementCounts: [String: Int] = [:]
    private(set) var ids: [String] = []
    private(set) var links: [String] = []
    /// (element, URL) for everything the page loads: scripts, styles, images.
    private(set) var resources: [(String, String)] = []
    private(set) var text = ""
    private(set) var title = ""
    private var inTitle = false
    private(set) var parseError: String?

    init(html: String) {
        super.init()
        let body = html.replacingOccurrences(of: "<!DOCTYPE html>", with: "")
        let parser = XMLParser(data: Data(body.utf8))
        parser.delegate = self
        // libxml2 recovers from some errors (a mismatched end tag) and still reports success.
        if !parser.parse() || parser.parserError != nil {
            parseError = parser.parserError.map { "\($0) at line \(parser.lineNumber), column \(parser.columnNumber)" }
                ?? "unknown parse error"
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elementCounts[name, default: 0] += 1
        if let id = attributes["id"] { ids.append(id) }
        if name == "a", let href = attributes["href"] { links.append(href) }
        if name == "link", let href = attributes["href"] { resources.append((name, href)) }
        if ["script", "img", "iframe", "video", "audio", "source", "embed"].contains(name), let source = attributes["src"] {
            resources.append((name, source))
        }
        if name == "image", let href = attributes["href"] ?? attributes["xlink:href"] { resources.append((name, href)) }
        if name == "title", elementCounts["svg", default: 0] == 0 { inTitle = true }
        if name == "br" || name == "p" || name == "li" || name == "pre" || name.hasPrefix("h") { text += "\n" }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title" { inTitle = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
        if inTitle { title += string }
    }

    func count(_ element: String) -> Int { elementCounts[element, default: 0] }
}
