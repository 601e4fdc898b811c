/// The small pages every site has: search, print view and "not found".
enum StaticPages {
    /// Search works from `file://` because the index is a script, not a fetched file. Without
    /// JavaScript the page still lists every section, so nothing is out of reach.
    static func search(sections: [SearchSection]) -> String {
        let all = sections.map { section in
            let target = section.page + (section.anchor.isEmpty ? "" : "#\(section.anchor)")
            let label = section.anchor.isEmpty ? section.chapter : "\(section.chapter) › \(section.heading)"
            return "<li><a href=\"\(target)\">\(HTMLEscaping.text(label))</a></li>\n"
        }.joined()
        return """
            <h1>Search</h1>
            <form class="search-page-form" action="search.html" method="get" role="search">
            <label for="search-query">Search headings and prose</label>
            <input id="search-query" name="q" type="search"/>
            <button type="submit">Search</button>
            </form>
            <div id="search-results" aria-live="polite"></div>
            <section id="all-sections" aria-labelledby="all-sections-heading">
            <h2 id="all-sections-heading">Every section</h2>
            <ul>
            \(all)</ul>
            </section>

            """
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
        let contents = chapters.map { chapter in
            let title = HTMLEscaping.text(chapter.title)
            return "<li>" + (chapter.anchor.map { "<a href=\"#\($0)\">\(title)</a>" } ?? title) + "</li>\n"
        }.joined()
        return "<h1>Coordinator Workbook — the whole course</h1>\n"
            + "<nav class=\"print-contents\" aria-label=\"Chapters on this page\">\n<ol>\n\(contents)</ol>\n</nav>\n"
            + chapters.map { "<section class=\"print-chapter\">\n\($0.body)</section>\n" }.joined()
    }
}
