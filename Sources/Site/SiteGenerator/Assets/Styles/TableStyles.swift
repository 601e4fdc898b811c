/// Tables, in a region that scrolls sideways when they are wider than the column. On a phone
/// a cell keeps a readable width instead of wrapping to a word a line, and the first column
/// (what each row is about) stays in view while the rest scrolls; collapsed borders would
/// stay behind a sticky cell, so there the borders are separate.
enum TableStyles {
    static let css = #"""
.table-scroll{overflow-x:auto}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid var(--border);padding:.35rem .6rem;vertical-align:top}th{background:var(--surface)}
@media (max-width:50rem){.table-scroll table{border-collapse:separate;border-spacing:0;margin:0}.table-scroll{margin:1rem 0}
.table-scroll :is(th,td){min-width:11rem;border-width:0 1px 1px 0}.table-scroll tr:first-child>*{border-top-width:1px}.table-scroll :is(th,td):first-child{border-left-width:1px}.table-scroll :is(th,td):first-child{position:sticky;left:0;z-index:1;min-width:7rem;max-width:45vw;background:var(--bg)}.table-scroll th:first-child{background:var(--surface)}}
"""#
}
