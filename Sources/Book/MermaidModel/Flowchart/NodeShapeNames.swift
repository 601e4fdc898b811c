/// The shape names of Mermaid 11.3's node metadata (`A@{ shape: diam }`), with their aliases,
/// for the shapes the workbook draws; and the names Mermaid knows but the workbook does not draw,
/// so those get an error naming the shape rather than "no such shape".
enum NodeShapeNames {
    static let drawn: [String: NodeShape] = {
        let groups: [(NodeShape, [String])] = [
            (.rectangle, ["rect", "proc", "process", "rectangle"]),
            (.roundedRectangle, ["rounded", "event"]),
            (.stadium, ["stadium", "terminal", "pill"]),
            (.subroutine, ["fr-rect", "subprocess", "subproc", "framed-rectangle", "subroutine"]),
            (.cylinder, ["cyl", "db", "database", "cylinder"]),
            (.circle, ["circle", "circ"]),
            (.doubleCircle, ["dbl-circ", "double-circle", "doublecircle"]),
            (.diamond, ["diam", "decision", "diamond", "question"]),
            (.hexagon, ["hex", "hexagon", "prepare"]),
            (.leanRight, ["lean-r", "lean-right", "in-out"]),
            (.leanLeft, ["lean-l", "lean-left", "out-in"]),
            (.trapezoid, ["trap-b", "trapezoid-bottom", "priority", "trapezoid"]),
            (.invertedTrapezoid, ["trap-t", "trapezoid-top", "inv-trapezoid", "manual"]),
            (.asymmetric, ["odd"]),
        ]
        var table: [String: NodeShape] = [:]
        for (shape, names) in groups { for name in names { table[name] = shape } }
        return table
    }()

    /// The short names of the drawn shapes, in the order the docs list them, for hints.
    static let drawnShortNames = "rect, rounded, stadium, fr-rect, cyl, circle, dbl-circ, diam, hex, lean-r, lean-l, trap-b, trap-t, odd"

    /// Shapes Mermaid draws and the workbook does not (short names and aliases).
    static let undrawn: Set<String> = [
        "datastore", "data-store", "bang", "cloud", "text", "notch-rect", "card", "notched-rectangle",
        "lin-rect", "lined-rectangle", "lined-process", "lin-proc", "shaded-process", "sm-circ", "start",
        "small-circle", "fr-circ", "stop", "framed-circle", "fork", "join", "hourglass", "collate", "brace",
        "comment", "brace-l", "brace-r", "braces", "bolt", "com-link", "lightning-bolt", "doc", "document",
        "delay", "half-rounded-rectangle", "h-cyl", "das", "horizontal-cylinder", "lin-cyl", "disk",
        "lined-cylinder", "curv-trap", "curved-trapezoid", "display", "div-rect", "div-proc",
        "divided-rectangle", "divided-process", "tri", "extract", "triangle", "win-pane", "internal-storage",
        "window-pane", "f-circ", "junction", "filled-circle", "notch-pent", "loop-limit", "notched-pentagon",
        "flip-tri", "manual-file", "flipped-triangle", "sl-rect", "manual-input", "sloped-rectangle", "docs",
        "documents", "st-doc", "stacked-document", "st-rect", "procs", "processes", "stacked-rectangle",
        "bow-rect", "stored-data", "bow-tie-rectangle", "cross-circ", "summary", "crossed-circle", "tag-doc",
        "tagged-document", "tag-rect", "tagged-rectangle", "tag-proc", "tagged-process", "flag", "paper-tape",
        "lin-doc", "lined-document", "class-box", "state", "choice", "note", "icon", "anchor",
    ]
}
