import MarkupWriting
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
            // Refused links were reported at load (`PageScan`); only their text is shown.
            let verdict = URLPolicy.check(link.destination, for: .link)
            guard verdict == .allowed || verdict == .external else { return inlines(link.children, into: &html) }
            var attributes = [Attribute("href", resolve(link.destination))]
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

    /// Rewrites `02-other.md#part` to `02-other.html#part`; the targets and anchors were
    /// checked at load (`BookChecks`).
    func resolve(_ destination: String) -> String {
        switch LinkTarget(destination, pagesByChapterFile: renderer.pagesByChapterFile) {
        case .external:
            return destination
        case .samePage(let anchor):
            return "#" + (anchor.map { placement.anchorPrefix + $0 } ?? "")
        case .chapter(let targetPage, let anchor):
            return targetPage + (anchor.map { "#\($0)" } ?? "")
        case .unknown:
            return destination
        }
    }

    private mutating func image(_ image: Image, into html: inout MarkupWriter) {
        // A refused image was reported at load (`PageScan`).
        guard URLPolicy.check(image.source, for: .image) == .allowed else { return }
        images.append(ImageReference(source: image.source, line: image.position.line, column: image.position.column))
        html.element("img", [Attribute("src", image.source), Attribute("alt", image.alt.plainText)])
    }
}
