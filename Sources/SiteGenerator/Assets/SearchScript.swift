/// The search page's script. It reads the index that `search-index.js` defines (a script,
/// not a fetch, so it works from `file://`), matches every word of `?q=` against headings
/// and prose, and lists the sections it finds, best first.
enum SearchScript {
    static let javaScript = #"""
(function () {
  "use strict";
  var index = window.WORKBOOK_SEARCH || [];
  var results = document.getElementById("search-results");
  var field = document.getElementById("search-query");
  if (!results || !field) { return; }
  var query = new URLSearchParams(window.location.search).get("q") || "";
  field.value = query;
  var all = document.getElementById("all-sections");
  function words(text) { return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean); }
  function escape(text) {
    return text.replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" }[c]; });
  }
  function snippet(text, term) {
    var at = text.toLowerCase().indexOf(term);
    if (at < 0) { return escape(text.slice(0, 160)); }
    var start = Math.max(0, at - 60);
    var piece = text.slice(start, start + 180);
    var hit = piece.toLowerCase().indexOf(term);
    return (start > 0 ? "…" : "") + escape(piece.slice(0, hit)) + "<mark>" + escape(piece.slice(hit, hit + term.length)) +
      "</mark>" + escape(piece.slice(hit + term.length)) + "…";
  }
  var terms = words(query);
  if (terms.length === 0) { return; }
  var found = [];
  index.forEach(function (section) {
    var heading = section.heading.toLowerCase();
    var body = section.text.toLowerCase();
    var score = 0;
    for (var i = 0; i < terms.length; i++) {
      var inHeading = heading.indexOf(terms[i]) >= 0;
      var inBody = body.indexOf(terms[i]) >= 0;
      if (!inHeading && !inBody) { return; }
      score += (inHeading ? 5 : 0) + (inBody ? 1 : 0);
    }
    found.push({ section: section, score: score });
  });
  found.sort(function (a, b) { return b.score - a.score; });
  if (all) { all.hidden = true; }
  if (found.length === 0) {
    results.innerHTML = "<p>No section mentions “" + escape(query) + "”.</p>";
    return;
  }
  var items = found.slice(0, 50).map(function (hit) {
    var s = hit.section;
    var href = s.page + (s.anchor ? "#" + s.anchor : "");
    var label = s.anchor ? s.chapter + " › " + s.heading : s.chapter;
    return "<li><a href=\"" + escape(href) + "\">" + escape(label) + "</a><span class=\"result-snippet\">" +
      snippet(s.text, terms[0]) + "</span></li>";
  });
  results.innerHTML = "<p>" + found.length + " section" + (found.length === 1 ? "" : "s") + " found.</p><ol>" +
    items.join("") + "</ol>";
})();
"""#
}
