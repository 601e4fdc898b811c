import SwiftHighlighter

/// The site's own rendering of highlighted Swift: one-letter classes and no spans for
/// operators (drawn in the text colour anyway). Listings are most of a chapter's bytes, and
/// this keeps a code-heavy chapter well inside its 100 KB budget.
struct CompactCodeFormat: OutputFormat {
    /// Token kind → class; kinds without one are written bare.
    static func cssClass(for kind: TokenKind) -> String? {
        switch kind {
        case .keyword, .contextualKeyword: "k"
        case .type: "t"
        case .string: "s"
        case .interpolationDelimiter: "i"
        case .number: "n"
        case .comment: "c"
        case .docComment: "d"
        case .attribute: "a"
        case .directive: "p"
        case .call: "f"
        case .property: "m"
        case .operator, .identifier, .punctuation, .whitespace, .plain: nil
        }
    }

    /// Every class the format writes, so the style sheet can be checked against it.
    static var allClasses: Set<String> { Set(TokenKind.allCases.compactMap(cssClass(for:))) }

    func render(_ tokens: [Token]) -> String {
        var html = ""
        var open: String?
        for token in tokens {
            // Whitespace never changes colour, so it may stay inside the current span.
            let wanted = token.kind == .whitespace ? open : Self.cssClass(for: token.kind)
            if wanted != open {
                if open != nil { html += "</span>" }
                if let wanted { html += "<span class=\"\(wanted)\">" }
                open = wanted
            }
            html += HTMLEscaping.text(token.text)
        }
        if open != nil { html += "</span>" }
        return html
    }
}
