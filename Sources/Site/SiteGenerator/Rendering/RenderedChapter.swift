import Diagnostics
import MarkdownModel

/// An entry of a page's table of contents.
package struct TOCEntry: Sendable, Equatable {
    package var level: Int
    package var text: String
    package var anchor: String
}

/// A slice of prose under one heading: what search finds and where it links.
package struct SearchSection: Sendable, Equatable, Codable {
    package var page: String
    package var anchor: String
    package var heading: String
    package var chapter: String
    package var text: String
    /// Names from the section's listings (types, functions, properties), so search finds
    /// `BookshelfCoordinator` or `reconcile(visible:)` where they are written.
    package var code: [String] = []
    /// For each name in `code`, the first listing line (trimmed) that shows it, each line
    /// once: what a result shows when the name is in code, not prose.
    package var codeLines: [String] = []
}

/// What rendering one chapter produced.
struct RenderedChapter: Sendable {
    var body: String
    var toc: [TOCEntry]
    var anchors: Set<String>
    var sections: [SearchSection]
    /// Local images the page uses; copied next to the pages.
    var images: [ImageReference]
    /// Standalone copies of its large diagrams (`ChapterWalk+Diagrams`); a figure the print
    /// page takes from the chapter's page brings none.
    var diagramFiles: [DiagramFile] = []
    /// Located warnings, e.g. a diagram label's unsupported tag.
    var warnings: [SourceError] = []
}

/// A local image, relative to `chapters/`, and where the chapter refers to it.
struct ImageReference: Sendable {
    var source: String
    var line: Int
    var column: Int = 1
}
