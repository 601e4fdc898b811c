/// An inline link, including GFM autolinks (`https://…` written bare).
package struct Link: Sendable, Equatable {
    package var destination: String
    package var title: String
    package var children: [Inline]
    /// Where the link starts in the chapter (its `[` or `<`), for locating a refused URL.
    package var position: SourcePosition
}
