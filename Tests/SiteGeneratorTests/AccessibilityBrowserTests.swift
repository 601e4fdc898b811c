import Foundation
import Testing
import WorkbookTestSupport

/// axe-core over every page of the built course, at a desktop's and a phone's width, in the
/// light and the dark theme, with the site's scripts run (they add controls and regions).
/// Any violation fails, with the rule, the page, the width, the theme and where.
///
/// An old chapter address's page forwards the reader at once; it is checked with that one
/// script blocked, as a reader without JavaScript sees it.
///
/// Colour contrast is most of axe's time, so it runs only where it can differ: every rule runs
/// in the light theme, and in the dark theme only the colour rules (the themes differ in
/// colours alone: one set of custom properties, the same elements). The print page holds every
/// chapter's body again, with the same elements and classes as the chapter pages where their
/// colours are checked, so there every rule but contrast runs (contrast there took minutes).
@Suite(.serialized, .tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct AccessibilityBrowserTests {
    struct Finding: CustomStringConvertible {
        var page: String, width: Int, theme: String, rule: String, impact: String, nodes: Int, targets: [String]
        var description: String {
            "\(page) at \(width) px, \(theme): \(rule) (\(impact)) on \(nodes) node\(nodes == 1 ? "" : "s"): \(targets.joined(separator: " | "))"
        }
    }

    /// The rules whose verdict depends on colours.
    static let colourRules = ["color-contrast", "link-in-text-block"]

    @Test func noViolationAtDesktopWidth() throws {
        try check(.desktop(width: 1280), width: 1280)
    }

    @Test func noViolationAtPhoneWidth() throws {
        try check(.phone(width: 390), width: 390)
    }

    /// The harness itself finds what it must: a page with the issue's first finding, an
    /// unlabelled disabled checkbox, gives axe's `label` violation through the same calls.
    @Test func theHarnessReportsAKnownViolation() throws {
        let axe = try PageCheckers.axeSource()
        let folder = temporaryFolder("axe-known-violation")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("page.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Known violation</title></head>
            <body><main><h1>Checklist</h1><ul><li><input type="checkbox" disabled> done</li></ul></main></body></html>
            """.utf8).write(to: page)
        let browser = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { browser.close() }
        try browser.open(page)
        _ = try browser.execute(axe)
        let result = try #require(try Self.axe(in: browser, theme: "light", options: [:]))
        let rules = (result["violations"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(rules.contains("label"), "axe ran through the harness and found the unlabelled checkbox: \(rules)")
    }

    /// Runs axe (already injected) on the open page in `theme`, resolving to its version, the
    /// number of rules it ran and each violation with up to four of its elements.
    static func axe(in browser: WebDriverSession, theme: String, options: [String: Any]) throws -> [String: Any]? {
        try browser.execute("""
            document.documentElement.setAttribute('data-theme', arguments[0]);
            var options = arguments[1];
            options.resultTypes = ['violations'];
            return axe.run(document, options).then(function (r) {
              return {version: axe.version, rules: r.passes.length + r.violations.length + r.incomplete.length + r.inapplicable.length,
                violations: r.violations.map(function (v) {
                  return {id: v.id, impact: v.impact || '', count: v.nodes.length,
                          targets: v.nodes.slice(0, 4).map(function (n) { return n.target.join(' '); })};
                })};
            });
            """, [theme, options], seconds: 250) as? [String: Any]
    }

    /// Runs axe on every page in both themes and records each violation as an issue.
    func check(_ viewport: WebDriverSession.Viewport, width: Int) throws {
        let axe = try PageCheckers.axeSource()
        let folder = try BuiltCourse.site.get().folder
        let html = try BuiltCourse.pages()
        let pages = html.keys.sorted()
        #expect(pages.count >= 50, "the whole course was built")
        let browser = try WebDriverSession(viewport: viewport)
        defer { browser.close() }
        try browser.devTools("Network.enable")
        try browser.allowScripts(seconds: 240)
        var findings: [Finding] = []
        var rulesRun = 0, runs = 0
        var version = ""
        for page in pages {
            try browser.devTools("Network.setBlockedURLs", ["urls": PageCheckers.isMovedPage(html[page] ?? "") ? ["*moved.js"] : []])
            try browser.open(folder.appendingPathComponent(page))
            _ = try browser.execute(axe)
            let wholeCourse = page == "print.html"
            for theme in wholeCourse ? ["light"] : ["light", "dark"] {
                let options: [String: Any] = theme == "dark"
                    ? ["runOnly": ["type": "rule", "values": Self.colourRules]]
                    : wholeCourse ? ["rules": Dictionary(uniqueKeysWithValues: Self.colourRules.map { ($0, ["enabled": false]) })] : [:]
                let reply = try Self.axe(in: browser, theme: theme, options: options)
                let result = try #require(reply, "\(page) at \(width) px, \(theme): axe gave no result")
                runs += 1
                if theme == "light" { rulesRun = max(rulesRun, result["rules"] as? Int ?? 0) }
                version = result["version"] as? String ?? version
                for violation in result["violations"] as? [[String: Any]] ?? [] {
                    findings.append(Finding(
                        page: page, width: width, theme: theme, rule: violation["id"] as? String ?? "?",
                        impact: violation["impact"] as? String ?? "", nodes: violation["count"] as? Int ?? 0,
                        targets: violation["targets"] as? [String] ?? []))
                }
            }
        }
        print("axe-core \(version) at \(width) px: \(pages.count) pages, \(rulesRun) rules in the light theme and the colour rules "
            + "in the dark one (\(runs) runs): \(findings.count) violation\(findings.count == 1 ? "" : "s")")
        #expect(runs == pages.count * 2 - 1)
        for finding in findings {
            Issue.record("\(finding)")
        }
    }
}
