import MarkdownModel

/// A ```` ```mermaid ```` fence of a chapter, with what it says about a run of the chapter's
/// lessons: nothing (drawn as written), `trace=NAME` (drawn as written and checked against the
/// trace NAME the lesson recorded) or `from-trace=NAME` (drawn from that trace; the fence is
/// empty).
package struct DiagramFence: Sendable {
    package enum Binding: Sendable, Equatable {
        case checked(trace: String)
        case drawn(trace: String)

        package var trace: String {
            switch self {
            case .checked(let trace), .drawn(let trace): trace
            }
        }
    }

    /// `chapters/FILE.md`.
    package var chapter: String
    /// The fence line (the diagram's figure ID) and the line of its first Mermaid line.
    package var fenceLine: Int
    package var firstCodeLine: Int
    /// The chapter line of the closing fence (or the last line, if the chapter ends first).
    package var lastLine: Int
    /// Column of the attribute, for errors about the binding.
    package var bindingColumn: Int
    package var source: String
    package var binding: Binding?
    /// The fence's code block, for mapping columns inside lists and quotes.
    package var block: CodeBlock

    package var listingID: ListingID { ListingID(chapter: chapter, fenceLine: fenceLine) }
}
