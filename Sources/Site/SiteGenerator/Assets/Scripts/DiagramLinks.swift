import DiagramRenderer

/// "Open full size" under a diagram matters only while the page draws it with labels below
/// `DiagramSizing.readableLabelPixels`; otherwise it is hidden (and shown again when a
/// narrower window shrinks the diagram). Without the script every such link shows.
enum DiagramLinks {
    static let javaScript = #"""
  // A diagram's "Open full size" shows only while its labels are drawn too small to read.
  function markDiagramLinks() {
    document.querySelectorAll("figure.diagram").forEach(function (figure) {
      var svg = figure.querySelector("svg"), link = figure.querySelector(".diagram-full-size");
      if (!svg || !link || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) { return; }
      var labels = parseFloat(svg.getAttribute("font-size")) * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      link.hidden = labels >= \#(DiagramSizing.readableLabelPixels) - 0.01;
    });
  }
  markDiagramLinks();
  var diagramResizing = null;
  window.addEventListener("resize", function () { clearTimeout(diagramResizing); diagramResizing = setTimeout(markDiagramLinks, 150); });
"""#
}
