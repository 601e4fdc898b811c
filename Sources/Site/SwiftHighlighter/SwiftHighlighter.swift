import SwiftTokenizer

/// Highlights Swift listings for the static site: the tokens of ``SwiftTokenizer``, rendered
/// by an ``OutputFormat`` (HTML spans for the site).
package struct SwiftHighlighter: Sendable {
    package init() {}

    /// The classified tokens of `code`; their texts concatenate back to `code` exactly.
    package func tokens(_ code: String) -> [Token] {
        SwiftTokenizer().tokens(code)
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
