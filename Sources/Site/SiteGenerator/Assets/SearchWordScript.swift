/// `SearchWords` in JavaScript, shared by the search page's script (which reads the query and
/// marks it in results) and the site script (which marks it on the page a result opens): the
/// lists come from Swift, so the index and the pages cannot drift apart. Declares `words`,
/// `stem`, `stems`, `queryTerms`, `isTerm` and `markTerms` in the enclosing function.
enum SearchWordScript {
    static var javaScript: String {
        let stops = SearchWords.stopWords.sorted().joined(separator: " ")
        let endings = SearchWords.endings.map { "\"\($0)\"" }.joined(separator: ",")
        let doubled = String(SearchWords.doubled.sorted())
        return """
          var stopWords = {};
          "\(stops)".split(" ").forEach(function (w) { stopWords[w] = true; });
          var endings = [\(endings)];
          var doubled = "\(doubled)";
          var keptBeforeS = "\(String(SearchWords.keptBeforeS.sorted()))";
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
          // The stems a query looks for; a query of stop words only looks for those words.
          function queryTerms(query) { var t = stems(query); return t.length ? t : words(query); }
          // The number of the term a word matches (its stem begins with the term, as the index
          // matches), or -1.
          function isTerm(word, terms) {
            var s = stem(word.toLowerCase());
            for (var i = 0; i < terms.length; i++) { if (s.indexOf(terms[i]) === 0) { return i; } }
            return -1;
          }
          // Each match in `text`: where it starts and ends and which term it is.
          function markTerms(text, terms) {
            var pattern = /[\\p{L}\\p{N}]+/gu, match, found = [];
            while ((match = pattern.exec(text)) !== null) {
              var term = isTerm(match[0], terms);
              if (term >= 0) { found.push({ start: match.index, end: match.index + match[0].length, term: term }); }
            }
            return found;
          }

        """
    }
}
