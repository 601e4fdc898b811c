/// The page itself: box model, type, links, focus rings, the skip link, the two-column
/// layout, headings and the footer.
enum PageStyles {
    static let css = #"""
*{box-sizing:border-box}
html{font-size:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,main:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip-link{position:absolute;left:.5rem;top:-3rem;background:var(--bg);padding:.5rem 1rem;border:2px solid var(--focus);z-index:10}
.skip-link:focus{top:.5rem}
button{font:inherit;padding:.3rem .8rem;border:1px solid var(--muted);border-radius:4px;background:var(--surface);color:var(--fg);cursor:pointer}
.layout{display:flex;align-items:flex-start;max-width:80rem;margin:0 auto}
main{flex:1 1 auto;min-width:0;padding:1.5rem 2rem 3rem;max-width:52rem}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.45rem;margin:2.2rem 0 .6rem;border-bottom:1px solid var(--border);padding-bottom:.2rem}
h3{font-size:1.15rem;margin:1.6rem 0 .4rem}
h2 .anchor,h3 .anchor,h4 .anchor,h5 .anchor,h6 .anchor{color:inherit;text-decoration:none}
.lead{font-size:1.15rem}
:is(h2,h3,h4,h5,h6) .anchor:is(:hover,:focus-visible)::after{content:"\00a0#";color:var(--muted);font-weight:400}
blockquote{margin:1rem 0;padding:.2rem 1rem;border-left:4px solid var(--border);color:var(--muted)}
li.task{list-style:none}.task-box{margin-right:.3rem}
img{max-width:100%}
.site-footer{border-top:1px solid var(--border);color:var(--muted);font-size:.85rem;padding:1rem 1.25rem;text-align:center}
@media (max-width:50rem){.layout{display:block}main{padding:1rem 1rem 2rem}h1{font-size:1.6rem}}
"""#
}
