/// `assets/site.js`, loaded by every page. Everything it adds is an extra: without it the
/// pages read, link and scroll the same. Each feature is one file under `Scripts/`; they run
/// in this order inside one function, sharing `root` (the `<html>` element) and `inTextField`.
enum SiteScript {
    static let path = "assets/site.js"

    static var features: [String] {
        [
            ThemeButton.javaScript, CopyButtons.javaScript, WrapLines.javaScript, ScrollableCode.javaScript, PagerKeys.javaScript,
            SidebarScroll.javaScript, ContentsFold.javaScript, DiagramLinks.javaScript, SearchKeys.javaScript,
            SearchHighlight.javaScript,
        ]
    }

    /// Whether a key pressed in `node` is typing (in a field or editable text, or inside one),
    /// which the page's own key shortcuts leave alone.
    static let typingCheck = """
          function inTextField(node) {
            for (; node && node !== document.body; node = node.parentElement) {
              if (/^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName) || node.isContentEditable) { return true; }
            }
            return false;
          }

        """

    static var javaScript: String {
        "(function () {\n  \"use strict\";\n  var root = document.documentElement;\n" + typingCheck + "\n"
            + features.joined(separator: "\n\n") + "\n})();"
    }
}

/// The one inline script of every page, first in `<head>`: applies the remembered theme
/// before the style sheet paints, so a dark choice never flashes light, and the remembered
/// line wrapping of listings (`WrapLines`), so wrapped code never jumps. Allowed by its hash.
enum ThemeScript {
    static let text = #"try{var t=localStorage.getItem("workbook-theme");if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)"#
        + #";if(localStorage.getItem("\#(WrapLines.storageKey)")==="on")document.documentElement.classList.add("\#(WrapLines.rootClass)")}catch(e){}"#
}
