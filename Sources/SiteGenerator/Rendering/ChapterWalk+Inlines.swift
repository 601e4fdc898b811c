import Markup
import MarkdownModel

extension ChapterWalk {
    mutating func inlines(_ inlines: [Inline], into html: inout MarkupWriter) {
        for inline in inlines { self.inline(inline, into: &html) }
    }

    private mutating func inline(_ inline: Inline, into html: inout MarkupWriter) {
        switch inline {
        case .text(let text): html.text(text)
        case .code(let code): html.element("code", text: code)
        case .emphasis(let children): wrap("em", children, into: &html)
        case .strong(let children): wrap("strong", children, into: &html)
        case .strikethrough(let children): wrap("del", children, into: &html)
        case .link(let link):
            let verdict = URLPolicy.check(link.destination, for: .link)
            guard verdict == .allowed || verdict == .external else {
                error("link to '\(link.destination)' \(URLPolicy.explanation(verdict))",
                    line: link.position.line, column: link.position.column,
                    hint: "link with http:, https:, mailto: or a chapter's file name")
                return inlines(link.children, into: &html)
            }
            var attributes = [Attribute("href", resolve(link.destination, at: link.position))]
            if !link.title.isEmpty { attributes.append(Attribute("title", link.title)) }
            wrap("a", link.children, attributes: attributes, into: &html)
        case .image(let image):
            self.image(image, into: &html)
        case .html(let markup, let position): rawHTML(markup, at: position, isBlock: false, into: &html)
        case .softBreak: html.raw("\n")
        case .lineBreak:
            html.element("br")
            html.raw("\n")
        }
    }

    private mutating func wrap(_ name: String, _ children: [Inline], attributes: [Attribute] = [], into html: inout MarkupWriter) {
        html.open(name, attributes)
        inlines(children, into: &html)
        html.close(name)
    }

    /// Rewrites `02-other.md#part` to `02-other.html#part` and records every internal link
    /// so it can be checked once all pages and anchors are known.
    mutating func resolve(_ destination: String, at position: SourcePosition) -> String {
        // Only http, https and mailto get here with a scheme (`URLPolicy`); they leave the site.
        if URLPolicy.scheme(of: destination) != nil || destination.hasPrefix("//") { return destination }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        if target.isEmpty {
            let local = anchor.map { placement.anchorPrefix + $0 }
            links.append(LinkReference(page: page, anchor: local, file: document.file, line: position.line, column: position.column))
            return "#" + (local ?? "")
        }
        let fileName = target.hasPrefix("./") ? String(target.dropFirst(2)) : target
        guard let targetPage = renderer.pagesByChapterFile[fileName] else {
            error("link to '\(destination)', which is not a chapter of the book", line: currentLine,
                hint: "link to another chapter by its file name, e.g. 02-navigation-simulator.md#section")
            return destination
        }
        links.append(LinkReference(page: targetPage, anchor: anchor, file: document.file, line: position.line, column: position.column))
        return targetPage + (anchor.map { "#\($0)" } ?? "")
    }

    private mutating func image(_ image: Image, into html: inout MarkupWriter) {
        let verdict = URLPolicy.check(image.source, for: .image)
        guard verdict == .allowed else {
            error("image '\(image.source)' \(URLPolicy.explanation(verdict))", line: image.position.line, column: image.position.column,
                hint: "the site uses no external resources: put the image under chapters/ and link it relatively")
            return
        }
        images.append(ImageReference(source: image.source, line: image.position.line, column: image.position.column))
        html.element("img", [Attribute("src", image.source), Attribute("alt", image.alt.plainText)])
    }
}
