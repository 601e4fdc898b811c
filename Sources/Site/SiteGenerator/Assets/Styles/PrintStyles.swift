/// Print: no navigation or controls, black on white, code wraps, and a diagram shrinks to
/// the page (no figure reaches into the screen's right margin; the layout is no size
/// container, so nothing about it holds a page break back).
enum PrintStyles {
    static let css = #"""
@media print{.site-header,.sidebar,.pager,.skip-link,.toc,.site-footer,.search-form,.copy-button,.listing-tools,.diagram-full-size,.theme-toggle{display:none}
body{background:#fff;color:#000;font-size:11pt}main{padding:0;max-width:none}a{color:#000}
pre{white-space:pre-wrap;break-inside:avoid;border-color:#999}figure.diagram{break-inside:avoid;width:auto;max-width:100%}.layout{container-type:normal}h2,h3{break-after:avoid}
.print-chapter{break-before:page}.print-chapter:first-of-type{break-before:auto}}
"""#
}
