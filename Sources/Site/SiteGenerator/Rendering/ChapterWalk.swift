import Diagnostics
import MarkupWriting
import MarkdownModel
import SwiftHighlighter
import SwiftTokenizer

/// One document's walk through a `ChapterRenderer`: writes its HTML body and collects on the
/// way what the rest of the site needs. All that changes while a document is rendered lives
/// here, one walk per document; the renderer it reads stays as it was built.
struct ChapterWalk {
    let renderer: ChapterRenderer
    let document: Document
    let placement: ChapterRenderer.Placement
    let chapterTitle: String

    /// Starts with the page's own IDs reserved, so no heading takes one of them.
    var anchors: AnchorNamer
    var toc: [TOCEntry] = []
    var sections: [SearchSection] = []
    var images: [ImageReference] = []
    var errors: [SourceError] = []
    /// What stops nothing but the author should see (a diagram label's unsupported tag).
    var warnings: [SourceError] = []
    var diagramCount = 0
    /// Which listings carry their lesson's caption (`ListingGroups`).
    var listingGroups = ListingGroups()
    /// The standalone copies of the diagrams drawn, for the site to write beside the pages.
    var diagramFiles: [DiagramFile] = []

    init(renderer: ChapterRenderer, document: Document, placement: ChapterRenderer.Placement) {
        self.renderer = renderer
        self.document = document
        self.placement = placement
        self.chapterTitle = document.title ?? placement.page
        self.anchors = AnchorNamer(reserved: renderer.reservedIDs)
    }

    var page: String { placement.page }

    mutating func render() throws -> RenderedChapter {
        sections = [SearchSection(page: page, anchor: "", heading: chapterTitle, chapter: chapterTitle, text: "")]
        var html = MarkupWriter(reservingCapacity: 1 << 16)
        for block in document.blocks { self.block(block, into: &html) }
        let body = html.output
        if !errors.isEmpty { throw SourceErrors(errors) }
        return RenderedChapter(
            body: body, toc: toc, anchors: Set(toc.map(\.anchor)), sections: sections.filter { !$0.text.isEmpty || !$0.anchor.isEmpty },
            images: images, diagramFiles: diagramFiles, warnings: warnings)
    }

    /// Adds a listing's names (its tokens: only what the page shows) to the search section it is in.
    mutating func indexCode(_ tokens: [Token], visibleCode: String) {
        guard !sections.isEmpty else { return }
        sections[sections.count - 1].appendCode(tokens, visibleCode: visibleCode)
    }

    /// Adds prose to the search section under the current heading.
    mutating func index(_ text: String) {
        guard !sections.isEmpty else { return }
        sections[sections.count - 1].appendProse(text)
    }

    mutating func error(_ message: String, line: Int, column: Int = 1, hint: String) {
        errors.append(SourceError(
            file: document.file, line: line, column: column, message: message, hint: hint,
            sourceLine: document.line(line)))
    }
}
