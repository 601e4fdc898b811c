/// `/` and `S` put the cursor in the header's search field from any page, as in mdBook,
/// unless focus is already in a field or in editable text; Esc in the field leaves it (its
/// text selected again next time). The field says so in `aria-keyshortcuts`.
enum SearchKeys {
    static let javaScript = #"""
  (function () {
    var field = document.getElementById("site-search");
    if (!field) { return; }
    document.addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) { return; }
      if (event.key !== "/" && event.key !== "s" && event.key !== "S") { return; }
      if (inTextField(event.target)) { return; }
      event.preventDefault();
      field.focus();
      field.select();
    });
    field.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && !event.defaultPrevented) { field.blur(); }
    });
  })();
"""#
}
