import Diagnostics
import MarkdownModel

/// A link from a chapter to a page of the site, checked once every page is known.
struct LinkReference: Sendable {
    var page: String
    var anchor: String?
    var file: String
    /// Where the link starts in the chapter (its `[`).
    var line: Int
    var column: Int
}

/// What one rendering of a document defines and refers to — its headings' anchors, its
/// internal links, its local images — and what it may not hold (a refused URL, a link to no
/// chapter, refused raw HTML), found without rendering it, so the book is checked at load
/// and the renderer trusts it. Anchors are named as `ChapterRenderer` names them (the same
/// `AnchorNamer`, reserved IDs, heading shift and prefix); links and images are taken where
/// the renderer takes them (links and images the URL policy lets through, `<img src>` the
/// sanitizer keeps).
struct PageScan {
    let document: Document
    let page: String
    let pagesByChapterFile: [String: String]
    let reservedIDs: Set<String>
    /// 1 on the print page, where every chapter's headings move down a level.
    let headingShift: Int
    let anchorPrefix: String

    private(set) var anchors: Set<String> = []
    private(set) var links: [LinkReference] = []
    private(set) var images: [ImageReference] = []
    /// Located, in source order; the same on every rendering of the document.
    private(set) var errors: [SourceError] = []
    /// How many raw HTML refusals the document has, and where the first one past the
    /// reporting limit is.
    private var refusals: (count: Int, first: SourcePosition?) = (0, nil)

    /// At most this many raw HTML refusals are reported for one chapter, then one error says
    /// how many more there are: a hostile chapter of 20,000 bad tags gives a short report.
    static let refusalsReportedPerChapter = 20

    init(
        document: Document, page: String, pagesByChapterFile: [String: String], reservedIDs: Set<String> = PageShell.ids,
        headingShift: Int = 0, anchorPrefix: String = ""
    ) {
        self.document = document
        self.page = page
        self.pagesByChapterFile = pagesByChapterFile
        self.reservedIDs = reservedIDs
        self.headingShift = headingShift
        self.anchorPrefix = anchorPrefix
        scan()
    }

    private mutating func scan() {
        var namer = AnchorNamer(reserved: reservedIDs)
        for block in BlockWalker(document) {
            switch block {
            case .heading(let heading):
                if min(max(heading.level + headingShift, 1), 6) > 1 {
                    anchors.insert(anchorPrefix + namer.anchor(for: heading.plainText))
                }
                inlines(heading.children)
            case .paragraph(let paragraph):
                inlines(paragraph.children)
            case .table(let table):
                for cell in table.header + table.rows.joined() { inlines(cell.children) }
            case .htmlBlock(let html):
                rawHTML(html.html, at: html.range.start, isBlock: true)
            case .blockQuote, .list, .codeBlock, .thematicBreak:
                break
            }
        }
        reportRemainingRefusals()
    }

    private mutating func inlines(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline {
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                self.inlines(children)
            case .link(let link):
                let verdict = URLPolicy.check(link.destination, for: .link)
                if verdict == .allowed || verdict == .external {
                    record(link.destination, at: link.position)
                } else {
                    error("link to '\(link.destination)' \(URLPolicy.explanation(verdict))", at: link.position,
                        hint: "link with http:, https:, mailto: or a chapter's file name")
                }
                self.inlines(link.children)
            case .image(let image):
                let verdict = URLPolicy.check(image.source, for: .image)
                if verdict == .allowed {
                    images.append(ImageReference(source: image.source, line: image.position.line, column: image.position.column))
                } else {
                    error("image '\(image.source)' \(URLPolicy.explanation(verdict))", at: image.position,
                        hint: "the site uses no external resources: put the image under chapters/ and link it relatively")
                }
            case .html(let markup, let position):
                rawHTML(markup, at: position, isBlock: false)
            case .text, .code, .softBreak, .lineBreak:
                break
            }
        }
    }

    private mutating func record(_ destination: String, at position: SourcePosition) {
        let file = document.file
        let reference = { (page: String, anchor: String?) in
            LinkReference(page: page, anchor: anchor, file: file, line: position.line, column: position.column)
        }
        switch LinkTarget(destination, pagesByChapterFile: pagesByChapterFile) {
        case .samePage(let anchor): links.append(reference(page, anchor.map { anchorPrefix + $0 }))
        case .chapter(let target, let anchor): links.append(reference(target, anchor))
        case .unknown:
            error("link to '\(destination)', which is not a chapter of the book", at: position,
                hint: "link to another chapter by its file name, e.g. 02-navigation-simulator.md#section")
        case .external: break
        }
    }

    /// Each refusal of ``HTMLSanitizer`` is an error at its line and column in the chapter;
    /// each `<img src>` it keeps, an image.
    private mutating func rawHTML(_ markup: String, at start: SourcePosition, isBlock: Bool) {
        let result = HTMLSanitizer.sanitize(markup)
        var locator = RawHTMLLocator(markup: markup, start: start, isBlock: isBlock, document: document)
        for refusal in result.refusals {
            refusals.count += 1
            if refusals.count <= Self.refusalsReportedPerChapter {
                error(refusal.message, at: locator.position(ofOffset: refusal.offset), hint: refusal.hint)
            } else if refusals.first == nil {
                refusals.first = locator.position(ofOffset: refusal.offset)
            }
        }
        for image in result.images where !image.source.isEmpty {
            let position = locator.position(ofOffset: image.offset)
            images.append(ImageReference(source: image.source, line: position.line, column: position.column))
        }
    }

    /// The one error for the refusals past the limit, at the first of them.
    private mutating func reportRemainingRefusals() {
        guard let first = refusals.first else { return }
        let more = refusals.count - Self.refusalsReportedPerChapter
        error("\(more) more refused raw HTML construct\(more == 1 ? "" : "s") in this chapter, from here on",
            at: first, hint: "fix the ones above first; the same rules apply to the rest")
    }

    private mutating func error(_ message: String, at position: SourcePosition, hint: String) {
        errors.append(SourceError(
            file: document.file, line: position.line, column: position.column, message: message, hint: hint,
            sourceLine: document.line(position.line)))
    }
}
