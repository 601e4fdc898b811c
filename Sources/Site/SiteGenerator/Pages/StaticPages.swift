import MarkupWriting

/// The small pages every site has: search, print view and "not found".
enum StaticPages {
    /// The results of the header's search field (one field on every page, this one too): it
    /// works from `file://` because the index is a script, not a fetched file. Without
    /// JavaScript the page still lists every section, so nothing is out of reach.
    static func search(sections: [SearchSection]) -> String {
        var html = MarkupWriter(reservingCapacity: sections.count * 160 + 1024)
        html.raw("""
            <h1>Search</h1>
            <p class="search-hint" id="search-hint">Type in the search field at the top of the page and press Enter. Without JavaScript no search runs: every section is listed below.</p>
            <p id="search-status" role="status"></p>
            <div id="search-results"></div>
            <section id="all-sections" aria-labelledby="all-sections-heading">
            <h2 id="all-sections-heading">Every section</h2>
            <ul>

            """)
        for section in sections {
            let target = section.page + (section.anchor.isEmpty ? "" : "#" + section.anchor)
            let label = section.anchor.isEmpty ? section.chapter : "\(section.chapter) › \(section.heading)"
            html.open("li")
            html.element("a", [Attribute("href", target)], text: label)
            html.close("li")
            html.raw("\n")
        }
        html.raw("</ul>\n</section>\n")
        return html.output
    }

    static func notFound() -> String {
        """
        <h1>Page not found</h1>
        <p>There is no page at this address. Start again from the <a href="index.html">table of contents</a>, or <a href="search.html">search the course</a>.</p>

        """
    }

    /// Every chapter on one page, each headed by its title (one level down), after a list of
    /// contents linking to them.
    static func print(chapters: [(title: String, anchor: String?, body: String)]) -> String {
        var html = MarkupWriter(reservingCapacity: chapters.reduce(4096) { $0 + $1.body.utf8.count + 64 })
        html.raw("<h1>Coordinator Workbook — the whole course</h1>\n")
        html.open("nav", [Attribute("class", "print-contents"), Attribute("aria-label", "Chapters on this page")])
        html.raw("\n<ol>\n")
        for chapter in chapters {
            html.open("li")
            if let anchor = chapter.anchor {
                html.element("a", [Attribute("href", "#" + anchor)], text: chapter.title)
            } else {
                html.text(chapter.title)
            }
            html.close("li")
            html.raw("\n")
        }
        html.raw("</ol>\n")
        html.close("nav")
        html.raw("\n")
        for chapter in chapters {
            html.open("section", [Attribute("class", "print-chapter")])
            html.raw("\n")
            html.raw(chapter.body)
            html.close("section")
            html.raw("\n")
        }
        return html.output
    }
}
