/// Code wider than its column scrolls; a keyboard can only scroll what it can focus, so
/// such code becomes a labelled, focusable region (and stops being one when it fits again:
/// a wider window, or `WrapLines` wrapping it).
enum ScrollableCode {
    static let javaScript = #"""
  // Code wider than its column scrolls; a keyboard can only scroll what it can focus.
  function markScrolling() {
    document.querySelectorAll("figure.listing pre, pre.plain").forEach(function (pre, number) {
      var scrolls = pre.scrollWidth > pre.clientWidth + 1;
      if (scrolls && !pre.hasAttribute("tabindex")) {
        pre.setAttribute("tabindex", "0");
        pre.setAttribute("role", "region");
        pre.setAttribute("aria-label", "Code listing " + (number + 1) + ", scrolls sideways");
      } else if (!scrolls && pre.getAttribute("role") === "region") {
        pre.removeAttribute("tabindex");
        pre.removeAttribute("role");
        pre.removeAttribute("aria-label");
      }
    });
  }
  markScrolling();
  var resizing = null;
  window.addEventListener("resize", function () { clearTimeout(resizing); resizing = setTimeout(markScrolling, 150); });
  document.addEventListener("workbook:code-reflowed", markScrolling);
"""#
}
