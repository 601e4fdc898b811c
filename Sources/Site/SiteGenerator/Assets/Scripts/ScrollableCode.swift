/// Code or a table wider than its column scrolls; a keyboard can only scroll what it can
/// focus, so such a box becomes a labelled, focusable region (and stops being one when it
/// fits again: a wider window, or `WrapLines` wrapping it).
enum ScrollableCode {
    static let javaScript = #"""
  // Code or a table wider than its column scrolls; a keyboard can only scroll what it can focus.
  function markScrolling() {
    function mark(selector, name) {
      document.querySelectorAll(selector).forEach(function (box, number) {
        var scrolls = box.scrollWidth > box.clientWidth + 1;
        if (scrolls && !box.hasAttribute("tabindex")) {
          box.setAttribute("tabindex", "0");
          box.setAttribute("role", "region");
          box.setAttribute("aria-label", name + " " + (number + 1) + ", scrolls sideways");
        } else if (!scrolls && box.getAttribute("role") === "region") {
          box.removeAttribute("tabindex");
          box.removeAttribute("role");
          box.removeAttribute("aria-label");
        }
      });
    }
    mark("figure.listing pre, pre.plain, pre.command", "Code listing");
    mark(".table-scroll", "Table");
  }
  markScrolling();
  var resizing = null;
  window.addEventListener("resize", function () { clearTimeout(resizing); resizing = setTimeout(markScrolling, 150); });
  document.addEventListener("workbook:code-reflowed", markScrolling);
"""#
}
