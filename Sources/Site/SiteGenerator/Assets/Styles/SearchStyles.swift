/// The search form, the results list with each result's passage, `mark` for a matched term,
/// and the bar a page opened from a result shows while its matches are marked.
enum SearchStyles {
    static let css = #"""
.search-form{display:flex;gap:.4rem;align-items:center;flex-wrap:wrap}
.search-form label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
input[type=search]{font:inherit;padding:.3rem .5rem;border:1px solid var(--muted);border-radius:4px;background:var(--bg);color:var(--fg);min-width:0}
#search-results ol{padding-left:1.2rem}#search-results li{margin:.8rem 0}.result-snippet{display:block;color:var(--muted);font-size:.9rem}
.result-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
.search-highlights{position:fixed;z-index:20;bottom:.75rem;right:.75rem;max-width:calc(100vw - 1.5rem);display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:.5rem .75rem;background:var(--surface);color:var(--fg);border:1px solid var(--border);border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.25)}
mark{background:var(--mark-bg);color:var(--mark-fg);border-radius:2px}
@media print{.search-highlights{display:none}}
"""#
}
