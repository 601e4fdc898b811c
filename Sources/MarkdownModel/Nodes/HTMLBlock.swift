/// Raw HTML at block level, kept verbatim; the site applies GFM's tag filter when rendering.
package struct HTMLBlock: Sendable {
    package var html: String
    package var range: SourceRange
}
