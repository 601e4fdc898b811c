/// A `>` quotation holding further blocks.
package struct BlockQuote: Sendable {
    package var children: [Block]
    package var range: SourceRange
}
