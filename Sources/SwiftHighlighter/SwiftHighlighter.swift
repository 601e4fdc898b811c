/// Highlights Swift listings for the static site.
///
/// Three stages kept apart so each stays small: the tokenizer cuts the text into lexical
/// segments, the grammar classifies them into tokens, and an ``OutputFormat`` renders the tokens.
package struct SwiftHighlighter: Sendable {
    package init() {}

    /// The classified tokens of `code`; their texts concatenate back to `code` exactly.
    package func tokens(_ code: String) -> [Token] {
        SwiftGrammar().tokens(from: Tokenizer.segments(in: code))
    }

    /// `code` as HTML spans with the `hl-…` classes (or others, see ``HTMLClassNames``),
    /// without a `<pre>`.
    package func html(_ code: String, classNames: HTMLClassNames = .standard) -> String {
        render(code, as: HTMLOutputFormat(classNames: classNames))
    }

    /// `code` rendered by any output format.
    package func render<Format: OutputFormat>(_ code: String, as format: Format) -> Format.Output {
        format.render(tokens(code))
    }
}
