/// The site's one style sheet, `assets/site.css`: its parts joined in cascade order, each
/// part one concern in its own file under `Styles/`. A part's media queries sit at its end,
/// so they override the part's own rules; print comes last and overrides everything.
enum Stylesheet {
    static let parts = [
        ThemeStyles.css, PageStyles.css, NavigationStyles.css, CodeStyles.css,
        DiagramStyles.css, TableStyles.css, SearchStyles.css, PrintStyles.css,
    ]

    static var css: String { parts.joined(separator: "\n") }
}
