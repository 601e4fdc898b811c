/// `assets/site.js`, loaded by every page. Everything it adds is an extra: without it the
/// pages read, link and scroll the same. It adds a copy button to each listing (copying the
/// code as shown, which never holds hidden lines), makes code that scrolls sideways
/// focusable so a keyboard can scroll it, lets ← and → follow the previous and next chapter
/// links, and adds the theme button (light, dark, or the system's), remembered per browser.
enum SiteScript {
    static let path = "assets/site.js"

    static let javaScript = #"""
(function () {
  "use strict";
  var root = document.documentElement;

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

  function copy(text, done) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallbackCopy(text)); });
    } else {
      done(fallbackCopy(text));
    }
  }
  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) {}
    document.body.removeChild(area);
    return ok;
  }
  document.querySelectorAll("figure.listing").forEach(function (figure, number) {
    var code = figure.querySelector("pre > code");
    if (!code) { return; }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy listing " + (number + 1));
    button.addEventListener("click", function () {
      copy(code.textContent, function (ok) {
        button.textContent = ok ? "Copied" : "Press Ctrl-C";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      });
    });
    figure.insertBefore(button, figure.firstChild);
  });

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

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") { return; }
    var target = event.target;
    for (var node = target; node && node !== document.body; node = node.parentElement) {
      if (/^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName) || node.isContentEditable) { return; }
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== "visible") { return; }
    }
    var link = document.querySelector(event.key === "ArrowLeft" ? ".pager a[rel=prev]" : ".pager a[rel=next]");
    if (link) { window.location.href = link.getAttribute("href"); }
  });
})();
"""#
}

/// The one inline script of every page, first in `<head>`: applies the remembered theme
/// before the style sheet paints, so a dark choice never flashes light. Allowed by its hash.
enum ThemeScript {
    static let text = #"try{var t=localStorage.getItem("workbook-theme");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}"#
}
