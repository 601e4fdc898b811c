/// Finding your way: the header, the sidebar, the phone menu, chapter numbers, the
/// contents box and the previous/next pager. On phones the header is one sticky row (short
/// title, search, menu, theme), and the page scrolls anchors and focus clear of it
/// (`scroll-padding-top`). On wide screens (75rem) `main` keeps a 14.5rem right margin in its
/// padding: "On this page" floats into it at the top (figures further down may use the rest
/// of it, clearing the float).
enum NavigationStyles {
    static let css = #"""
.site-header{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between;padding:.75rem 1.25rem;border-bottom:1px solid var(--border);background:var(--surface)}
.site-title{font-weight:700;font-size:1.15rem;text-decoration:none;color:var(--fg)}
.theme-toggle{font-size:.85rem}
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
.site-menu{display:none}
.site-menu summary{cursor:pointer;font-weight:700;padding:.2rem 0}
.site-menu .sidebar-heading{margin:.6rem 0 .1rem}
.site-menu ol,.site-menu ul{margin:.3rem 0 .6rem;padding-left:1.25rem}.site-menu li{margin:.35rem 0}
.site-menu ol.chapter-list{padding-left:0}
.site-menu a[aria-current=page]{font-weight:700;color:var(--fg)}
.toc{border:1px solid var(--border);border-radius:4px;padding:.5rem 1rem;margin:1rem 0 1.5rem}
.toc-heading{font-weight:700;margin:.2rem 0;cursor:pointer}.toc ol{margin:.2rem 0 0;padding-left:1.2rem}.toc-level-3{margin-left:1rem;list-style:circle}
.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:3rem;padding-top:1rem;border-top:1px solid var(--border)}
@media (min-width:75rem){.layout{max-width:84rem}main{max-width:64.5rem;padding-right:14.5rem}
.toc{float:right;width:13rem;margin:0 -14rem 1rem 1rem;font-size:.9rem;line-height:1.45}.toc li{margin:.25rem 0}}
@media (max-width:50rem){.sidebar{display:none}
.site-header{position:sticky;top:0;z-index:20;flex-wrap:nowrap;gap:.4rem;padding:.375rem .5rem}
.site-title{flex:none;font-size:1rem}
.site-header .search-form{flex:1 1 auto;min-width:0;flex-wrap:nowrap;gap:.25rem}
.site-header .search-form input{flex:1 1 auto;width:100%;min-width:2.5rem}
.site-header .search-form button,.theme-toggle{flex:none;padding:.3rem .5rem}
.site-menu{display:block;flex:none}
.site-menu summary{padding:.3rem .5rem;border:1px solid var(--muted);border-radius:4px;font-weight:400}
.site-menu[open]>nav{position:absolute;left:0;right:0;top:100%;max-height:calc(100vh - 4rem);max-height:calc(100dvh - 4rem);overflow:auto;padding:.25rem 1rem .5rem;background:var(--surface);border-bottom:1px solid var(--border)}
.theme-toggle{font-size:0}.theme-toggle::before{content:"\25D0";font-size:1rem}
html{scroll-padding-top:3.75rem}}
@media (max-width:30rem){.site-title-first{display:none}}
"""#
}
