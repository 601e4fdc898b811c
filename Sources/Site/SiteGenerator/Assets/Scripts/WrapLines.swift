/// "Wrap lines" in each listing's toolbar on narrow screens: a toggle (`aria-pressed`) that
/// makes every listing wrap instead of scrolling sideways, remembered per browser (the same
/// key `ThemeScript` reads before the page paints, so a wrapped page never flashes unwrapped).
/// It tells `ScrollableCode` to look again: wrapped code no longer scrolls, so it stops being
/// a focusable region.
enum WrapLines {
    /// The `localStorage` key, `"on"` when listings wrap.
    static let storageKey = "workbook-wrap"
    /// The class on `<html>` that wraps listings (on narrow screens only: see `CodeStyles`).
    static let rootClass = "wrap-code"

    static let javaScript = #"""
  function wrapping() { return root.classList.contains("\#(rootClass)"); }
  var wrapToggles = [];
  function showWrapping() {
    wrapToggles.forEach(function (toggle) { toggle.setAttribute("aria-pressed", wrapping() ? "true" : "false"); });
  }
  document.querySelectorAll("figure.listing .listing-tools").forEach(function (tools) {
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "wrap-toggle";
    toggle.textContent = "Wrap lines";
    toggle.addEventListener("click", function () {
      var on = !wrapping();
      root.classList.toggle("\#(rootClass)", on);
      try { localStorage.setItem("\#(storageKey)", on ? "on" : "off"); } catch (e) {}
      showWrapping();
      document.dispatchEvent(new CustomEvent("workbook:code-reflowed"));
    });
    wrapToggles.push(toggle);
    tools.insertBefore(toggle, tools.firstChild);
  });
  showWrapping();
"""#
}
