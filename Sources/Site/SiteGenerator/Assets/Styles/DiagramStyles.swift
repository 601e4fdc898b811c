/// Diagrams: a figure is drawn at most at its natural size (its SVG's `width`) and at
/// least at the `min-width` its SVG names (labels at `DiagramSizing.minimumLabelPixels`);
/// narrower than that its region scrolls.
enum DiagramStyles {
    static let css = #"""
.diagram-scroll{overflow-x:auto;max-width:100%}
.diagram-scroll:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.diagram svg{max-width:100%;height:auto;display:block;margin:0 auto}
@media (min-width:80rem){.diagram{margin-right:-12rem}.diagram svg{margin:0}}
"""#
}
