import MarkupWriting
import SwiftTokenizer

/// Renders tokens as `<span class="…">` runs for the site, which wraps them in its own `<pre>`.
///
/// Text is escaped everywhere, in spans or not. Neighbouring tokens with the same class share one
/// span, which keeps long string literals and comment blocks small; the class names are a
/// parameter (``HTMLClassNames``), the `hl-…` names by default.
package struct HTMLOutputFormat: OutputFormat, Sendable {
    package let classNames: HTMLClassNames
    /// `<span class="…">` for each distinct class name, escaped once here.
    private let openingTags: [String]
    /// Which opening tag each kind uses (by ``TokenKind/ordinal``); kinds that share a class
    /// name share a span.
    private let spanOfKind: [Int?]

    package init(classNames: HTMLClassNames = .standard) {
        self.classNames = classNames
        let names = Array(Set(classNames.classes.values)).sorted()
        openingTags = names.map { "<span class=\"\(MarkupEscaping.attribute($0))\">" }
        let indexOfName = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
        spanOfKind = TokenKind.allCases.map { kind in classNames.classes[kind].map { indexOfName[$0]! } }
    }

    package func render(_ tokens: [Token]) -> String {
        var html = MarkupWriter(reservingCapacity: tokens.count * 12)
        write(tokens, into: &html)
        return html.output
    }

    /// Writes the spans straight into a page being built, without an intermediate string.
    package func write(_ tokens: [Token], into html: inout MarkupWriter) {
        let whitespaceJoinsSpan = classNames.whitespaceJoinsSpan
        var open: Int?
        for token in tokens {
            let span = whitespaceJoinsSpan && token.kind == .whitespace ? open : spanOfKind[token.kind.ordinal]
            if span != open {
                if open != nil { html.raw("</span>") }
                if let span { html.raw(openingTags[span]) }
                open = span
            }
            html.text(token.text)
        }
        if open != nil { html.raw("</span>") }
    }
}
