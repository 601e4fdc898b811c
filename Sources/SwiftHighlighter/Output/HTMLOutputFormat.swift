/// Renders tokens as `<span class="hl-…">` runs for the site, which wraps them in its own `<pre>`.
///
/// Text is escaped everywhere, in spans or not. Neighbouring tokens with the same class share one
/// span, which keeps long string literals and comment blocks small.
public struct HTMLOutputFormat: OutputFormat {
    public init() {}

    public func render(_ tokens: [Token]) -> String {
        var html = ""
        var openClass: String?
        for token in tokens {
            let cssClass = token.kind.cssClass
            if cssClass != openClass {
                if openClass != nil { html += "</span>" }
                if let cssClass { html += "<span class=\"\(cssClass)\">" }
                openClass = cssClass
            }
            html += HTMLEscaping.escape(token.text)
        }
        if openClass != nil { html += "</span>" }
        return html
    }
}
