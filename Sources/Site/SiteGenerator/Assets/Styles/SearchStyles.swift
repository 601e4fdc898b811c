/// The search form and the results list, and `mark` for a matched term.
enum SearchStyles {
    static let css = #"""
.search-form,.search-page-form{display:flex;gap:.4rem;align-items:center;flex-wrap:wrap}
.search-form label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
input[type=search]{font:inherit;padding:.3rem .5rem;border:1px solid var(--muted);border-radius:4px;background:var(--bg);color:var(--fg);min-width:0}
#search-results ol{padding-left:1.2rem}#search-results li{margin:.8rem 0}.result-snippet{display:block;color:var(--muted);font-size:.9rem}
mark{background:var(--mark-bg);color:var(--mark-fg);border-radius:2px}
"""#
}
