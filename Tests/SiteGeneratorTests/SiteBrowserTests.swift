import Foundation
import BookModel
import Testing
import WorkbookTestSupport

/// The site as a learner uses it on a phone (390 px, mobile emulation) and a desktop
/// (1280 px), driven through chromedriver: the menu, no sideways page scroll anywhere, copy
/// buttons, heading anchors, keyboard scrolling and ←/→, the theme button, live search, and
/// text contrast computed from the rendered styles in both themes.
@Suite(.serialized, .tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct SiteBrowserTests {
    static let phone = WebDriverSession.Viewport.phone(width: 390)
    static let desktop = WebDriverSession.Viewport.desktop(width: 1280)

    func page(_ name: String) throws -> URL { try BuiltCourse.site.get().folder.appendingPathComponent(name) }

    func session(_ viewport: WebDriverSession.Viewport) throws -> WebDriverSession {
        let session = try WebDriverSession(viewport: viewport)
        // A fresh profile each time: no theme remembered from another test.
        return session
    }

    /// An address the course had before its chapters were split into parts lands on the part
    /// that holds the section now, anchor and all; without an anchor, on the chapter's first part.
    @Test func oldAddressesLandOnTheirParts() throws {
        let browser = try session(Self.desktop)
        defer { browser.close() }
        let old = try page("04-mvc-coordinator.html")
        try browser.open(try #require(URL(string: old.absoluteString + "#behind-the-port-a-uikit-adapter")))
        #expect(eventually(within: 10) {
            (try? browser.currentURL())?.hasSuffix("04-3-uikit-adapter.html#behind-the-port-a-uikit-adapter") == true
        }, "an old section's address opens its part at the section")
        try browser.open(old)
        #expect(eventually(within: 10) { (try? browser.currentURL())?.hasSuffix("04-1-mvc-coordinator.html") == true },
            "the old page's own address opens the chapter's first part")
    }

    @Test func phonesGetAMenuAndDesktopsTheSidebar() throws {
        let phone = try session(Self.phone)
        defer { phone.close() }
        try phone.open(try page("04-3-uikit-adapter.html"))
        let shown = try phone.execute("""
            const menu = document.querySelector('.site-menu'), side = document.querySelector('.sidebar');
            const before = menu.open || menu.querySelector('nav').checkVisibility();
            menu.querySelector('summary').click();
            const links = [...menu.querySelectorAll('a')].filter(a => a.checkVisibility()).length;
            const list = menu.querySelector('nav').getBoundingClientRect();
            return [getComputedStyle(menu).display, getComputedStyle(side).display, before, links,
                    menu.getBoundingClientRect().top < 200, list.top >= 0 && list.bottom <= window.innerHeight + 1];
            """) as? [Any]
        #expect(shown?[0] as? String == "block", "the phone shows the menu")
        #expect(shown?[1] as? String == "none", "and not the sidebar below a long article")
        #expect(shown?[2] as? Bool == false, "the menu starts closed")
        #expect((shown?[3] as? Int ?? 0) >= 11, "opened, it lists every chapter")
        #expect(shown?[4] as? Bool == true, "at the top of the page")
        #expect(shown?[5] as? Bool == true, "open, it fits the screen (and scrolls within it)")

        let desktop = try session(Self.desktop)
        defer { desktop.close() }
        try desktop.open(try page("04-3-uikit-adapter.html"))
        let wide = try desktop.execute("""
            return [getComputedStyle(document.querySelector('.site-menu')).display,
                    getComputedStyle(document.querySelector('.sidebar')).display];
            """) as? [String]
        #expect(wide == ["none", "block"])
    }

    @Test func noPageScrollsSideways() throws {
        let pages = try BuiltCourse.pages().keys.sorted()
        for viewport in [Self.phone, Self.desktop] {
            let browser = try session(viewport)
            defer { browser.close() }
            for name in pages {
                try browser.open(try page(name))
                let widths = try browser.execute(
                    "return [document.documentElement.scrollWidth, window.innerWidth];") as? [Int] ?? []
                #expect(widths.count == 2 && widths[0] <= widths[1], "\(name) at \(viewport): page \(widths)")
            }
        }
    }

    @Test func copyButtonsCopyExactlyTheShownCode() throws {
        let plan = try BuiltCourse.plan()
        let first = try #require(plan.listings(inChapter: "chapters/02-navigation-simulator.md").first)
        let browser = try session(Self.desktop)
        defer { browser.close() }
        try browser.open(try page("02-navigation-simulator.html"))
        let result = try browser.execute("""
            window.copied = null;
            Object.defineProperty(navigator, 'clipboard', { configurable: true,
                value: { writeText: text => { window.copied = text; return Promise.resolve(); } } });
            const figures = [...document.querySelectorAll('figure.listing')];
            const buttons = figures.filter(f => f.querySelector(':scope > .listing-tools > .copy-button')).length;
            figures[0].querySelector('.copy-button').click();
            return [figures.length, buttons];
            """) as? [Int]
        #expect(result?.count == 2 && result?[0] == result?[1] && (result?[0] ?? 0) > 0, "every listing has a copy button: \(result ?? [])")
        var copied: String?
        _ = eventually(within: 10) {
            copied = (try? browser.execute("return window.copied;")) as? String
            return copied != nil
        }
        #expect(copied == first.visibleCode || copied == first.visibleCode + "\n", "copied \(copied?.debugDescription ?? "nothing")")
        let label = try browser.execute("return document.querySelector('.copy-button').textContent;") as? String
        #expect(label == "Copied")
    }

    @Test func headingAnchorsShowOnFocus() throws {
        let browser = try session(Self.desktop)
        defer { browser.close() }
        try browser.open(try page("04-3-uikit-adapter.html"))
        let marks = try browser.execute("""
            const anchor = document.querySelector('h2 .anchor');
            const before = getComputedStyle(anchor, '::after').content;
            anchor.focus();
            return [before, getComputedStyle(anchor, '::after').content, anchor.getAttribute('href') === '#' + anchor.parentElement.id];
            """) as? [Any]
        #expect(marks?[0] as? String == "none")
        #expect((marks?[1] as? String)?.contains("#") == true)
        #expect(marks?[2] as? Bool == true)
    }

    @Test func wideCodeScrollsFromTheKeyboardAndArrowsTurnPages() throws {
        let browser = try session(Self.phone)
        defer { browser.close() }
        try browser.open(try page("04-3-uikit-adapter.html"))
        let region = try browser.execute("""
            const pre = [...document.querySelectorAll('figure.listing pre')].find(p => p.scrollWidth > p.clientWidth + 1);
            if (!pre) { return null; }
            pre.focus();
            return [pre.getAttribute('tabindex'), pre.getAttribute('role'), pre.getAttribute('aria-label') || '', document.activeElement === pre];
            """) as? [Any]
        #expect(region?[0] as? String == "0" && region?[1] as? String == "region", "wide code is a focusable region: \(region ?? [])")
        #expect((region?[2] as? String)?.contains("scrolls sideways") == true)
        #expect(region?[3] as? Bool == true)
        try browser.press(WebDriverSession.arrowRight + WebDriverSession.arrowRight + WebDriverSession.arrowRight)
        #expect(eventually(within: 10) { ((try? browser.execute("return document.activeElement.scrollLeft;")) as? Double ?? 0) > 0 },
            "the arrow keys scroll the focused code")
        #expect(try browser.currentURL().hasSuffix("04-3-uikit-adapter.html"), "and do not turn the page from inside it")

        _ = try browser.execute("document.activeElement.blur(); document.body.focus();")
        try browser.press(WebDriverSession.arrowRight)
        #expect(eventually(within: 10) { (try? browser.currentURL())?.hasSuffix("exercise-03-uikit-navigation-adapter.html") == true },
            "→ opens the next page in course order: the exercise that practises this part")
        try browser.press(WebDriverSession.arrowLeft)
        #expect(eventually(within: 10) { (try? browser.currentURL())?.hasSuffix("04-3-uikit-adapter.html") == true }, "← goes back")
    }

    @Test func theThemeButtonIsRememberedAndPaintsBeforeTheFirstFrame() throws {
        let browser = try session(Self.desktop)
        defer { browser.close() }
        try browser.emulateColourScheme("light")
        try browser.open(try page("index.html"))
        func state() throws -> [String] {
            try browser.execute("""
                return [document.documentElement.getAttribute('data-theme') || 'system',
                        getComputedStyle(document.body).backgroundColor,
                        document.querySelector('.theme-toggle').textContent];
                """) as? [String] ?? []
        }
        #expect(try state() == ["system", "rgb(255, 255, 255)", "Theme: system"])
        _ = try browser.execute("document.querySelector('.theme-toggle').click();")
        #expect(try state() == ["light", "rgb(255, 255, 255)", "Theme: light"])
        _ = try browser.execute("document.querySelector('.theme-toggle').click();")
        #expect(try state() == ["dark", "rgb(17, 24, 39)", "Theme: dark"])
        // Another page: the head script set the theme before the body was painted. Storage
        // reaches another page's renderer a moment after the click (longer on a loaded
        // machine), so the page is opened again until it has, for at most ten seconds.
        var remembered: [String] = []
        _ = eventually(within: 10) {
            guard (try? browser.open(try page("04-3-uikit-adapter.html"))) != nil, let now = try? state() else { return false }
            remembered = now
            return now.first == "dark"
        }
        #expect(remembered == ["dark", "rgb(17, 24, 39)", "Theme: dark"], "\(remembered)")
        #expect(try browser.execute("return document.head.querySelector('script').textContent.includes('workbook-theme');") as? Bool == true)
        _ = try browser.execute("document.querySelector('.theme-toggle').click();")
        #expect(try state().first == "system")
        try browser.emulateColourScheme("dark")
        let followed = try state()
        #expect(followed == ["system", "rgb(17, 24, 39)", "Theme: system"], "system follows the system: \(followed)")
    }

    @Test func searchUpdatesAsYouType() throws {
        let browser = try session(Self.desktop)
        defer { browser.close() }
        try browser.open(try page("search.html"))
        _ = try browser.execute("document.getElementById('site-search').focus();")
        try browser.press("reconciled")
        var results = ""
        _ = eventually(within: 10) {
            results = ((try? browser.execute("return document.getElementById('search-results').innerHTML;")) as? String) ?? ""
            return results.contains("03-2-reconciling-the-stack.html?highlight=reconciled#reconcile-after-every-didshow")
        }
        #expect(results.contains("03-2-reconciling-the-stack.html?highlight=reconciled#reconcile-after-every-didshow"), "\(results.prefix(300))")
        #expect(try browser.currentURL().hasSuffix("search.html?q=reconciled"), "the address follows the query")
    }

    /// WCAG contrast of text against what is behind it, from the computed styles.
    static let contrastScript = """
        function rgb(c) { const m = c.match(/[\\d.]+/g).map(Number); return m.length > 3 && m[3] === 0 ? null : m.slice(0, 3); }
        function lum(c) { return c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
            .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0); }
        function background(el) { for (; el; el = el.parentElement) { const b = rgb(getComputedStyle(el).backgroundColor); if (b) { return b; } } return [255, 255, 255]; }
        function ratio(el) { const a = lum(rgb(getComputedStyle(el).color)), b = lum(background(el)); return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); }
        const worst = {};
        for (const [name, selector] of Object.entries(arguments[0])) {
            const els = [...document.querySelectorAll(selector)].slice(0, 200);
            worst[name] = els.length ? Math.min(...els.map(ratio)) : -1;
        }
        return worst;
        """

    @Test func textMeetsWCAGAAInBothThemes() throws {
        let selectors = [
            "prose": "main p", "links": "main a", "muted captions": ".listing figcaption", "badges": ".badge",
            "code tokens": "pre .k, pre .t, pre .s, pre .n, pre .c, pre .a, pre .p, pre .f, pre .m",
            "search highlight": "#search-results mark", "snippets": ".result-snippet", "footer": ".site-footer p",
        ]
        let browser = try session(Self.desktop)
        defer { browser.close() }
        for scheme in ["light", "dark"] {
            try browser.emulateColourScheme(scheme)
            for name in ["04-3-uikit-adapter.html", "search.html?q=coordinator"] {
                let url = try page("").absoluteString + name
                try browser.open(URL(string: url)!)
                let worst = try browser.execute(Self.contrastScript, [selectors]) as? [String: Double] ?? [:]
                for (part, value) in worst where value >= 0 {
                    #expect(value >= 4.5, "\(scheme) \(name): \(part) at \(String(format: "%.2f", value)):1")
                }
                if name.hasPrefix("search") {
                    #expect((worst["search highlight"] ?? -1) >= 4.5, "\(scheme): the result highlight is measured")
                }
            }
        }
    }
}
