/// Raw HTML at block level, kept verbatim; the site sanitizes it when rendering.
package struct HTMLBlock: Sendable {
    package var html: String
    package var range: SourceRange
}
