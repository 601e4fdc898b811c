import Foundation
import Testing
import WorkbookTestSupport

/// Finding your way through the real course (issue 27): exercises in the sidebar and the phone
/// menu, marked current; previous/next walking every chapter and exercise once, in course
/// order; the sidebar scrolled to the current page; a one-row phone header that stays in
/// reach; and a chapter's first screen that starts teaching ("On this page" in the right
/// margin at 1280 px, folded at 390 px, the introduction's first paragraph above the fold).
@Suite(.serialized, .tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct NavigationBrowserTests {
    static let phone = WebDriverSession.Viewport.phone(width: 390)
    static let desktop = WebDriverSession.Viewport.desktop(width: 1280)

    func page(_ name: String) throws -> URL { try BuiltCourse.site.get().folder.appendingPathComponent(name) }

    /// The pages the sidebar lists in a group, in its order: "chapter-list" or "exercise-list".
    static func listed(_ group: String) throws -> [String] {
        let index = try #require(try BuiltCourse.pages()["index.html"])
        let sidebar = try #require(index.components(separatedBy: "<nav class=\"sidebar\"").dropFirst().first?
            .components(separatedBy: "</nav>").first)
        let list = try #require(sidebar.components(separatedBy: "class=\"\(group == "chapter-list" ? "chapter-list\"" : "chapter-list exercise-list\"")")
            .dropFirst().first?.components(separatedBy: "</ol>").first)
        return hrefs(in: list)
    }

    /// A number the browser returned, whichever way JSON decoded it.
    static func number(_ value: Any?) -> Double {
        if let value = value as? Double { return value }
        if let value = value as? Int { return Double(value) }
        if let value = value as? NSNumber { return value.doubleValue }
        return .nan
    }

    static func hrefs(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
    }

    /// The page a pager's `rel` link leads to, read from the page's HTML.
    static func pagerLink(_ html: String, _ rel: String) -> String? {
        guard let pager = html.components(separatedBy: "<nav class=\"pager\"").dropFirst().first?.components(separatedBy: "</nav>").first
        else { return nil }
        return pager.components(separatedBy: "<a ").dropFirst().first { $0.contains("rel=\"\(rel)\"") }
            .flatMap { hrefs(in: $0).first }
    }

    @Test func everyExerciseIsListedAndMarkedCurrentInTheSidebarAndThePhoneMenu() throws {
        let exercises = try BuiltCourse.pages().keys.filter { $0.hasPrefix("exercise-") }.sorted()
        #expect(exercises.count >= 9, "the course's exercises: \(exercises)")
        #expect(try Self.listed("exercise-list") == exercises, "the sidebar lists every exercise, in order")
        let script = """
            const place = arguments[0];
            function inView(entry, list) {
                const e = entry.getBoundingClientRect(), l = list.getBoundingClientRect();
                return e.top >= Math.max(l.top, 0) - 0.5 && e.bottom <= Math.min(l.bottom, window.innerHeight) + 0.5;
            }
            const box = document.querySelector(place);
            const current = [...box.querySelectorAll('a[aria-current=page]')];
            const group = box.querySelector('ol.exercise-list');
            const label = document.getElementById(group.getAttribute('aria-labelledby'));
            return [current.map(a => a.getAttribute('href')).join(' '), current.length === 1 && current[0].checkVisibility(),
                    group.querySelectorAll('a').length, label ? label.textContent : '',
                    current.length === 1 && group.contains(current[0]), current.length ? current[0].textContent : '',
                    inView(current[0], place === '.site-menu' ? box.querySelector('nav') : box)];
            """
        for (viewport, place) in [(Self.desktop, ".sidebar"), (Self.phone, ".site-menu")] {
            let browser = try WebDriverSession(viewport: viewport)
            defer { browser.close() }
            for name in exercises {
                try browser.open(try page(name))
                // The menu opens in one script and is read in the next: its `toggle` event, which
                // scrolls it to the current entry, comes after the click's script has ended.
                if place == ".site-menu" { _ = try browser.execute("document.querySelector('.site-menu > summary').click();") }
                let found = try browser.execute(script, [place]) as? [Any] ?? []
                #expect(found.first as? String == name, "\(place) on \(name) marks \(found.first ?? "nothing") current")
                #expect(found.dropFirst().first as? Bool == true, "\(place) on \(name): the current entry is shown")
                #expect(found.dropFirst(2).first as? Int == exercises.count, "\(place) on \(name) lists every exercise")
                #expect(found.dropFirst(3).first as? String == "Exercises", "\(place): the group is labelled")
                #expect(found.dropFirst(4).first as? Bool == true, "\(place) on \(name): the current entry is in the exercises group")
                let number = String(Int(name.dropFirst("exercise-".count).prefix(2)) ?? 0)
                #expect((found.dropFirst(5).first as? String)?.hasPrefix(number + " ") == true, "numbered: \(found.dropFirst(5).first ?? "")")
                #expect(found.dropFirst(6).first as? Bool == true, "\(place) on \(name): the current entry is scrolled into view")
            }
        }
        print("exercises: \(exercises.count) of \(exercises.count) listed and marked current in the sidebar (1280 px) and the phone menu (390 px)")
    }

    /// From the first chapter, "next" reaches every chapter and every exercise once, each
    /// exercise right after the part it practises (or another exercise of that part); "previous"
    /// walks the same pages back. The pages' HTML is read directly; ←/→ are then checked on an
    /// exercise page in the browser.
    @Test func previousAndNextWalkTheWholeCourseInOrder() throws {
        let pages = try BuiltCourse.pages()
        let chapters = try Self.listed("chapter-list"), exercises = try Self.listed("exercise-list")
        var forward = [try #require(chapters.first)]
        while let next = Self.pagerLink(try #require(pages[forward.last!], "\(forward.last!) exists"), "next") {
            forward.append(next)
            if forward.count > chapters.count + exercises.count + 1 { break }
        }
        var backward = [try #require(forward.last)]
        while let previous = Self.pagerLink(try #require(pages[backward.last!]), "prev") {
            backward.append(previous)
            if backward.count > chapters.count + exercises.count + 1 { break }
        }
        #expect(forward.count == Set(forward).count, "no page twice: \(forward)")
        #expect(Set(forward) == Set(chapters + exercises), "every chapter and exercise, nothing else: \(forward)")
        #expect(backward == forward.reversed(), "previous walks the same pages back")
        #expect(forward.filter { !$0.hasPrefix("exercise-") } == chapters, "chapters keep the book's order")
        for (position, name) in forward.enumerated() where name.hasPrefix("exercise-") {
            let practised = try #require(pages[name]?.components(separatedBy: "<p class=\"practises\">").dropFirst().first
                .flatMap { Self.hrefs(in: $0).first })
            let before = forward[..<position].last { !$0.hasPrefix("exercise-") }
            #expect(before == practised, "\(name) follows \(practised), not \(before ?? "nothing")")
        }
        print("course order: \(forward.count) pages, \(exercises.count) exercises")

        let browser = try WebDriverSession(viewport: Self.desktop)
        defer { browser.close() }
        let exercise = try #require(exercises.first)
        let position = try #require(forward.firstIndex(of: exercise))
        try browser.open(try page(exercise))
        try browser.press(WebDriverSession.arrowRight)
        #expect(eventually(within: 10) { (try? browser.currentURL())?.hasSuffix("/" + forward[position + 1]) == true },
            "→ on \(exercise) opens \(forward[position + 1])")
        try browser.press(WebDriverSession.arrowLeft)
        try browser.press(WebDriverSession.arrowLeft)
        #expect(eventually(within: 10) { (try? browser.currentURL())?.hasSuffix("/" + forward[position - 1]) == true },
            "← twice goes back past \(exercise) to \(forward[position - 1])")
    }

    @Test func theSidebarShowsTheCurrentPageOnLoadWithoutMovingThePage() throws {
        let chapters = try Self.listed("chapter-list"), exercises = try Self.listed("exercise-list")
        let browser = try WebDriverSession(viewport: Self.desktop)
        defer { browser.close() }
        for name in [try #require(chapters.last), try #require(exercises.last), try #require(chapters.first)] {
            try browser.open(try page(name))
            let seen = try browser.execute("""
                const side = document.querySelector('.sidebar'), box = side.getBoundingClientRect();
                const entry = side.querySelector('a[aria-current=page]').getBoundingClientRect();
                const top = Math.max(box.top, 0), bottom = Math.min(box.bottom, window.innerHeight);
                return [entry.top >= top - 0.5 && entry.bottom <= bottom + 0.5, side.scrollTop, window.scrollY,
                        side.scrollHeight > side.clientHeight, Math.round(entry.top)];
                """) as? [Any] ?? []
            #expect(seen.first as? Bool == true, "\(name): the current entry is in the sidebar's visible area: \(seen)")
            #expect(Self.number(seen.dropFirst(2).first) == 0,
                "\(name): the page itself did not scroll: \(seen)")
            if name == chapters.last {
                #expect(seen.dropFirst(3).first as? Bool == true, "the sidebar is taller than the window, so this proves the scroll")
                print("sidebar: \(name)'s entry at y \(seen.dropFirst(4).first ?? "?"), sidebar scrolled by \(seen.dropFirst(1).first ?? "?") px")
            }
        }
    }

    @Test func thePhoneHeaderIsOneRowThatStaysInReach() throws {
        let browser = try WebDriverSession(viewport: Self.phone)
        defer { browser.close() }
        try browser.open(try page("04-3-uikit-adapter.html"))
        let measured = try browser.execute("""
            const header = document.querySelector('.site-header'), box = header.getBoundingClientRect();
            const parts = ['.site-title', '#site-search', '.site-menu > summary', '.theme-toggle'].map(s => document.querySelector(s));
            const inRow = parts.every(p => { const r = p.getBoundingClientRect();
                return p.checkVisibility() && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= 0 && r.right <= window.innerWidth; });
            const label = document.querySelector('label[for=site-search]');
            window.scrollTo(0, 2000);
            const after = header.getBoundingClientRect();
            return [box.height, inRow, label !== null && label.textContent.length > 0, window.scrollY, after.top, after.bottom,
                    document.querySelector('.theme-toggle').getAttribute('aria-label') || ''];
            """) as? [Any] ?? []
        let height = Self.number(measured.first)
        #expect(height <= 56, "the phone header is one row: \(height) px")
        #expect(measured.dropFirst().first as? Bool == true, "title, search field, menu and theme button all sit in that row")
        #expect(measured.dropFirst(2).first as? Bool == true, "the search field keeps its label")
        #expect(Self.number(measured.dropFirst(3).first) >= 2000, "the page scrolled")
        let top = Self.number(measured.dropFirst(4).first)
        #expect(top == 0, "after scrolling 2000 px the header is still at the top: \(measured)")
        #expect((measured.dropFirst(6).first as? String)?.contains("theme") == true, "the compact theme button keeps its label")
        print("phone header: \(height) px high, at y \(top) after scrolling 2000 px")

        // The open menu stays within the screen and scrolls inside itself.
        let menu = try browser.execute("""
            const menu = document.querySelector('.site-menu');
            menu.querySelector('summary').click();
            const nav = menu.querySelector('nav'), box = nav.getBoundingClientRect();
            return [box.top >= 0 && box.bottom <= window.innerHeight + 0.5, nav.scrollHeight > nav.clientHeight,
                    getComputedStyle(nav).overflowY];
            """) as? [Any] ?? []
        #expect(menu.first as? Bool == true, "the open menu fits the screen: \(menu)")
        #expect(menu.dropFirst(2).first as? String == "auto", "and scrolls within it: \(menu)")

        // A heading opened by its anchor is not hidden under the sticky header.
        let anchor = try #require(try browser.execute("return document.querySelectorAll('main h2[id]')[3].id;") as? String)
        try browser.open(try #require(URL(string: try page("04-3-uikit-adapter.html").absoluteString + "#" + anchor)))
        let clear = (try browser.execute("""
            const heading = document.getElementById(arguments[0]).getBoundingClientRect();
            return [heading.top, document.querySelector('.site-header').getBoundingClientRect().bottom, window.scrollY];
            """, [anchor]) as? [Any] ?? []).map(Self.number)
        #expect(clear.count == 3 && clear[0] >= clear[1] - 0.5 && clear[2] > 0, "#\(anchor) below the header: \(clear)")
    }

    @Test func aChapterFirstScreenStartsTeaching() throws {
        let chapters = try Self.listed("chapter-list")
        let desktop = try WebDriverSession(viewport: Self.desktop)
        defer { desktop.close() }
        var worst = (page: "", bottom: 0.0)
        var tocs = 0
        for name in chapters {
            try desktop.open(try page(name))
            let seen = (try desktop.execute("""
                const first = document.querySelector('article.chapter > h1 ~ p:not(.chapter-place)');
                const toc = document.querySelector('.toc');
                const p = first.getBoundingClientRect();
                const t = toc ? toc.getBoundingClientRect() : null;
                const list = toc ? toc.querySelector('ol') : null;
                return [p.bottom, window.innerHeight, t ? t.left : -1, p.right, t ? t.top : -1, t ? t.right : -1,
                        window.innerWidth, list && list.checkVisibility() ? 1 : 0];
                """) as? [Any] ?? []).map(Self.number)
            guard seen.count == 8 else {
                Issue.record("\(name): nothing measured")
                continue
            }
            #expect(seen[0] < seen[1], "\(name): the first paragraph ends at \(seen[0]), below the fold at \(seen[1])")
            if seen[0] > worst.bottom { worst = (name, seen[0]) }
            guard seen[2] >= 0 else { continue }
            tocs += 1
            #expect(seen[2] >= seen[3], "\(name): On this page (left \(seen[2])) is right of the text column (right \(seen[3]))")
            #expect(seen[5] <= seen[6], "\(name): and inside the window (\(seen[5]) of \(seen[6]))")
            #expect(seen[4] < seen[0], "\(name): beside the introduction, at the top (\(seen[4]))")
            #expect(seen[7] == 1, "\(name): its list is shown on a wide screen")
        }
        #expect(tocs >= chapters.count / 2, "most chapters have On this page: \(tocs)")
        print("first screen at 1280×900: worst first paragraph ends at \(Int(worst.bottom)) px of 900 (\(worst.page)); On this page in the right margin on \(tocs) of \(chapters.count) chapters")

        let phone = try WebDriverSession(viewport: Self.phone)
        defer { phone.close() }
        try phone.open(try page("04-3-uikit-adapter.html"))
        let folded = try phone.execute("""
            const details = document.querySelector('.toc > details'), list = details.querySelector('ol');
            const closed = [details.open, list.checkVisibility(), details.querySelector('summary').checkVisibility(),
                            details.getBoundingClientRect().height];
            details.querySelector('summary').click();
            return closed.concat([details.open, list.checkVisibility()]);
            """) as? [Any] ?? []
        #expect(folded.first as? Bool == false && folded.dropFirst().first as? Bool == false, "folded at 390 px: \(folded)")
        #expect(folded.dropFirst(2).first as? Bool == true, "its summary shows")
        #expect(folded.dropFirst(4).first as? Bool == true && folded.dropFirst(5).first as? Bool == true, "and opens it: \(folded)")
        print("On this page at 390 px: folded, \(folded.dropFirst(3).first ?? "?") px high")
    }
}
