import Foundation
import Testing
import WorkbookTestSupport

/// Tables on a phone (390 px): every table of the course sits in its own sideways-scrolling
/// region, so the page never scrolls sideways; its cells keep a readable width instead of a
/// word or two a line; the first column (what each row is about) stays in view while the
/// rest scrolls; the last column is reached by scrolling; and a table that scrolls is a
/// focusable, named region a keyboard can scroll.
@Suite(.serialized, .tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct TableBrowserTests {
    @Test func tablesOnAPhoneKeepTheirFirstColumnAndScrollToTheLast() throws {
        let folder = try BuiltCourse.site.get().folder
        let pages = try BuiltCourse.pages().filter { $0.key != "print.html" && $0.value.contains("<table") }.keys.sorted()
        #expect(pages.count >= 5, "the course has tables on several pages")
        let browser = try WebDriverSession(viewport: .phone(width: 390))
        defer { browser.close() }
        var tables = 0, scrolling = 0
        var narrowestCell = Double.infinity
        for page in pages {
            try browser.open(folder.appendingPathComponent(page))
            let measured = try browser.execute("""
                var out = [];
                document.querySelectorAll('main table').forEach(function (table) {
                  var box = table.parentElement;
                  var rows = [...table.rows];
                  var bodyCells = rows.slice(1).flatMap(function (r) { return [...r.cells].slice(1); });
                  var before = rows[0].cells[0].getBoundingClientRect().left;
                  box.scrollLeft = box.scrollWidth;
                  var boxRect = box.getBoundingClientRect();
                  var lastRight = Math.max.apply(null, rows.map(function (r) { return r.cells[r.cells.length - 1].getBoundingClientRect().right; }));
                  var firstLeft = Math.min.apply(null, rows.map(function (r) { return r.cells[0].getBoundingClientRect().left; }));
                  out.push({
                    inRegion: box.classList.contains('table-scroll'),
                    scrolls: box.scrollWidth > box.clientWidth + 1,
                    focusable: box.getAttribute('tabindex') === '0' && box.getAttribute('role') === 'region' && !!box.getAttribute('aria-label'),
                    sticky: rows.every(function (r) { return getComputedStyle(r.cells[0]).position === 'sticky'; }),
                    firstStays: Math.abs(firstLeft - before) < 1.5,
                    lastReached: lastRight <= boxRect.right + 1.5,
                    narrowest: bodyCells.length ? Math.min.apply(null, bodyCells.map(function (c) { return c.getBoundingClientRect().width; })) : 9999
                  });
                  box.scrollLeft = 0;
                });
                return {tables: out, pageScrolls: document.documentElement.scrollWidth > window.innerWidth + 1};
                """) as? [String: Any]
            let result = try #require(measured, "\(page): no measurement")
            #expect(result["pageScrolls"] as? Bool == false, "\(page): the page itself scrolls sideways on a phone")
            for (number, table) in (result["tables"] as? [[String: Any]] ?? []).enumerated() {
                let place = "\(page), table \(number + 1)"
                tables += 1
                #expect(table["inRegion"] as? Bool == true, "\(place): not in a scroll region")
                #expect(table["sticky"] as? Bool == true, "\(place): the first column does not stay")
                #expect(table["lastReached"] as? Bool == true, "\(place): the last column cannot be scrolled into view")
                let narrowest = NavigationBrowserTests.number(table["narrowest"])
                narrowestCell = min(narrowestCell, narrowest)
                #expect(narrowest >= 150, "\(place): a cell \(Int(narrowest)) px wide wraps to a word or two a line")
                if table["scrolls"] as? Bool == true {
                    scrolling += 1
                    #expect(table["firstStays"] as? Bool == true, "\(place): the first column scrolls away")
                    #expect(table["focusable"] as? Bool == true, "\(place): it scrolls but a keyboard cannot reach it")
                }
            }
        }
        print("tables at 390 px: \(tables) on \(pages.count) pages, \(scrolling) scroll sideways with their first column kept, "
            + "every last column reachable; narrowest body cell \(Int(narrowestCell)) px")
        #expect(scrolling >= 1, "at least one table is wider than a phone, so the sticky column is exercised")
    }
}
