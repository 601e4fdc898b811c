/// Raw HTML at block level, kept verbatim; the site applies GFM's tag filter when rendering.
package struct HTMLBlock: Sendable {
    package var html: String
    package var range: SourceRange

    package init(html: String, range: SourceRange) {
        self.html = html
        self.range = range
    }
}
