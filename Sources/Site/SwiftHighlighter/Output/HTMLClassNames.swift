import SwiftTokenizer

/// Which CSS class each token kind gets in the HTML output, so one format serves both the
/// documented `hl-…` names and a site that needs its pages small.
package struct HTMLClassNames: Sendable {
    /// The class of each kind; kinds without one are written bare.
    package var classes: [TokenKind: String]
    /// Whether whitespace may stay inside the span before it instead of closing it: it never
    /// changes colour, and leaving it in saves a close and re-open around every space.
    package var whitespaceJoinsSpan: Bool

    package init(classes: [TokenKind: String], whitespaceJoinsSpan: Bool = false) {
        self.classes = classes
        self.whitespaceJoinsSpan = whitespaceJoinsSpan
    }

    /// `class(kind)` for every kind, e.g. a `switch` over the kinds.
    package init(whitespaceJoinsSpan: Bool = false, _ className: (TokenKind) -> String?) {
        var classes: [TokenKind: String] = [:]
        for kind in TokenKind.allCases {
            if let name = className(kind) { classes[kind] = name }
        }
        self.init(classes: classes, whitespaceJoinsSpan: whitespaceJoinsSpan)
    }

    /// The documented `hl-…` classes (see ``TokenKind/cssClass``), one span per run of a kind.
    package static let standard = HTMLClassNames { $0.cssClass }

    /// Every class the output can contain, for writing and checking a style sheet.
    package var allClasses: Set<String> { Set(classes.values) }
}
