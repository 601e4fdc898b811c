/// A copy button on each listing, copying the code as shown (which never holds hidden
/// lines), with a fallback where the clipboard API is missing. It sits in the listing's
/// toolbar (`.listing-tools`), a row below the code beside the caption, never over the code;
/// `WrapLines` adds its toggle to the same row.
enum CopyButtons {
    static let javaScript = #"""
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
    var tools = document.createElement("div");
    tools.className = "listing-tools";
    tools.appendChild(button);
    figure.insertBefore(tools, code.parentNode.nextSibling);
  });
"""#
}
