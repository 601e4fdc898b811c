import Foundation
import Testing
import WorkbookTestSupport

/// Search as a reader uses it, in Chromium: one search field (the header's) that `/` and `S`
/// reach from any page, results that show the passage around the words searched for with
/// those words marked, and a page opened from a result that marks them too until asked not to.
@Suite(.serialized, .tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct SearchBrowserTests {
    func page(_ name: String) throws -> URL {
        let folder = try BuiltCourse.site.get().folder.appendingPathComponent("").absoluteString
        return try #require(URL(string: folder + name))
    }

    /// The search page has the header's field only, holding the query it shows results for;
    /// typing there updates them. Without JavaScript the page lists every section.
    @Test func theHeaderFieldIsTheOnlySearchField() throws {
        let html = String(decoding: try #require(try BuiltCourse.site.get().files["search.html"]), as: UTF8.self)
        #expect(html.components(separatedBy: "type=\"search\"").count == 2, "search.html writes one search field")
        #expect(html.contains("<form class=\"search-form\" action=\"search.html\" method=\"get\" role=\"search\">"))
        #expect(html.contains("id=\"all-sections\""), "without JavaScript, the list of every section")
        let browser = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { browser.close() }
        try browser.open(try page("search.html?q=reconciled"))
        let fields = try browser.execute("""
            return [...document.querySelectorAll('input[type=search], input:not([type]), textarea')].map(f => f.id + '=' + f.value);
            """) as? [String]
        #expect(fields == ["site-search=reconciled"], "one field, holding the query: \(fields ?? [])")
        #expect(try browser.execute("return document.getElementById('site-search').getAttribute('aria-keyshortcuts');") as? String == "/ S")
        func count() -> Int {
            (try? browser.execute("return document.querySelectorAll('#search-results li').length;") as? Int) ?? -1
        }
        let before = count()
        #expect(before > 0)
        _ = try browser.execute("const f = document.getElementById('site-search'); f.focus(); f.setSelectionRange(f.value.length, f.value.length);")
        try browser.press(" CatalogCoordinator")
        #expect(eventually(within: 10) { count() > 0 && count() < before }, "typing narrows the results: \(before) → \(count())")
        #expect(try browser.currentURL().hasSuffix("search.html?q=reconciled%20CatalogCoordinator"), "the address follows the query")
        print("search page: one field; 'reconciled' \(before) results, 'reconciled CatalogCoordinator' \(count())")
    }

    /// `/`, `S` and `s` put the cursor in the search field from a chapter, Esc takes it out;
    /// none of them do anything while the reader types in a field.
    @Test func slashAndSFocusTheSearchField() throws {
        let browser = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { browser.close() }
        try browser.open(try page("03-2-reconciling-the-stack.html"))
        func focused() -> String { (try? browser.execute("return document.activeElement.id || document.activeElement.tagName;") as? String) ?? "" }
        _ = try browser.execute("document.activeElement.blur();")
        for key in ["/", "S", "s"] {
            try browser.press(key)
            #expect(focused() == "site-search", "\(key) focuses the search field")
            #expect(try browser.execute("return document.getElementById('site-search').value;") as? String == "", "\(key) is not typed")
            try browser.press("\u{E00C}")  // Escape
            #expect(focused() != "site-search", "Esc leaves the field")
        }
        // In the field itself, and in another field, the keys are text.
        _ = try browser.execute("document.getElementById('site-search').focus();")
        try browser.press("s/S")
        #expect(try browser.execute("return document.getElementById('site-search').value;") as? String == "s/S")
        _ = try browser.execute("""
            const t = document.createElement('textarea'); t.id = 'scratch'; t.setAttribute('aria-label', 'scratch');
            document.querySelector('main').prepend(t); t.focus();
            """)
        try browser.press("/sS")
        #expect(focused() == "scratch", "a key typed in another field stays there")
        #expect(try browser.execute("return document.getElementById('scratch').value;") as? String == "/sS")
    }

    /// Every result of a word-form query and of identifier queries shows a marked term, in
    /// the passage around it (or, when only the heading has it, in the heading).
    @Test func resultsShowThePassageAroundTheirTerms() throws {
        let browser = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { browser.close() }
        for query in ["reconcile", "reconciling", "CatalogCoordinator", "NavigationControllerAdapter", "reconcile(visible:)", "reconcile CatalogCoordinator"] {
            try browser.open(try page("search.html?q=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query)))
            var counts: [Int] = []
            _ = eventually(within: 15) {
                counts = ((try? browser.execute("""
                    const items = [...document.querySelectorAll('#search-results li')];
                    return [items.length, document.querySelectorAll('#search-results [data-section]').length,
                            items.filter(li => li.querySelector('mark')).length,
                            items.filter(li => li.querySelector('.result-snippet mark')).length,
                            items.filter(li => li.querySelector('.result-code mark')).length];
                    """)) as? [Int]) ?? []
                return counts.count == 5 && counts[0] > 0 && counts[1] == 0
            }
            #expect(counts.count == 5 && counts[0] > 0 && counts[1] == 0, "\(query): every passage arrives: \(counts)")
            guard counts.count == 5 else { continue }
            print("search: \(query): \(counts[2]) of \(counts[0]) results show a marked term (\(counts[3]) in the passage, \(counts[4]) of those in a listing line)")
            #expect(counts[2] == counts[0], "\(query): \(counts[0] - counts[2]) results show no marked term")
            #expect(counts[3] * 10 >= counts[0] * 9, "\(query): most results mark the term in their passage")
            // A mark is a word of the query (a word form of it), not a random part of the passage.
            let marked = try browser.execute("return [...document.querySelectorAll('#search-results mark')].map(m => m.textContent);") as? [String] ?? []
            let words = query.lowercased().split { !$0.isLetter }.map { String($0.prefix(7)) }
            for text in Set(marked) {
                #expect(words.contains { text.lowercased().hasPrefix($0) }, "\(query): marked \(text)")
            }
            // With several words, a result shows each of them where it can (a listing line for a
            // word its prose passage lacks).
            let perResult = try browser.execute("""
                return [...document.querySelectorAll('#search-results li')].map(li => [...li.querySelectorAll('mark')].map(m => m.textContent.toLowerCase()));
                """) as? [[String]] ?? []
            let everyWord = perResult.filter { marks in words.allSatisfy { word in marks.contains { $0.hasPrefix(word) } } }.count
            if words.count > 1 {
                print("search: \(query): \(everyWord) of \(perResult.count) results mark every word of the query")
                #expect(everyWord * 10 >= perResult.count * 9, "\(query): \(everyWord) of \(perResult.count) mark every word")
            }
            // A passage is text around the hit, not the whole section.
            let longest = try browser.execute("return Math.max(...[...document.querySelectorAll('.result-snippet')].map(s => s.textContent.length));") as? Int ?? 0
            #expect(longest <= 260, "\(query): passages are short: \(longest)")
        }
    }

    /// A result opens its section with the query marked in `main` (code listings too, their
    /// text unchanged; diagrams untouched) and the address cleaned; "Remove highlights" (a
    /// button, reached by keyboard) and Esc take the marks away.
    @Test func aResultOpensItsPageWithTheTermsMarked() throws {
        let browser = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { browser.close() }
        try browser.open(try page("04-3-uikit-adapter.html"))
        let plain = try browser.execute("return document.querySelector('main').textContent;") as? String ?? ""
        try browser.open(try page("search.html?q=NavigationControllerAdapter"))
        #expect(eventually(within: 10) {
            (try? browser.execute("return document.querySelector('#search-results a[href^=\"04-3-uikit-adapter.html?highlight=NavigationControllerAdapter\"]') !== null;")) as? Bool == true
        })
        let href = try browser.execute("""
            const a = document.querySelector('#search-results a[href^="04-3-uikit-adapter.html?highlight="]'); a.click(); return a.getAttribute('href');
            """) as? String ?? ""
        #expect(eventually(within: 10) { (try? browser.currentURL())?.contains("04-3-uikit-adapter.html") == true })
        func state() -> [String: Any] {
            (try? browser.execute("""
                const main = document.querySelector('main'), marks = [...main.querySelectorAll('mark.search-hit')];
                const bar = document.querySelector('.search-highlights'), button = bar && bar.querySelector('button');
                const box = button && button.getBoundingClientRect();
                return { marks: marks.length, inCode: marks.filter(m => m.closest('pre')).length,
                         inSVG: main.querySelectorAll('svg mark').length,
                         words: [...new Set(marks.map(m => m.textContent))],
                         text: main.textContent.replace(bar ? bar.textContent : '', ''),
                         button: button ? button.textContent : '', tabbable: button ? button.tabIndex >= 0 : false,
                         visible: !!box && box.bottom <= innerHeight && box.top >= 0 && box.width > 0,
                         url: location.href };
                """) as? [String: Any]) ?? [:]
        }
        var landed = state()
        _ = eventually(within: 10) { landed = state(); return (landed["marks"] as? Int ?? 0) > 0 }
        let marks = landed["marks"] as? Int ?? 0
        print("search: following \(href) marks \(marks) matches, \(landed["inCode"] ?? 0) in listings, words \(landed["words"] ?? [])")
        #expect(marks >= 3 && (landed["inCode"] as? Int ?? 0) > 0, "the identifier is marked in prose and listings")
        #expect(landed["inSVG"] as? Int == 0, "diagrams are left alone")
        #expect((landed["words"] as? [String])?.allSatisfy { $0.hasPrefix("NavigationControllerAdapter") } == true, "\(landed["words"] ?? [])")
        #expect(landed["text"] as? String == plain, "marking changes no text of the page")
        let url = landed["url"] as? String ?? ""
        #expect(!url.contains("highlight=") && url.contains("04-3-uikit-adapter.html"), "the address is cleaned: \(url)")
        if let anchor = href.split(separator: "#").last, href.contains("#") {
            #expect(url.hasSuffix("#" + anchor), "and keeps its anchor: \(url)")
        }
        #expect(landed["button"] as? String == "Remove highlights" && landed["tabbable"] as? Bool == true)
        #expect(landed["visible"] as? Bool == true, "the control is in view")
        // Reached from the keyboard: Tab from the skip link's target (main) lands on it first.
        _ = try browser.execute("document.getElementById('main').focus();")
        try browser.press("\u{E004}")  // Tab
        let focused = try browser.execute("return document.activeElement.textContent;") as? String
        #expect(focused == "Remove highlights", "Tab from the start of main reaches the control: \(focused ?? "")")
        try browser.press("\u{E007}")  // Enter
        let removed = state()
        #expect(removed["marks"] as? Int == 0 && removed["button"] as? String == "", "the control removes every mark and itself")
        #expect(removed["text"] as? String == plain, "and the text is as it was")

        // Esc does the same; a word form marks every form of the word.
        try browser.open(try page("03-2-reconciling-the-stack.html?highlight=reconciled#reconcile-after-every-didshow"))
        var forms = state()
        _ = eventually(within: 10) { forms = state(); return (forms["marks"] as? Int ?? 0) > 0 }
        let words = Set((forms["words"] as? [String] ?? []).map { $0.lowercased() })
        print("search: 'reconciled' marks \(forms["marks"] ?? 0) matches on 03-2: \(words.sorted())")
        #expect(words.count >= 2 && words.allSatisfy { $0.hasPrefix("reconcil") }, "\(words)")
        #expect((forms["url"] as? String)?.hasSuffix("03-2-reconciling-the-stack.html#reconcile-after-every-didshow") == true)
        _ = try browser.execute("document.activeElement.blur();")
        try browser.press("\u{E00C}")
        #expect(state()["marks"] as? Int == 0, "Esc removes the marks")

        // On a phone the control fits the screen and adds no sideways scroll.
        let phone = try WebDriverSession(viewport: .phone(width: 390))
        defer { phone.close() }
        try phone.open(try page("03-2-reconciling-the-stack.html?highlight=reconciled#reconcile-after-every-didshow"))
        var fit: [Any] = []
        _ = eventually(within: 10) {
            fit = ((try? phone.execute("""
                const bar = document.querySelector('.search-highlights'); if (!bar) { return []; }
                const box = bar.getBoundingClientRect();
                return [box.left >= 0 && box.right <= innerWidth && box.bottom <= innerHeight, document.documentElement.scrollWidth <= innerWidth, Math.round(box.width)];
                """)) as? [Any]) ?? []
            return !fit.isEmpty
        }
        print("search: the highlight bar at 390 px: \(fit)")
        #expect(fit.first as? Bool == true && fit.dropFirst().first as? Bool == true, "the bar fits a phone: \(fit)")
    }
}
