import MarkupWriting

/// Rewrites a chapter's raw HTML (an HTML block, or one inline tag) to what the allow-list
/// permits, and reports each refusal at its byte offset so the chapter renderer can locate
/// it. Allowed tags are written again from what was read — lowercase name, allowed
/// attributes only, every value double-quoted and escaped — so the browser sees exactly the
/// tag that was judged. A refused element is written as text (`&lt;script>`), a refused
/// attribute left out, comments dropped. Refusals are errors for the build, so this
/// output is never published while one stands; it is still safe if it were.
struct HTMLSanitizer {
    struct Refusal: Equatable {
        /// Byte offset in the fragment.
        var offset: Int
        var message: String
        var hint: String
    }

    struct Result {
        var html: String
        var refusals: [Refusal]
        /// Local images a raw `<img src>` shows, with the offset of its `src`: copied like
        /// Markdown images.
        var images: [(source: String, offset: Int)]
    }

    static func sanitize(_ html: String) -> Result {
        var tokenizer = HTMLTagTokenizer(html)
        var output: [UInt8] = []
        output.reserveCapacity(html.utf8.count + 16)
        var result = Result(html: "", refusals: [], images: [])
        while let token = tokenizer.next() {
            switch token {
            case .text(let range):
                for byte in tokenizer.bytes[range] {
                    if byte == UInt8(ascii: ">") { output.append(contentsOf: "&gt;".utf8) } else { output.append(byte) }
                }
            case .lessThan:
                output.append(contentsOf: "&lt;".utf8)
            case .comment:
                break
            case .startTag(let name, let attributes, let range):
                guard HTMLAllowList.elements.contains(name) else {
                    result.refusals.append(elementRefusal(name, offset: range.lowerBound))
                    MarkupEscaping.append(tokenizer.text(range), .text, to: &output)
                    continue
                }
                output.append(contentsOf: "<\(name)".utf8)
                for attribute in attributes {
                    if let refusal = refusal(of: attribute, on: name) {
                        result.refusals.append(refusal)
                        continue
                    }
                    write(attribute, on: name, to: &output, images: &result.images)
                }
                output.append(contentsOf: (HTMLAllowList.voidElements.contains(name) ? "/>" : ">").utf8)
            case .endTag(let name, let range):
                guard HTMLAllowList.elements.contains(name) else {
                    result.refusals.append(elementRefusal(name, offset: range.lowerBound))
                    MarkupEscaping.append(tokenizer.text(range), .text, to: &output)
                    continue
                }
                output.append(contentsOf: "</\(name)>".utf8)
            }
        }
        result.html = String(decoding: output, as: UTF8.self)
        return result
    }

    private static func elementRefusal(_ name: String, offset: Int) -> Refusal {
        Refusal(
            offset: offset, message: "raw HTML element '<\(name)>' is not allowed in a chapter",
            hint: "chapters may use content elements only (see README, 'Writing chapters: raw HTML, links and images'); "
                + "if the '<' is meant as text, put it in backticks or write '\\<'")
    }

    private static func refusal(of attribute: HTMLTagTokenizer.TagAttribute, on element: String) -> Refusal? {
        let name = attribute.name
        if name.hasPrefix("on") {
            return Refusal(
                offset: attribute.offset, message: "raw HTML attribute '\(name)' is an event handler: pages run no script from a chapter",
                hint: "remove the attribute")
        }
        if name == "style" {
            return Refusal(
                offset: attribute.offset, message: "raw HTML attribute 'style' is not allowed in a chapter",
                hint: "remove it; the site's style sheet styles the page, and Markdown marks emphasis and tables")
        }
        guard HTMLAllowList.allows(name, on: element) else {
            let own = HTMLAllowList.elementAttributes[element].map { $0.sorted().joined(separator: ", ") + ", " } ?? ""
            return Refusal(
                offset: attribute.offset, message: "raw HTML attribute '\(name)' is not allowed on '<\(element)>'",
                hint: "allowed on <\(element)>: \(own)\(HTMLAllowList.globalAttributes.sorted().joined(separator: ", "))")
        }
        guard let use = HTMLAllowList.urlAttributes[name], let value = attribute.value else { return nil }
        let verdict = URLPolicy.check(attribute: Substring(value), for: use)
        switch verdict {
        case .allowed: return nil
        case .external where use == .link: return nil
        case .external:
            return Refusal(
                offset: attribute.offset, message: "image '\(value)' is loaded from another site",
                hint: "the site uses no external resources: put the image under chapters/ and link it relatively")
        case .refusedScheme, .undecodable:
            return Refusal(
                offset: attribute.offset, message: "raw HTML '\(name)' URL '\(value)' \(URLPolicy.explanation(verdict))",
                hint: use == .link ? "link with http:, https:, mailto: or a relative path" : "use a relative path to an image under chapters/")
        }
    }

    /// Writes ` name="value"`. A URL is written decoded and escaped, exactly what was
    /// judged; any other value keeps its character references (the browser decodes them
    /// into text, never into markup) with only `"`, `<` and `>` escaped.
    private static func write(
        _ attribute: HTMLTagTokenizer.TagAttribute, on element: String, to output: inout [UInt8],
        images: inout [(source: String, offset: Int)]
    ) {
        output.append(contentsOf: " \(attribute.name)=\"".utf8)
        let value = attribute.value ?? ""
        if let use = HTMLAllowList.urlAttributes[attribute.name] {
            let decoded = CharacterReferences.decode(Substring(value)).value
            MarkupEscaping.append(decoded, .attribute, to: &output)
            if use == .image, element == "img" { images.append((decoded, attribute.offset)) }
        } else {
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
