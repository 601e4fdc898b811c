/// The raw HTML a chapter may use: elements for content and structure, and the attributes
/// that only describe content. Nothing that runs a script, loads or submits anything, or
/// changes how the page is read: no `script`, `style`, `iframe`, `object`, `embed`, `form`,
/// `input`, `button`, `textarea`, `link`, `meta`, `base`, `svg`, `math`, no event handlers
/// (`on…`), no `style` attribute, no `srcset`. README's "Writing chapters: raw HTML, links and images" lists the same.
enum HTMLAllowList {
    static let elements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "blockquote", "br", "caption", "cite", "code", "col", "colgroup",
        "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure",
        "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre",
        "q", "rp", "rt", "ruby", "s", "samp", "small", "span", "strike", "strong", "sub", "summary", "sup",
        "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "tt", "u", "ul", "var", "wbr",
    ]

    /// Elements that have no end tag.
    static let voidElements: Set<String> = ["br", "col", "hr", "img", "wbr"]

    /// Attributes every allowed element may have.
    static let globalAttributes: Set<String> = ["id", "class", "title", "lang", "dir"]

    static let elementAttributes: [String: Set<String>] = [
        "a": ["href"],
        "img": ["src", "alt", "width", "height", "loading"],
        "td": ["colspan", "rowspan", "align"],
        "th": ["colspan", "rowspan", "align", "scope"],
        "col": ["span"], "colgroup": ["span"],
        "ol": ["start", "type", "reversed"],
        "li": ["value"],
        "details": ["open"],
        "time": ["datetime"],
        "blockquote": ["cite"], "q": ["cite"],
        "del": ["cite", "datetime"], "ins": ["cite", "datetime"],
    ]

    /// Attributes whose value is a URL, and what it is for.
    static let urlAttributes: [String: URLPolicy.Use] = ["href": .link, "cite": .link, "src": .image]

    static func allows(_ attribute: String, on element: String) -> Bool {
        globalAttributes.contains(attribute) || elementAttributes[element]?.contains(attribute) == true
    }
}
