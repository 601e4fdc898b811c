/// An inline node inside a paragraph, heading, list item or table cell.
package indirect enum Inline: Sendable, Equatable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    /// GFM `~~struck~~` text.
    case strikethrough([Inline])
    case link(Link)
    case image(Image)
    /// Raw inline HTML (one tag or comment), kept verbatim with where it starts in the
    /// chapter; the site sanitizes it when rendering.
    case html(String, position: SourcePosition)
    case softBreak
    case lineBreak
}

extension Array where Element == Inline {
    /// The text a reader sees, without markup: used for anchors, titles and search.
    package var plainText: String {
        map { inline in
            switch inline {
            case .text(let text), .code(let text): text
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                children.plainText
            case .link(let link): link.children.plainText
            case .image(let image): image.alt.plainText
            case .html: ""
            case .softBreak, .lineBreak: " "
            }
        }.joined()
    }
}
