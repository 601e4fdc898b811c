/// The site's one style sheet: light and dark themes from custom properties (diagrams
/// included), a layout that folds to one column on a phone, visible focus, and print rules.
///
/// A diagram is drawn at most at its natural size (its SVG's `width`) and at least at the
/// `min-width` its SVG names (labels at `DiagramSizing.minimumLabelPixels`); narrower than
/// that its region scrolls. Print drops the minimum: a page cannot scroll, so there the
/// diagram shrinks to the page's width.
enum Stylesheet {
    /// The dark theme's colours: what the system's dark mode chooses (unless the reader picked
    /// light with the theme button, `data-theme="light"`) and what `data-theme="dark"` forces.
    static let darkTheme = """
        --mark-bg:#facc15;--mark-fg:#111827;--bg:#111827;--fg:#e5e7eb;--muted:#a3acb9;--accent:#93c5fd;--border:#374151;--surface:#1f2937;--code-bg:#1a2230;--focus:#fbbf24;\
        --ok:#86efac;--ok-bg:#14532d;--warn:#fde68a;--warn-bg:#713f12;--fail:#fda4af;--fail-bg:#881337;\
        --hl-keyword:#f9a8d4;--hl-type:#67e8f9;--hl-string:#fca5a5;--hl-number:#a5b4fc;--hl-comment:#9aa5b1;--hl-attribute:#c4b5fd;--hl-directive:#fcd34d;--hl-call:#93c5fd;--hl-property:#5eead4;\
        --diagram-text:#e5e7eb;--diagram-background:#111827;--diagram-node-fill:#1f2937;--diagram-node-stroke:#9ca3af;--diagram-line:#cbd5e1;--diagram-lifeline:#4b5563;--diagram-note-fill:#3b3417;--diagram-note-stroke:#d4b106;--diagram-frame-stroke:#9ca3af;--diagram-frame-tab-fill:#374151;--diagram-activation-fill:#334155;--diagram-cluster-fill:#172033;--diagram-cluster-stroke:#4b5563;--diagram-box-fill:#1e293b
        """

