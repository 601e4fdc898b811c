/// Code: inline code, listings and their captions, verification badges, the lesson box,
/// the listing toolbar and the highlighter's token colours.
///
/// A listing is a grid: the code across the top, then one row with the caption on the left
/// and the toolbar (`.listing-tools`: wrap toggle, copy button) on the right, so no control
/// ever covers code. "Wrap lines" shows on narrow screens only, and only there does the
/// remembered choice (`.wrap-code` on `<html>`, `WrapLines`) wrap listings.
enum CodeStyles {
    static let css = #"""
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.9em;background:var(--code-bg);padding:.05em .3em;border-radius:3px}
pre{background:var(--code-bg);border:1px solid var(--border);border-radius:6px;padding:.8rem 1rem;overflow-x:auto;line-height:1.45;margin:0}
pre code{background:none;padding:0;font-size:.85rem}
.listing,.diagram{margin:1.2rem 0}
.listing{display:grid;grid-template-columns:minmax(0,1fr) auto;column-gap:.5rem;align-items:start}
.listing>pre{grid-column:1/-1;min-width:0}
.listing figcaption{grid-row:2;grid-column:1;font-size:.85rem;color:var(--muted);padding:.35rem .2rem}
.listing-tools{grid-row:2;grid-column:2;display:flex;gap:.4rem;padding-top:.3rem}
.listing-tools button{font-size:.75rem;padding:.05rem .5rem}
.wrap-toggle{display:none}.wrap-toggle[aria-pressed=true]{background:var(--code-bg);border-color:var(--fg)}
.listing-ignored pre{border-style:dashed}
.listing-compile-fail pre{border-color:var(--fail)}
.badge{display:inline-block;font-size:.78rem;font-weight:600;padding:0 .45rem;border-radius:999px}
.badge-verified{color:var(--ok);background:var(--ok-bg)}
.badge-unverified,.badge-ignored{color:var(--warn);background:var(--warn-bg)}
.badge-fail{color:var(--fail);background:var(--fail-bg)}
.lesson-box{border:1px solid var(--border);border-left:4px solid var(--ok);background:var(--surface);padding:.6rem 1rem;border-radius:4px;margin:1rem 0}
.lesson-box p{margin:.2rem 0}.lesson-box ul{margin:.3rem 0;padding-left:1.2rem}
:not(pre)>code{overflow-wrap:anywhere}
pre .k{color:var(--hl-keyword)}pre .t{color:var(--hl-type)}pre .s{color:var(--hl-string)}pre .i{color:var(--hl-keyword)}pre .n{color:var(--hl-number)}
pre .c{color:var(--hl-comment);font-style:italic}pre .d{color:var(--hl-comment)}pre .a{color:var(--hl-attribute)}pre .p{color:var(--hl-directive)}pre .f{color:var(--hl-call)}pre .m{color:var(--hl-property)}
@media (max-width:50rem){.wrap-toggle{display:inline-block}.wrap-code .listing pre,.wrap-code pre.plain{white-space:pre-wrap;overflow-wrap:anywhere}}
"""#
}
