import BookModel
import MarkupWriting
import SwiftHighlighter
import SwiftTokenizer

/// Listings and diagrams are the costly part of a chapter, and every chapter is rendered
/// twice — for its own page and for the print page — with identical figures both times
/// (diagram IDs are named after the chapter, not the page). One cache per site render
/// makes each figure once. It lives only as long as that render: no figure outlives the
/// book it was made from.
final class FigureCache {
    private var markup: [ListingID: String] = [:]
    private var tokens: [ListingID: [Token]] = [:]

    /// The highlighter's tokens of the listing at `id`, made by `make` the first time: the
    /// figure and the search index both read them, on the chapter's page and the print page.
    func tokens(_ id: ListingID, make: () -> [Token]) -> [Token] {
        if let cached = tokens[id] { return cached }
        let made = make()
        tokens[id] = made
        return made
    }

    /// The figure for the block at `id`, made by `make` the first time it is asked for.
    func figure(_ id: ListingID, into html: inout MarkupWriter, make: (inout MarkupWriter) -> Void) {
        if let cached = markup[id] {
            html.raw(cached)
            return
        }
        var writer = MarkupWriter()
        make(&writer)
        let made = writer.output
        markup[id] = made
        html.raw(made)
    }
}
