/// The HTML tags a label may hold: how one is read from the text, and what each means.
enum LabelTags {
    /// One start or end tag as written: `<b>`, `</B>`, `<br/>`, `<span style="…">`.
    struct Tag {
        /// Lowercased.
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        /// The index just after its `>`.
        var end: Int
        var meaning: Meaning
    }

    /// A styling tag's effect on the runs inside it.
    enum Style: Equatable {
        case bold, italic, code, underline, strike, sub, sup, small

        func apply(to run: inout Label.Run) {
            switch self {
            case .bold: run.isBold = true
            case .italic: run.isItalic = true
            case .code: run.isCode = true
            case .underline: run.isUnderlined = true
            case .strike: run.isStruck = true
            case .sub: run.shift = .sub
            case .sup: run.shift = .sup
            case .small: run.isSmall = true
            }
        }
    }

    enum Meaning {
        case lineBreak, rule
        case style(Style)
        /// An HTML element labels do not support; `script` and `style` take their content along.
        case unsupported(dropsContent: Bool)
    }

    private static let styles: [String: Style] = [
        "b": .bold, "strong": .bold, "i": .italic, "em": .italic, "code": .code, "kbd": .code, "samp": .code, "tt": .code,
        "u": .underline, "ins": .underline, "s": .strike, "del": .strike, "strike": .strike,
        "sub": .sub, "sup": .sup, "small": .small,
    ]

    /// The other elements of HTML (and SVG's, which an HTML label may hold): a tag with one
    /// of these names is markup Mermaid's sanitiser would keep or strip, never text.
    private static let otherElements: Set<String> = [
        "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "base", "bdi", "bdo", "big",
        "blink", "blockquote", "body", "button", "canvas", "caption", "center", "circle", "cite", "col",
        "colgroup", "data", "datalist", "dd", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "embed",
        "fieldset", "figcaption", "figure", "font", "footer", "foreignobject", "form", "frame", "frameset",
        "g", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "html", "iframe", "img", "input",
        "label", "legend", "li", "line", "link", "main", "map", "mark", "marquee", "math", "menu",
        "meta", "meter", "nav", "nobr", "noscript", "object", "ol", "optgroup", "option", "output", "p",
        "param", "path", "picture", "pre", "progress", "q", "rect", "rp", "rt", "ruby", "script",
        "section", "select", "slot", "source", "span", "style", "summary", "svg", "table", "tbody", "td",
        "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "tspan", "ul",
        "var", "video", "wbr", "xmp",
    ]

    /// A tag longer than this is not one: reading stays linear however many `<` a label holds.
    private static let longestTag = 400

    /// Elements that never have content or an end tag.
    private static let voidElements: Set<String> = [
        "area", "base", "col", "embed", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// What a tag of this name means in a label, or nil when no HTML element has the name,
    /// so `<Int>` in `List<Int>` is text.
    static func meaning(of name: String) -> Meaning? {
        switch name {
        case "br": return .lineBreak
        case "hr": return .rule
        default:
            if let style = styles[name] { return .style(style) }
            if otherElements.contains(name) { return .unsupported(dropsContent: name == "script" || name == "style") }
            return nil
        }
    }

    static func isVoid(_ name: String) -> Bool { voidElements.contains(name) }

    /// The tag starting at `index` (a `<`) if the text there is one whose name is an HTML
    /// element: `<`, an optional `/`, the name, then `>`, `/>`, or white space and
    /// attributes (quoted values may hold `>`) up to `>`.
    static func read(_ chars: [Character], at index: Int) -> Tag? {
        var cursor = index + 1
        let isClosing = cursor < chars.count && chars[cursor] == "/"
        if isClosing { cursor += 1 }
        let nameStart = cursor
        while cursor < chars.count, chars[cursor].isASCII, chars[cursor].isLetter || chars[cursor].isNumber || chars[cursor] == "-" {
            cursor += 1
        }
        guard cursor > nameStart, chars[nameStart].isLetter, cursor < chars.count else { return nil }
        let name = String(chars[nameStart..<cursor]).lowercased()
        guard let meaning = meaning(of: name) else { return nil }
        if chars[cursor] == ">" {
            return Tag(name: name, isClosing: isClosing, isSelfClosing: false, end: cursor + 1, meaning: meaning)
        }
        guard chars[cursor] == "/" || chars[cursor].isWhitespace else { return nil }
        var quote: Character?
        let limit = min(chars.count, index + longestTag)
        while cursor < limit {
            let character = chars[cursor]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return Tag(name: name, isClosing: isClosing, isSelfClosing: chars[cursor - 1] == "/", end: cursor + 1,
                    meaning: meaning)
            }
            cursor += 1
        }
        return nil
    }

    /// The index after `</name>` (any case), or the end of the text: where an element whose
    /// content is dropped with it ends.
    static func end(ofContentOf name: String, in chars: [Character], from start: Int) -> Int {
        var cursor = start
        while cursor < chars.count {
            if chars[cursor] == "<", let tag = read(chars, at: cursor), tag.isClosing, tag.name == name { return tag.end }
            cursor += 1
        }
        return chars.count
    }
}
