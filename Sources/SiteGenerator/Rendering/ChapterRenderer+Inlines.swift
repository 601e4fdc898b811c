import MarkdownModel

extension ChapterRenderer {
    func inlines(_ inlines: [Inline]) -> String {
        inlines.map(inline).joined()
    }

    private func inline(_ inline: Inline) -> String {
        switch inline {
        case .text(let text): return HTMLEscaping.text(text)
        case .code(let code): return "<code>\(HTMLEscaping.text(code))</code>"
        case .emphasis(let children): return "<em>\(inlines(children))</em>"
        case .strong(let children): return "<strong>\(inlines(children))</strong>"
        case .strikethrough(let children): return "<del>\(inlines(children))</del>"
        case .link(let link):
            let title = link.title.isEmpty ? "" : " title=\"\(HTMLEscaping.attribute(link.title))\""
            return "<a href=\"\(HTMLEscaping.attribute(resolve(link.destination)))\"\(title)>\(inlines(link.children))</a>"
        case .image(let image):
            return self.image(image)
        case .html(let html): return TagFilter.apply(html)
        case .softBreak: return "\n"
        case .lineBreak: return "<br/>\n"
        }
    }

    /// Rewrites `02-other.md#part` to `02-other.html#part` and records every internal link
    /// so it can be checked once all pages and anchors are known.
    func resolve(_ destination: String) -> String {
        if destination.contains("://") || destination.hasPrefix("mailto:") { return destination }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        if target.isEmpty {
            let local = anchor.map { anchorPrefix + $0 }
            links.append(LinkReference(page: page, anchor: local, file: document.file, line: currentLine))
            return "#" + (local ?? "")
        }
        let fileName = target.hasPrefix("./") ? String(target.dropFirst(2)) : target
        guard let targetPage = pagesByChapterFile[fileName] else {
            error("link to '\(destination)', which is not a chapter of the book", line: currentLine,
                hint: "link to another chapter by its file name, e.g. 02-navigation-simulator.md#section")
            return destination
        }
        links.append(LinkReference(page: targetPage, anchor: anchor, file: document.file, line: currentLine))
        return targetPage + (anchor.map { "#\($0)" } ?? "")
    }

    private func image(_ image: Image) -> String {
        let alt = HTMLEscaping.attribute(image.alt.plainText)
        if image.source.contains("://") || image.source.hasPrefix("//") {
            error("image '\(image.source)' is loaded from another site", line: currentLine,
                hint: "the site uses no external resources: put the image under chapters/ and link it relatively")
            return ""
        }
        images.append(ImageReference(source: image.source, line: currentLine))
        return "<img src=\"\(HTMLEscaping.attribute(image.source))\" alt=\"\(alt)\"/>"
    }
}
