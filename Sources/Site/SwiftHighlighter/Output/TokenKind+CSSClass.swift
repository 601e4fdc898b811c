import SwiftTokenizer

/// The CSS classes the HTML output uses. The list is part of the site's contract with its
/// stylesheet, so names only ever get added, never renamed.
///
/// | Token kind               | Class                   |
/// |--------------------------|-------------------------|
/// | `keyword`                | `hl-keyword`            |
/// | `contextualKeyword`      | `hl-contextual-keyword` |
/// | `type`                   | `hl-type`               |
/// | `string`                 | `hl-string`             |
/// | `interpolationDelimiter` | `hl-interp`             |
/// | `number`                 | `hl-number`             |
/// | `comment`                | `hl-comment`            |
/// | `docComment`             | `hl-doc`                |
/// | `attribute`              | `hl-attribute`          |
/// | `directive`              | `hl-directive`          |
/// | `operator`               | `hl-operator`           |
/// | `call`                   | `hl-call`               |
/// | `property`               | `hl-property`           |
///
/// Identifiers, punctuation, whitespace and plain text are written unwrapped.
extension TokenKind {
    /// The class of the span wrapping this kind, or `nil` when it is written bare.
    package var cssClass: String? {
        switch self {
        case .keyword: return "hl-keyword"
        case .contextualKeyword: return "hl-contextual-keyword"
        case .type: return "hl-type"
        case .string: return "hl-string"
        case .interpolationDelimiter: return "hl-interp"
        case .number: return "hl-number"
        case .comment: return "hl-comment"
        case .docComment: return "hl-doc"
        case .attribute: return "hl-attribute"
        case .directive: return "hl-directive"
        case .operator: return "hl-operator"
        case .call: return "hl-call"
        case .property: return "hl-property"
        case .identifier, .punctuation, .whitespace, .plain: return nil
        }
    }

    /// Every class the HTML output can contain, for writing and checking the stylesheet.
    package static var allCSSClasses: [String] { allCases.compactMap(\.cssClass) }
}
