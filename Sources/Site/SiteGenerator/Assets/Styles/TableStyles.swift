/// Tables, in a region that scrolls sideways when they are wider than the column.
enum TableStyles {
    static let css = #"""
.table-scroll{overflow-x:auto}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid var(--border);padding:.35rem .6rem;vertical-align:top}th{background:var(--surface)}
"""#
}