    static let css = #"""
:root{--bg:#ffffff;--fg:#1f2933;--muted:#52606d;--accent:#1d4ed8;--border:#d9e2ec;--surface:#f5f7fa;--code-bg:#f5f7fa;--focus:#b45309;
--ok:#166534;--ok-bg:#dcfce7;--warn:#854d0e;--warn-bg:#fef9c3;--fail:#9f1239;--fail-bg:#ffe4e6;
--hl-keyword:#9d174d;--hl-type:#0e7490;--hl-string:#b91c1c;--hl-number:#1e40af;--hl-comment:#52606d;--hl-attribute:#7c3aed;--hl-directive:#92400e;--hl-call:#1d4ed8;--hl-property:#0f766e;
--mark-bg:#fde68a;--mark-fg:#1f2933;--diagram-text:#1f2933;--diagram-background:#ffffff;--diagram-node-fill:#eef2f7;--diagram-node-stroke:#4a5568;--diagram-line:#4a5568;--diagram-lifeline:#a0aec0;--diagram-note-fill:#fff8db;--diagram-note-stroke:#b7950b;--diagram-frame-stroke:#718096;--diagram-frame-tab-fill:#e2e8f0;--diagram-activation-fill:#dfe7f1;--diagram-cluster-fill:#f7f9fc;--diagram-cluster-stroke:#a0aec0;--diagram-box-fill:#f1f5f9;
color-scheme:light dark}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){\#(darkTheme)}}
:root[data-theme=dark]{\#(darkTheme);color-scheme:dark}
:root[data-theme=light]{color-scheme:light}
*{box-sizing:border-box}
html{font-size:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,main:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip-link{position:absolute;left:.5rem;top:-3rem;background:var(--bg);padding:.5rem 1rem;border:2px solid var(--focus);z-index:10}
.skip-link:focus{top:.5rem}
.site-header{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between;padding:.75rem 1.25rem;border-bottom:1px solid var(--border);background:var(--surface)}
.site-title{font-weight:700;font-size:1.15rem;text-decoration:none;color:var(--fg)}
.search-form,.search-page-form{display:flex;gap:.4rem;align-items:center;flex-wrap:wrap}
.search-form label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
input[type=search]{font:inherit;padding:.3rem .5rem;border:1px solid var(--muted);border-radius:4px;background:var(--bg);color:var(--fg);min-width:0}
button{font:inherit;padding:.3rem .8rem;border:1px solid var(--muted);border-radius:4px;background:var(--surface);color:var(--fg);cursor:pointer}
.layout{display:flex;align-items:flex-start;max-width:80rem;margin:0 auto}
.sidebar{flex:0 0 16rem;position:sticky;top:0;max-height:100vh;overflow:auto;padding:1.25rem 1rem;border-right:1px solid var(--border)}
.sidebar-heading{font-weight:700;margin:0 0 .5rem}
.sidebar ol,.sidebar ul{margin:0 0 1rem;padding-left:1.25rem}
.sidebar li{margin:.3rem 0}
.sidebar a[aria-current=page]{font-weight:700;color:var(--fg)}
.status{display:block;font-size:.8rem;color:var(--muted)}
ol.chapter-list,ol.chapter-index{list-style:none;padding-left:0}
.chapter-list .number,.chapter-index .number{display:inline-block;min-width:2.2em;font-variant-numeric:tabular-nums;color:var(--muted)}
.chapter-place{margin:.5rem 0 0;font-size:.9rem;color:var(--muted)}
.moved-sections li:target{outline:2px solid var(--accent, currentColor);outline-offset:.2rem}
main{flex:1 1 auto;min-width:0;padding:1.5rem 2rem 3rem;max-width:52rem}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.45rem;margin:2.2rem 0 .6rem;border-bottom:1px solid var(--border);padding-bottom:.2rem}
h3{font-size:1.15rem;margin:1.6rem 0 .4rem}
h2 .anchor,h3 .anchor,h4 .anchor,h5 .anchor,h6 .anchor{color:inherit;text-decoration:none}
.lead{font-size:1.15rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.9em;background:var(--code-bg);padding:.05em .3em;border-radius:3px}
pre{background:var(--code-bg);border:1px solid var(--border);border-radius:6px;padding:.8rem 1rem;overflow-x:auto;line-height:1.45;margin:0}
pre code{background:none;padding:0;font-size:.85rem}
.listing,.diagram{margin:1.2rem 0}
.listing figcaption{font-size:.85rem;color:var(--muted);padding:.35rem .2rem}
.listing-ignored pre{border-style:dashed}
.listing-compile-fail pre{border-color:var(--fail)}
.badge{display:inline-block;font-size:.78rem;font-weight:600;padding:0 .45rem;border-radius:999px}
.badge-verified{color:var(--ok);background:var(--ok-bg)}
.badge-unverified,.badge-ignored{color:var(--warn);background:var(--warn-bg)}
.badge-fail{color:var(--fail);background:var(--fail-bg)}
.lesson-box{border:1px solid var(--border);border-left:4px solid var(--ok);background:var(--surface);padding:.6rem 1rem;border-radius:4px;margin:1rem 0}
.lesson-box p{margin:.2rem 0}.lesson-box ul{margin:.3rem 0;padding-left:1.2rem}
.toc{border:1px solid var(--border);border-radius:4px;padding:.5rem 1rem;margin:1rem 0 1.5rem}
.toc-heading{font-weight:700;margin:.2rem 0}.toc ol{margin:0;padding-left:1.2rem}.toc-level-3{margin-left:1rem;list-style:circle}
.diagram-scroll{overflow-x:auto;max-width:100%}
.diagram-scroll:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.diagram svg{max-width:100%;height:auto;display:block;margin:0 auto}
.table-scroll{overflow-x:auto}
:not(pre)>code{overflow-wrap:anywhere}
.listing{position:relative}
.copy-button{position:absolute;top:.3rem;right:.3rem;font-size:.75rem;padding:.05rem .5rem;background:var(--bg)}
.theme-toggle{font-size:.85rem}
.site-menu{display:none}
.site-menu summary{cursor:pointer;font-weight:700;padding:.2rem 0}
.site-menu ol,.site-menu ul{margin:.3rem 0 .6rem;padding-left:1.25rem}.site-menu li{margin:.35rem 0}
.site-menu a[aria-current=page]{font-weight:700;color:var(--fg)}
:is(h2,h3,h4,h5,h6) .anchor:is(:hover,:focus-visible)::after{content:"\00a0#";color:var(--muted);font-weight:400}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid var(--border);padding:.35rem .6rem;vertical-align:top}th{background:var(--surface)}
blockquote{margin:1rem 0;padding:.2rem 1rem;border-left:4px solid var(--border);color:var(--muted)}
li.task{list-style:none}li.task input{margin-right:.4rem}
img{max-width:100%}
.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:3rem;padding-top:1rem;border-top:1px solid var(--border)}
.site-footer{border-top:1px solid var(--border);color:var(--muted);font-size:.85rem;padding:1rem 1.25rem;text-align:center}
#search-results ol{padding-left:1.2rem}#search-results li{margin:.8rem 0}.result-snippet{display:block;color:var(--muted);font-size:.9rem}
mark{background:var(--mark-bg);color:var(--mark-fg);border-radius:2px}
pre .k{color:var(--hl-keyword)}pre .t{color:var(--hl-type)}pre .s{color:var(--hl-string)}pre .i{color:var(--hl-keyword)}pre .n{color:var(--hl-number)}
pre .c{color:var(--hl-comment);font-style:italic}pre .d{color:var(--hl-comment)}pre .a{color:var(--hl-attribute)}pre .p{color:var(--hl-directive)}pre .f{color:var(--hl-call)}pre .m{color:var(--hl-property)}
@media (max-width:50rem){.layout{display:block}main{padding:1rem 1rem 2rem}.sidebar{display:none}.site-menu{display:block;flex-basis:100%}h1{font-size:1.6rem}}
@media (min-width:80rem){.diagram{margin-right:-12rem}.diagram svg{margin:0}}
@media print{.site-header,.sidebar,.pager,.skip-link,.toc,.site-footer,.search-form,.copy-button,.theme-toggle{display:none}
body{background:#fff;color:#000;font-size:11pt}main{padding:0;max-width:none}a{color:#000}
pre{white-space:pre-wrap;break-inside:avoid;border-color:#999}.diagram{break-inside:avoid}.diagram-scroll{overflow:visible}.diagram svg{min-width:0!important}h2,h3{break-after:avoid}
.print-chapter{break-before:page}.print-chapter:first-of-type{break-before:auto}}
"""#
}
