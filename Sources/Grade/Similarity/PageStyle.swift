/// The report page's only style sheet, inline so the page is one file that can be mailed or
/// archived with a grade book and still read the same.
enum PageStyle {
    static let css = """
        body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:110rem;padding:0 1rem;color:#1d1d1f}
        h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2.5rem;border-top:1px solid #ccc;padding-top:1rem}
        h3{font-size:1rem;margin:.5rem 0}h4{font:600 .85rem ui-monospace,monospace;margin:.75rem 0 .25rem}
        .note{background:#f4f6fb;border-left:4px solid #5b7bd5;padding:.6rem 1rem}
        table{border-collapse:collapse}th,td{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:left}
        td.number{text-align:right;font-variant-numeric:tabular-nums}
        .sides{display:grid;grid-template-columns:1fr 1fr;gap:1rem}.side{min-width:0}
        pre{font:12px/1.5 ui-monospace,monospace;background:#fafafa;border:1px solid #e3e3e3;padding:.5rem 0;overflow-x:auto;margin:0}
        .line{display:block;padding-right:.5rem;white-space:pre}
        .line.matched{background:#fff1c2}
        .n{display:inline-block;width:3.5em;padding-right:.75em;text-align:right;color:#888;user-select:none}
        a.n{color:#8a5a00;font-weight:600}
        :target{outline:2px solid #d08a00}
        """
}
