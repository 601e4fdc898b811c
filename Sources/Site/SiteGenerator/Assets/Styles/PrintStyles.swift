/// Print: no navigation or controls, black on white, code wraps, and a diagram drops its
/// minimum width (a page cannot scroll, so it shrinks to the page).
enum PrintStyles {
    static let css = #"""
@media print{.site-header,.sidebar,.pager,.skip-link,.toc,.site-footer,.search-form,.copy-button,.theme-toggle{display:none}
body{background:#fff;color:#000;font-size:11pt}main{padding:0;max-width:none}a{color:#000}
pre{white-space:pre-wrap;break-inside:avoid;border-color:#999}.diagram{break-inside:avoid}.diagram-scroll{overflow:visible}.diagram svg{min-width:0!important}h2,h3{break-after:avoid}
.print-chapter{break-before:page}.print-chapter:first-of-type{break-before:auto}}
"""#
}
