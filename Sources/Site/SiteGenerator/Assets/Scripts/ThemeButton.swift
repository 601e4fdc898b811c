/// The theme button in the header: light, dark, or the system's, remembered per browser
/// (the same key `ThemeScript` reads before the page paints).
enum ThemeButton {
    static let javaScript = #"""
  var themes = ["system", "light", "dark"];
  function storedTheme() {
    try { var t = localStorage.getItem("workbook-theme"); return themes.indexOf(t) >= 0 ? t : "system"; } catch (e) { return "system"; }
  }
  function applyTheme(theme) {
    if (theme === "system") { root.removeAttribute("data-theme"); } else { root.setAttribute("data-theme", theme); }
  }
  var header = document.querySelector(".site-header");
  if (header) {
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "theme-toggle";
    var showTheme = function () {
      var theme = storedTheme();
      toggle.textContent = "Theme: " + theme;
      toggle.setAttribute("aria-label", "Colour theme: " + theme + ". Change it");
    };
    toggle.addEventListener("click", function () {
      var next = themes[(themes.indexOf(storedTheme()) + 1) % themes.length];
      try { localStorage.setItem("workbook-theme", next); } catch (e) {}
      applyTheme(next);
      showTheme();
    });
    showTheme();
    header.appendChild(toggle);
  }
"""#
}
