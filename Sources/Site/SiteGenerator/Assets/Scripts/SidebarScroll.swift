/// The sidebar, which scrolls by itself, shows the current page's entry on load, in the middle
/// of its visible part (the part inside the window), so the last chapter or an exercise is in
/// view without scrolling the list; the phone menu does the same each time it opens. Only the
/// list's own scroll position changes, never the page's, so nothing jumps.
enum SidebarScroll {
    static let javaScript = #"""
  function showCurrentEntry(list) {
    var entry = list && list.querySelector("a[aria-current=page]");
    if (!entry || list.scrollHeight <= list.clientHeight + 1) { return; }
    var box = list.getBoundingClientRect(), place = entry.getBoundingClientRect();
    var visibleTop = Math.max(box.top, 0), visibleBottom = Math.min(box.bottom, window.innerHeight);
    if (place.top < visibleTop || place.bottom > visibleBottom) {
      list.scrollTop += place.top - (visibleTop + visibleBottom - place.height) / 2;
    }
  }
  showCurrentEntry(document.querySelector(".sidebar"));
  var phoneMenu = document.querySelector(".site-menu");
  if (phoneMenu) {
    phoneMenu.addEventListener("toggle", function () {
      if (phoneMenu.open) { showCurrentEntry(phoneMenu.querySelector("nav")); }
    });
  }
"""#
}
