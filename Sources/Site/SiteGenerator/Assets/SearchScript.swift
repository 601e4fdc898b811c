/// The search page's script. It reads the index that `search-index.js` defines (a script,
/// not a fetch, so it works from `file://`), cuts the query into stems by the same rules the
/// index was built with (`SearchWords`), finds the sections that have every stem (or a
/// longer word starting with it), best first, and updates the results as the query is typed.
/// Without JavaScript the page stays a plain form with the list of every section.
enum SearchScript {
    /// `SearchWords` in JavaScript, and the index's gap digits: they come from the Swift
    /// lists, so the two sides cannot drift apart.
    static var wordRules: String {
        let stops = SearchWords.stopWords.sorted().joined(separator: " ")
        let endings = SearchWords.endings.map { "\"\($0)\"" }.joined(separator: ",")
        let doubled = String(SearchWords.doubled.sorted())
        return """
          var stopWords = {};
          "\(stops)".split(" ").forEach(function (w) { stopWords[w] = true; });
          var endings = [\(endings)];
          var doubled = "\(doubled)";
          var keptBeforeS = "\(String(SearchWords.keptBeforeS.sorted()))";
          var digits = "\(String(SearchIndexScript.gapDigits))";
          function words(text) { return text.toLowerCase().split(/[^\\p{L}\\p{N}]+/u).filter(Boolean); }
          function stem(word) {
            for (var i = 0; i < endings.length; i++) {
              var e = endings[i];
              if (word.slice(-e.length) !== e || word.length - e.length < (e === "ies" || e === "ied" ? 2 : 3)) { continue; }
              if (e === "s" && keptBeforeS.indexOf(word.charAt(word.length - 2)) >= 0) { continue; }
              var s = word.slice(0, -e.length);
              if (e === "ies" || e === "ied") { s += "y"; }
              var last = s.charAt(s.length - 1);
              if (e !== "e" && e !== "s" && doubled.indexOf(last) >= 0 && s.charAt(s.length - 2) === last) { s = s.slice(0, -1); }
              return s;
            }
            return word;
          }
          function stems(text) { return words(text).filter(function (w) { return !stopWords[w]; }).map(stem); }

        """
    }

    static var javaScript: String {
        #"""
(function () {
  "use strict";
  var data = window.WORKBOOK_SEARCH || { sections: [], pages: [], chapters: [], words: "" };
  var results = document.getElementById("search-results");
  var field = document.getElementById("search-query");
  if (!results || !field) { return; }
  var all = document.getElementById("all-sections");
"""# + wordRules + #"""
  var previousStem = "";
  var index = data.words ? data.words.split("|").map(function (entry) {
    var parts = entry.split(" "), gaps = parts[1], at = 0, sections = [];
    var stem = previousStem.slice(0, digits.indexOf(parts[0][0])) + parts[0].slice(1);
    previousStem = stem;
    if (gaps[0] === "!") {
      for (var d = 1; d < gaps.length; d++) {
        var bits = digits.indexOf(gaps[d]);
        for (var b = 0; b < 6; b++) { if (bits & (1 << b)) { sections.push((d - 1) * 6 + b); } }
      }
      return { stem: stem, sections: sections };
    }
    for (var i = 0; i < gaps.length; i++) {
      if (gaps[i] === "_") { at += digits.indexOf(gaps[i + 1]) * digits.length + digits.indexOf(gaps[i + 2]); i += 2; }
      else { at += digits.indexOf(gaps[i]); }
      sections.push(at);
    }
    return { stem: stem, sections: sections };
  }) : [];
  function escape(text) {
    return text.replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" }[c]; });
  }
  // The snippet with the first word whose stem one of the terms begins marked.
  function marked(text, terms) {
    var pattern = /[\p{L}\p{N}]+/gu, match;
    while ((match = pattern.exec(text)) !== null) {
      var s = stem(match[0].toLowerCase());
      if (terms.some(function (t) { return s.indexOf(t) === 0; })) {
        return escape(text.slice(0, match.index)) + "<mark>" + escape(match[0]) + "</mark>" + escape(text.slice(match.index + match[0].length));
      }
    }
    return escape(text);
  }
  function search(query) {
    var terms = stems(query);
    if (terms.length === 0) { terms = words(query); }
    if (terms.length === 0) { results.innerHTML = ""; if (all) { all.hidden = false; } return; }
    var scores = null;
    terms.forEach(function (term) {
      var hits = {};
      index.forEach(function (entry) {
        if (entry.stem.indexOf(term) !== 0) { return; }
        var weight = entry.stem === term ? 3 : 1;
        entry.sections.forEach(function (n) { hits[n] = Math.max(hits[n] || 0, weight); });
      });
      data.sections.forEach(function (section, n) {
        if (hits[n] && stems(section[3]).some(function (s) { return s.indexOf(term) === 0; })) { hits[n] += 5; }
      });
      if (scores === null) { scores = hits; return; }
      var both = {};
      Object.keys(scores).forEach(function (n) { if (hits[n]) { both[n] = scores[n] + hits[n]; } });
      scores = both;
    });
    var found = Object.keys(scores).map(Number).sort(function (a, b) { return scores[b] - scores[a] || a - b; });
    if (all) { all.hidden = true; }
    if (found.length === 0) {
      results.innerHTML = "<p>No section mentions “" + escape(query) + "”.</p>";
      return;
    }
    var items = found.slice(0, 50).map(function (n) {
      var s = data.sections[n];
      var page = data.pages[s[0]], chapter = data.chapters[s[1]], heading = s[3];
      var anchor = s[2] === 1 ? (heading.toLowerCase().match(/[a-z0-9]+/g) || ["section"]).join("-") : s[2];
      var href = page + (anchor ? "#" + anchor : "");
      var label = anchor ? chapter + " › " + heading : chapter;
      return "<li><a href=\"" + escape(href) + "\">" + escape(label) + "</a><span class=\"result-snippet\">" +
        marked(s[4], terms) + "</span></li>";
    });
    results.innerHTML = "<p>" + found.length + " section" + (found.length === 1 ? "" : "s") + " found.</p><ol>" +
      items.join("") + "</ol>";
  }
  var query = new URLSearchParams(window.location.search).get("q") || "";
  field.value = query;
  search(query);
  var pending = null;
  field.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(function () {
      search(field.value);
      var url = field.value ? "?q=" + encodeURIComponent(field.value) : window.location.pathname;
      try { history.replaceState(null, "", url); } catch (e) {}
    }, 120);
  });
})();
"""#
    }
}
