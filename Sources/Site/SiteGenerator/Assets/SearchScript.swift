/// The search page's script. It reads the index that `search-index.js` defines (a script,
/// not a fetch, so it works from `file://`), cuts the query in the header's search field into
/// stems by the same rules the index was built with (`SearchWordScript`), finds the sections
/// that have every stem (or a longer word starting with it), best first, and updates the
/// results as the query is typed. Each result then shows the passage around its terms, from
/// its page's text (`SearchTextScript`), added as a script only for the pages listed, and
/// links to its section with the query (`?highlight=`) so that page marks it too.
/// Without JavaScript the header's form still brings the reader here, to the list of every section.
enum SearchScript {
    static var javaScript: String {
        #"""
(function () {
  "use strict";
  var data = window.WORKBOOK_SEARCH || { sections: [], pages: [], chapters: [], words: "" };
  var results = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  var field = document.getElementById("site-search");
  if (!results || !status || !field) { return; }
  var all = document.getElementById("all-sections");
  // The page's own hint is for readers without JavaScript; with it, search runs as you type.
  var hint = document.getElementById("search-hint");
  if (hint) {
    hint.innerHTML = "Type in the search field at the top of the page (press <kbd>/</kbd> or <kbd>S</kbd> on any page to get there): " +
      "sections whose headings, prose or listings hold every word appear here as you type, each with the passage that holds them.";
  }
  var digits = "\#(String(SearchIndexScript.gapDigits))";
"""# + SearchWordScript.javaScript + #"""
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
  // Each section's place among its page's sections: the page's text lists them in that order.
  var place = [], counts = {};
  data.sections.forEach(function (s, n) { place[n] = counts[s[0]] = (counts[s[0]] || 0) + 1; });
  function escape(text) {
    return text.replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" }[c]; });
  }
  // `text[from..<to]` escaped, with every match of the terms in it marked.
  function marked(text, terms, from, to) {
    var html = "", at = from;
    markTerms(text.slice(from, to), terms).forEach(function (m) {
      html += escape(text.slice(at, from + m.start)) + "<mark>" + escape(text.slice(from + m.start, from + m.end)) + "</mark>";
      at = from + m.end;
    });
    return html + escape(text.slice(at, to));
  }
  // The passage of `text` around the terms not yet `shown`: the stretch of about 200
  // characters that begins near such a match and holds the most of them, cut at spaces, with
  // every term in it marked; and which terms it holds. Null when no such term is in `text`.
  function passage(text, terms, shown) {
    var found = markTerms(text, terms), best = null, most = 0, held = {};
    found.forEach(function (m) {
      if (shown[m.term]) { return; }
      var seen = {};
      found.forEach(function (o) { if (o.start >= m.start && o.end <= m.start + 160) { seen[o.term] = true; } });
      var kinds = Object.keys(seen).filter(function (t) { return !shown[t]; }).length;
      if (kinds > most) { most = kinds; best = m; held = seen; }
    });
    if (best === null) { return null; }
    var from = Math.max(0, best.start - 60), to = Math.min(text.length, from + 200);
    if (from > 0) { var space = text.indexOf(" ", from); from = space >= 0 && space < best.start ? space + 1 : best.start; }
    if (to < text.length) { var end = text.lastIndexOf(" ", to); to = end > best.end ? end : Math.max(to, best.end); }
    return { html: (from > 0 ? "… " : "") + marked(text, terms, from, to) + (to < text.length ? " …" : ""), terms: held };
  }
  // A result's passages from its section's text, until every term is shown (at most three):
  // the prose around the terms, then a listing line, or more prose, for a term still missing;
  // the prose's opening when only the heading has the terms.
  function excerpt(text, terms) {
    var html = "", shown = {}, pieces = 0;
    var sources = [{ text: text[0], code: false }].concat(text[1].map(function (line) { return { text: line, code: true }; }));
    while (pieces < 3 && Object.keys(shown).length < terms.length) {
      var piece = null;
      for (var i = 0; i < sources.length && piece === null; i++) {
        piece = passage(sources[i].text, terms, shown);
        if (piece !== null) { piece.code = sources[i].code; }
      }
      if (piece === null) { break; }
      Object.keys(piece.terms).forEach(function (t) { shown[t] = true; });
      html += piece.code ? "<code class=\"result-snippet result-code\">" + piece.html + "</code>"
        : "<span class=\"result-snippet\">" + piece.html + "</span>";
      pieces += 1;
    }
    if (html) { return html; }
    var opening = text[0].length > 160 ? text[0].slice(0, text[0].lastIndexOf(" ", 160)) + " …" : text[0];
    return "<span class=\"result-snippet\">" + escape(opening) + "</span>";
  }
  var texts = window.WORKBOOK_SEARCH_TEXT = window.WORKBOOK_SEARCH_TEXT || {}, requested = {}, shown = null;
  // Fills in the passages of the shown results whose page text has arrived.
  function fillPassages() {
    if (!shown) { return; }
    var slots = results.querySelectorAll(".result-passage[data-section]");
    for (var i = 0; i < slots.length; i++) {
      var n = Number(slots[i].getAttribute("data-section")), page = data.pages[data.sections[n][0]];
      var text = texts[page] && texts[page][place[n] - 1];
      if (!text) { continue; }
      slots[i].innerHTML = excerpt(text, shown);
      slots[i].removeAttribute("data-section");
    }
  }
  function load(page) {
    if (texts[page] || requested[page]) { return; }
    requested[page] = true;
    var script = document.createElement("script");
    script.src = "assets/search/" + encodeURIComponent(page.replace(/\.html$/, "")) + ".js";
    script.onload = fillPassages;
    document.body.appendChild(script);
  }
  function search(query) {
    var terms = queryTerms(query);
    shown = null;
    if (terms.length === 0) { results.innerHTML = ""; status.textContent = ""; if (all) { all.hidden = false; } return; }
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
      results.innerHTML = "";
      status.textContent = "No section mentions “" + query.trim() + "”.";
      return;
    }
    var highlight = "?highlight=" + encodeURIComponent(query.trim());
    var items = found.slice(0, 50).map(function (n) {
      var s = data.sections[n];
      var page = data.pages[s[0]], chapter = data.chapters[s[1]], heading = s[3];
      var anchor = s[2] === 1 ? (heading.toLowerCase().match(/[a-z0-9]+/g) || ["section"]).join("-") : s[2];
      var href = page + highlight + (anchor ? "#" + anchor : "");
      var label = (anchor ? marked(chapter, [], 0, chapter.length) + " › " + marked(heading, terms, 0, heading.length)
        : marked(chapter, terms, 0, chapter.length));
      return "<li><a href=\"" + escape(href) + "\">" + label + "</a><span class=\"result-passage\" data-section=\"" + n +
        "\"></span></li>";
    });
    shown = terms;
    status.textContent = found.length + " section" + (found.length === 1 ? "" : "s") + " found" +
      (found.length > 50 ? ", the first 50 shown." : ".");
    results.innerHTML = "<ol>" + items.join("") + "</ol>";
    fillPassages();
    found.slice(0, 50).forEach(function (n) { load(data.pages[data.sections[n][0]]); });
  }
  var query = new URLSearchParams(window.location.search).get("q") || "";
  field.value = query;
  search(query);
  var pending = null;
  function update() {
    search(field.value);
    var url = field.value ? "?q=" + encodeURIComponent(field.value) : window.location.pathname;
    try { history.replaceState(null, "", url); } catch (e) {}
  }
  field.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(update, 120);
  });
  // Here the results are already on the page: Enter updates them instead of reloading it.
  if (field.form) {
    field.form.addEventListener("submit", function (event) {
      event.preventDefault();
      clearTimeout(pending);
      update();
    });
  }
})();
"""#
    }
}
