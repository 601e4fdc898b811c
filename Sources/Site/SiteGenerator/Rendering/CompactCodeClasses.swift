import SwiftHighlighter

extension HTMLClassNames {
    /// The site's classes for highlighted Swift: one letter each, no spans for operators (drawn
    /// in the text colour anyway), and whitespace kept inside the span before it. Listings are
    /// most of a chapter's bytes, and this keeps a code-heavy chapter well inside its 100 KB
    /// budget. The style sheet colours each of these (`pre .k{…}`).
    static let compact = HTMLClassNames(whitespaceJoinsSpan: true) { kind in
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
}
