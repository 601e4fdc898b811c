import Foundation
import BookModel
import ProcessRunning
import Testing
import WorkbookTestSupport
@testable import SiteGenerator

/// The built course in headless Chromium (Debian's `chromium`, installed by
/// `scripts/install-system-packages --browser`): the DOM after scripts ran.
@Suite(.serialized, .tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct BrowserTests {
    static func chromium() -> String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Loads a page and returns the DOM once its scripts have run.
    func dom(_ page: String, query: String? = nil) throws -> String {
        let browser = try #require(Self.chromium(), "Chromium is needed: run scripts/install-system-packages --browser")
        let folder = try BuiltCourse.site.get().folder
        var url = folder.appendingPathComponent(page).absoluteString
        if let query { url += "?q=" + (query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? query) }
        let profile = temporaryFolder("chromium-profile")
        defer { try? FileManager.default.removeItem(at: profile) }
        let result = try ProcessRunner.run(ProcessRequest(
            executable: browser,
            arguments: [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000", "--dump-dom", url,
            ],
            environment: EnvironmentPolicy.allowList(EnvironmentPolicy.toolNames), limits: .tool(seconds: 120),
            sandbox: .none))
        #expect(result.succeeded, "chromium failed: \(result.standardError.text.suffix(500))")
        return result.standardOutput.text
    }

    @Test func indexListsTheChapters() throws {
        let index = try dom("index.html")
        for chapter in try Book.load(root: repositoryRoot).chapters {
            #expect(index.contains("href=\"\(String(chapter.fileName.dropLast(3))).html\""))
        }
        #expect(index.contains("class=\"skip-link\""))
    }

    @Test func chapterShowsItsDiagramsAsSVG() throws {
        let book = try Book.load(root: repositoryRoot)
        for chapter in book.chapters {
            let diagrams = chapter.document.codeBlocks.filter { $0.language == "mermaid" }.count
            guard diagrams > 0 else { continue }
            let page = try dom(String(chapter.fileName.dropLast(3)) + ".html")
            let rendered = page.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"").count - 1
            #expect(rendered == diagrams, "\(chapter.path): \(rendered) of \(diagrams) diagrams in the DOM")
        }
    }

    @Test func searchFindsTheOnlyChapterThatHasAWord() throws {
        let (word, page) = try uniqueWord()
        let list = try results(word)
        #expect(try dom("search.html", query: word).contains("aria-labelledby=\"all-sections-heading\" hidden"), "scripts hide the static list")
        #expect(list.contains("href=\"\(page)"), "searching '\(word)' should find \(page)")
        let otherPages = try Book.load(root: repositoryRoot).chapters.map { String($0.fileName.dropLast(3)) + ".html" }
            .filter { $0 != page }
        for other in otherPages {
            #expect(!list.contains("<a href=\"\(other)"), "'\(word)' is not in \(other)")
        }
        let nothing = try dom("search.html", query: "zzqqxxnotaword")
        #expect(nothing.contains("No section mentions"))
    }

    /// Defence in depth: markup that got into a page anyway (here written into a copy of the
    /// contents page by hand) runs no script, because the page's policy allows only the
    /// site's own script files. (Search from `file://` under the policy is the test above.)
    @Test func contentSecurityPolicyStopsInjectedScriptsFromFile() throws {
        let folder = try BuiltCourse.site.get().folder
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<meta http-equiv=\"Content-Security-Policy\""))
        let injected = index.replacingOccurrences(of: "</main>", with: """
            <img src="nowhere.png" onerror="document.body.setAttribute('data-handler','ran')">
            <script>document.body.setAttribute('data-inline','ran')</script>
            </main>
            """)
        try Data(injected.utf8).write(to: folder.appendingPathComponent("injected.html"))
        defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent("injected.html")) }
        let dom = try dom("injected.html")
        #expect(dom.contains("data-handler=\"ran\"") == false, "an inline event handler ran")
        #expect(dom.contains("data-inline=\"ran\"") == false, "an inline script ran")
        #expect(dom.contains("<main"), "the page loaded")
    }

    /// A stem of eight or more letters that the index gives sections of exactly one page,
    /// and that no other stem starts with (search matches longer words too).
    private func uniqueWord() throws -> (String, String) {
        let script = try #require(try BuiltCourse.site.get().files["assets/search-index.js"])
        let index = try SearchIndexTests.decode(String(decoding: script, as: UTF8.self))
        let stems = index.words.keys.sorted()
        for stem in stems where stem.count >= 8 && stem.allSatisfy(\.isLetter) && SearchWords.stem(stem) == stem {
            let pages = Set(index.words[stem]!.map { index.sections[$0][0] as! Int })
            guard pages.count == 1, !stems.contains(where: { $0 != stem && $0.hasPrefix(stem) }) else { continue }
            return (stem, index.pages[pages.first!])
        }
        Issue.record("no page has a word of its own")
        throw CancellationError()
    }

    /// The results list of a search, without the static list of every section after it.
    private func results(_ query: String) throws -> String {
        let page = try dom("search.html", query: query)
        let after = try #require(page.components(separatedBy: "id=\"search-results\"").last)
        return try #require(after.components(separatedBy: "id=\"all-sections\"").first)
    }

    @Test func searchFindsIdentifiersFromListings() throws {
        // Declared in chapter 4's listings; its prose calls it "the adapter".
        let found = try results("NavigationControllerAdapter")
        #expect(found.contains("<li><a href=\"04-3-uikit-adapter.html"), "\(found.prefix(600))")
        let method = try results("reconcile(visible:)")
        #expect(method.contains("04-1-mvc-coordinator.html?highlight=reconcile(visible%3A)#"), "\(method.prefix(600))")
    }

    @Test func searchMatchesWordForms() throws {
        // "Reconcile after every didShow" says reconcile; the query says reconciled.
        let found = try results("reconciled")
        // A result carries the query, so the page it opens marks it too.
        #expect(found.contains("03-2-reconciling-the-stack.html?highlight=reconciled#reconcile-after-every-didshow"), "\(found.prefix(600))")
        #expect(found.contains("<mark>"), "the matching word form is marked in a result")
    }
}
