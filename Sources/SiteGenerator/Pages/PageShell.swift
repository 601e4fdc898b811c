/// The frame every page shares: head, skip link, header with the search form, the chapter
/// sidebar, the main landmark and the footer. Pages are flat in one folder, so every link
/// is a plain relative file name and the site works from `file://`.
struct PageShell {
    struct NavigationEntry {
        var title: String
        var page: String
        var status: String?
    }

    var chapters: [NavigationEntry]
    var extraLinks: [NavigationEntry]

    func page(title: String, current: String?, body: String, scripts: [String] = []) -> String {
        let scriptTags = scripts.map { "<script src=\"\($0)\"></script>\n" }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="color-scheme" content="light dark"/>
            <title>\(HTMLEscaping.text(title)) · Coordinator Workbook</title>
            <link rel="stylesheet" href="assets/site.css"/>
            </head>
            <body>
            <a class="skip-link" href="#main">Skip to content</a>
            <header class="site-header">
            <a class="site-title" href="index.html">Coordinator Workbook</a>
            <form class="search-form" action="search.html" method="get" role="search">
            <label for="site-search">Search the course</label>
            <input id="site-search" name="q" type="search"/>
            <button type="submit">Search</button>
            </form>
            </header>
            <div class="layout">
            \(sidebar(current: current))<main id="main" tabindex="-1">
            \(body)</main>
            </div>
            <footer class="site-footer"><p>Every Swift listing on these pages was compiled, and every lesson run, when the site was built.</p></footer>
            \(scriptTags)</body>
            </html>

            """
    }

    private func sidebar(current: String?) -> String {
        func item(_ entry: NavigationEntry) -> String {
            let currentAttribute = entry.page == current ? " aria-current=\"page\"" : ""
            let status = entry.status.map { " <span class=\"status\">\(HTMLEscaping.text($0))</span>" } ?? ""
            return "<li><a href=\"\(entry.page)\"\(currentAttribute)>\(HTMLEscaping.text(entry.title))</a>\(status)</li>\n"
        }
        return """
            <nav class="sidebar" aria-label="Course">
            <p class="sidebar-heading">Chapters</p>
            <ol class="chapter-list">
            \(chapters.map(item).joined())</ol>
            <ul class="extra-links">
            \(extraLinks.map(item).joined())</ul>
            </nav>

            """
    }
}
