/// On load the sidebar, which scrolls by itself, shows the current page's entry in the middle
/// of its visible part (the part inside the window), so the last chapter or an exercise is in
/// view without scrolling the list. Only the sidebar's own scroll position changes: never the
/// page's, so nothing jumps.
enum SidebarScroll {
    static let javaScript = #"""
  var sidebar = document.querySelector(".sidebar");
  var currentEntry = sidebar && sidebar.querySelector("a[aria-current=page]");
  if (currentEntry && sidebar.scrollHeight > sidebar.clientHeight + 1) {
    var box = sidebar.getBoundingClientRect(), entry = currentEntry.getBoundingClientRect();
    var visibleTop = Math.max(box.top, 0), visibleBottom = Math.min(box.bottom, window.innerHeight);
    if (entry.top < visibleTop || entry.bottom > visibleBottom) {
      sidebar.scrollTop += entry.top - (visibleTop + visibleBottom - entry.height) / 2;
    }
  }
"""#
}
