/// A page opened from a search result (`page.html?highlight=query#section`) marks the query's
/// terms in its `main` (text only: never inside scripts, styles, diagrams or buttons, and a
/// mark only wraps characters, so listings keep their structure and copy the same text), then
/// drops `?highlight=` from the address so a reload or a shared link is the plain page. A bar
/// at the foot of the window says what is marked and offers "Remove highlights"; Esc does the same.
enum SearchHighlight {
    static var javaScript: String {
        "  (function () {\n" + SearchWordScript.javaScript + #"""
    var main = document.getElementById("main");
    var query = new URLSearchParams(window.location.search).get("highlight");
    if (!main || query === null) { return; }
    try { history.replaceState(history.state, "", window.location.pathname + window.location.hash); } catch (e) {}
    var terms = queryTerms(query);
    if (terms.length === 0) { return; }
    var walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var parent = node.parentElement;
        if (!parent || parent.closest("script, style, svg, textarea, noscript, button, mark, .search-highlights")) { return NodeFilter.FILTER_REJECT; }
        return NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) { nodes.push(walker.currentNode); }
    var marks = [];
    nodes.forEach(function (node) {
      var text = node.nodeValue, found = markTerms(text, terms);
      if (found.length === 0) { return; }
      var fragment = document.createDocumentFragment(), at = 0;
      found.forEach(function (m) {
        if (m.start > at) { fragment.appendChild(document.createTextNode(text.slice(at, m.start))); }
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = text.slice(m.start, m.end);
        fragment.appendChild(mark);
        marks.push(mark);
        at = m.end;
      });
      if (at < text.length) { fragment.appendChild(document.createTextNode(text.slice(at))); }
      node.parentNode.replaceChild(fragment, node);
    });
    if (marks.length === 0) { return; }
    var bar = document.createElement("div");
    bar.className = "search-highlights";
    var note = document.createElement("span");
    note.textContent = marks.length + (marks.length === 1 ? " match" : " matches") + " for “" + query.trim() + "” highlighted.";
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = "Remove highlights";
    bar.appendChild(note);
    bar.appendChild(document.createTextNode(" "));
    bar.appendChild(button);
    main.insertBefore(bar, main.firstChild);
    function remove() {
      var hadFocus = bar.contains(document.activeElement);
      marks.forEach(function (mark) {
        var parent = mark.parentNode;
        if (!parent) { return; }
        parent.replaceChild(document.createTextNode(mark.textContent), mark);
        parent.normalize();
      });
      marks = [];
      bar.remove();
      document.removeEventListener("keydown", escape);
      if (hadFocus) { main.focus({ preventScroll: true }); }
    }
    function escape(event) {
      if (event.key !== "Escape" || event.defaultPrevented) { return; }
      var target = event.target;
      if (target && target !== button && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) { return; }
      remove();
    }
    button.addEventListener("click", remove);
    document.addEventListener("keydown", escape);
    if (!window.location.hash) { marks[0].scrollIntoView({ block: "center" }); }
  })();
"""#
    }
}
