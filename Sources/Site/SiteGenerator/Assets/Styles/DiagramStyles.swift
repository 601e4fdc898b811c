/// Diagrams: a figure is drawn at most at its natural size (its SVG's `width`) and scaled
/// down to the width it has, never scrolled (`DiagramSizing`). On a phone that is the
/// column, with "Open full size" under a diagram whose labels would be too small. Beside the
/// sidebar a figure may take the free width right of the text column as well, up to the
/// layout's right edge less `--diagram-gap`: `.layout` is a size container, so `100cqw` is
/// the layout's width, and the text column starts `--diagram-left` from its left edge (the
/// 16 rem sidebar and `main`'s 2 rem padding). A figure clears the "On this page" box that
/// floats at the top of the right margin, so it never runs under it; its caption and link
/// take the figure's width, never widen it.
enum DiagramStyles {
    static let css = #"""
.diagram svg{max-width:100%;height:auto;display:block;margin:0 auto}
.diagram-full-size{margin:.3rem 0 0;font-size:.9rem;text-align:center}
@media (min-width:50.01rem){.layout{container-type:inline-size;--diagram-left:18rem;--diagram-gap:1.25rem}
figure.diagram{clear:right;width:max-content;min-width:100%;max-width:calc(100cqw - var(--diagram-left) - var(--diagram-gap))}
figure.diagram>:not(svg){contain:inline-size}}
"""#
}
