import BookModel
import MarkdownModel
import MarkupWriting

/// A page for each chapter the course no longer has under its old name (`moved-pages.txt`),
/// so bookmarks and links from elsewhere still land where they did. Without JavaScript it is
/// a list of where each old section went, with the old anchor on its entry (the browser
/// scrolls to it and `:target` marks it); with it, `moved.js` follows that entry's link at
/// once. The pages are in no menu and no search: they only catch old addresses.
struct MovedPagesProducer: PageProducer {
    static let script = "assets/moved.js"
    /// The ID of the link to where the page itself went: followed when the address has no
    /// anchor, or one the page does not list.
    static let defaultLinkID = "moved-to"

    static func pageName(_ moved: MovedPage) -> String { String(moved.fileName.dropLast(3)) + ".html" }

    func produce(into draft: inout SiteDraft) throws {
        guard !draft.book.movedPages.isEmpty else { return }
        let chapters = Dictionary(uniqueKeysWithValues: draft.book.chapters.map { ($0.fileName, $0) })
        let headings = chapters.mapValues(Self.headingTitles)
        for moved in draft.book.movedPages {
            var html = MarkupWriter()
            html.raw("<article class=\"moved\">\n<h1>This page has moved</h1>\n<p>")
            html.text("The chapter that was here is now in parts, one sitting each. ")
            html.element("a", [Attribute("id", Self.defaultLinkID), Attribute("href", href(moved.target, draft: draft))],
                text: "Go to " + title(of: moved.target.fileName, in: chapters))
            html.raw(".</p>\n")
            if !moved.anchors.isEmpty {
                html.raw("<p>Where each of its sections is now:</p>\n<ul class=\"moved-sections\">\n")
                for (anchor, target) in moved.anchors {
                    html.open("li", [Attribute("id", anchor)])
                    let heading = target.anchor.flatMap { headings[target.fileName]?[$0] } ?? title(of: target.fileName, in: chapters)
                    html.element("a", [Attribute("href", href(target, draft: draft))], text: heading)
                    html.raw(" ")
                    html.element("span", [Attribute("class", "status")], text: "in " + title(of: target.fileName, in: chapters))
                    html.close("li")
                    html.raw("\n")
                }
                html.raw("</ul>\n")
            }
            html.raw("</article>\n")
            draft.add(Self.pageName(moved), text: draft.shell.page(
                title: "This page has moved", current: nil, body: html.output, scripts: [Self.script]))
        }
        draft.add(Self.script, text: Self.javaScript)
    }

    private func href(_ target: MovedPage.Target, draft: SiteDraft) -> String {
        draft.pages[target.fileName]! + (target.anchor.map { "#" + $0 } ?? "")
    }

    private func title(of fileName: String, in chapters: [String: Chapter]) -> String {
        guard let chapter = chapters[fileName] else { return fileName }
        let title = chapter.document.title ?? fileName
        return chapter.number.map { "\($0.short) \(title)" } ?? title
    }

    /// Anchor → heading text, named as the chapter's page names them.
    private static func headingTitles(_ chapter: Chapter) -> [String: String] {
        var namer = AnchorNamer(reserved: PageShell.ids)
        var titles: [String: String] = [:]
        for block in BlockWalker(chapter.document) {
            guard case .heading(let heading) = block, heading.level > 1 else { continue }
            titles[namer.anchor(for: heading.plainText)] = heading.plainText
        }
        return titles
    }

    /// Follows the entry the address's anchor names, else the page's own new place.
    static let javaScript = """
        (function () {
          var id = decodeURIComponent(location.hash.slice(1));
          var entry = id ? document.getElementById(id) : null;
          var link = entry && entry.tagName === "LI" ? entry.querySelector("a") : document.getElementById("\(defaultLinkID)");
          if (link) location.replace(link.href);
        })();

        """
}
