/// ← and → follow the previous and next links, unless focus is in a field or in something
/// that scrolls sideways itself.
enum PagerKeys {
    static let javaScript = #"""
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") { return; }
    if (inTextField(event.target)) { return; }
    for (var node = event.target; node && node !== document.body; node = node.parentElement) {
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== "visible") { return; }
    }
    var link = document.querySelector(event.key === "ArrowLeft" ? ".pager a[rel=prev]" : ".pager a[rel=next]");
    if (link) { window.location.href = link.getAttribute("href"); }
  });
"""#
}
