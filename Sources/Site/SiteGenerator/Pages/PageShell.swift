import MarkupWriting

/// The frame every page shares: head, skip link, header with the search form, the chapter
/// sidebar, the main landmark and the footer. Pages are flat in one folder, so every link
/// is a plain relative file name and the site works from `file://`.
struct PageShell: Sendable {
    struct NavigationEntry: Sendable {
        var title: String
        var page: String
        var status: String?
        /// "4.2", "2", "A": where a chapter sits in the course, shown before its title.
        var number: String?
    }

    var chapters: [NavigationEntry]
    /// The graded exercises, a group of their own after the chapters, each with its number.
    var exercises: [NavigationEntry] = []
    var extraLinks: [NavigationEntry]
    /// Whether this build verified the lessons: the footer says only what is true of it.
    var verified = true

    /// The IDs the frame itself gives elements on every page (the skip link's target and
    /// the search box); no heading anchor may take one.
    static let ids: Set<String> = Set(["main", "site-search"]).union(
        ListPlace.allCases.flatMap { [$0.rawValue + "-chapters", $0.rawValue + "-exercises"] })

    /// Where the course lists appear: each place names its groups' headings with its own IDs.
    enum ListPlace: String, CaseIterable {
        case sidebar, menu
    }

    var footer: String {
        verified
            ? "Every Swift listing on these pages was compiled, and every lesson run, when the site was built."
            : "This build skipped verification (--skip-verify): its listings were not compiled and its lessons not run."
    }

    /// `scripts` are the site's script files the page loads; `inlineScripts` the text of
    /// scripts written into the page itself, which its Content-Security-Policy allows by hash.
    func page(title: String, current: String?, body: String, scripts: [String] = [], inlineScripts: [String] = []) -> String {
        var html = MarkupWriter(reservingCapacity: body.utf8.count + 4096)
        html.raw("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            \(ContentSecurityPolicy(inlineScripts: [ThemeScript.text] + inlineScripts).metaElement)
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="color-scheme" content="light dark"/>
            <script>\(ThemeScript.text)</script>

            """)
        html.element("title", text: title + " · Coordinator Workbook")
        html.raw("""

            <link rel="stylesheet" href="assets/site.css"/>
            </head>
            <body>
            <a class="skip-link" href="#main">Skip to content</a>
            <header class="site-header">
            <a class="site-title" href="index.html"><span class="site-title-first">Coordinator </span>Workbook</a>
            <form class="search-form" action="search.html" method="get" role="search">
            <label for="site-search">Search the course</label>
            <input id="site-search" name="q" type="search" aria-keyshortcuts="/ S"/>
            <button type="submit">Search</button>
            </form>

            """)
        phoneMenu(current: current, into: &html)
        html.raw("""
            </header>
            <div class="layout">

            """)
        sidebar(current: current, into: &html)
        html.raw("<main id=\"main\" tabindex=\"-1\">\n")
        html.raw(body)
        html.raw("""
            </main>
            </div>
            <footer class="site-footer"><p>\(footer)</p></footer>

            """)
        for script in scripts + [SiteScript.path] {
            html.element("script", [Attribute("src", script)], text: "")
            html.raw("\n")
        }
        for script in inlineScripts {
            // Written raw: the hash covers these exact bytes.
            precondition(!script.lowercased().contains("</script"), "an inline script cannot hold '</script'")
            html.raw("<script>\(script)</script>\n")
        }
        html.raw("</body>\n</html>\n")
        return html.output
    }

    /// Phones get the course list as a menu in the header's one row (a `<details>`, so it
    /// opens without JavaScript); wider screens show the sidebar instead, and the style sheet
    /// shows exactly one of the two.
    private func phoneMenu(current: String?, into html: inout MarkupWriter) {
        html.raw("<details class=\"site-menu\">\n<summary>Menu</summary>\n<nav aria-label=\"Course menu\">\n")
        courseLists(current: current, place: .menu, into: &html)
        html.raw("</nav>\n</details>\n")
    }

    /// The chapters, the exercises, then the other pages: what the sidebar and the phone
    /// menu both list. Each group's list is named by the heading above it.
    private func courseLists(current: String?, place: ListPlace, into html: inout MarkupWriter) {
        group("Chapters", id: place.rawValue + "-chapters", listClass: "chapter-list", entries: chapters, current: current, into: &html)
        if !exercises.isEmpty {
            group("Exercises", id: place.rawValue + "-exercises", listClass: "chapter-list exercise-list", entries: exercises,
                current: current, into: &html)
        }
        html.raw("<ul class=\"extra-links\">\n")
        extraLinks.forEach { item($0, current: current, into: &html) }
        html.raw("</ul>\n")
    }

    private func group(
        _ heading: String, id: String, listClass: String, entries: [NavigationEntry], current: String?, into html: inout MarkupWriter
    ) {
        html.element("p", [Attribute("class", "sidebar-heading"), Attribute("id", id)], text: heading)
        html.raw("\n")
        html.open("ol", [Attribute("class", listClass), Attribute("aria-labelledby", id)])
        html.raw("\n")
        entries.forEach { item($0, current: current, into: &html) }
        html.raw("</ol>\n")
    }

    private func item(_ entry: NavigationEntry, current: String?, into html: inout MarkupWriter) {
        var link = [Attribute("href", entry.page)]
        if entry.page == current { link.append(Attribute("aria-current", "page")) }
        html.open("li")
        html.open("a", link)
        if let number = entry.number {
            // The space belongs to the number: an inline block, so the link's underline skips both.
            html.element("span", [Attribute("class", "number")], text: number + " ")
        }
        html.text(entry.title)
        html.close("a")
        if let status = entry.status {
            html.raw(" ")
            html.element("span", [Attribute("class", "status")], text: status)
        }
        html.close("li")
        html.raw("\n")
    }

    private func sidebar(current: String?, into html: inout MarkupWriter) {
        html.raw("<nav class=\"sidebar\" aria-label=\"Course\">\n")
        courseLists(current: current, place: .sidebar, into: &html)
        html.raw("</nav>\n")
    }
}
