import Foundation
import LessonCompiler
import Testing
import WorkbookTestSupport

/// The built course in headless Chromium (Debian's `chromium`, installed by
/// `scripts/install-system-packages --browser`): the DOM after scripts ran.
@Suite(.serialized) struct BrowserTests {
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
        let result = try ProcessRunner.run(browser, [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000", "--dump-dom", url,
        ], timeout: 120)
        #expect(result.status == 0, "chromium failed: \(result.standardError.suffix(500))")
        return result.standardOutput
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
            let rendered = page.components(separatedBy: "role=\"graphics-document document\"").count - 1
            #expect(rendered == diagrams, "\(chapter.path): \(rendered) of \(diagrams) diagrams in the DOM")
        }
    }

    @Test func searchFindsTheOnlyChapterThatHasAWord() throws {
        let (word, page) = try uniqueWord()
        let results = try dom("search.html", query: word)
        let afterResults = try #require(results.components(separatedBy: "id=\"search-results\"").last)
        // Only the results, not the static list of every section that follows them.
        let list = try #require(afterResults.components(separatedBy: "id=\"all-sections\"").first)
        #expect(results.contains("aria-labelledby=\"all-sections-heading\" hidden"), "scripts hide the static list")
        #expect(list.contains("href=\"\(page)"), "searching '\(word)' should find \(page)")
        let otherPages = try Book.load(root: repositoryRoot).chapters.map { String($0.fileName.dropLast(3)) + ".html" }
            .filter { $0 != page }
        for other in otherPages {
            #expect(!list.contains("<a href=\"\(other)"), "'\(word)' is not in \(other)")
        }
        let nothing = try dom("search.html", query: "zzqqxxnotaword")
        #expect(nothing.contains("No section mentions"))
    }

    /// A word of eight or more letters that the prose of exactly one chapter uses.
    private func uniqueWord() throws -> (String, String) {
        let book = try Book.load(root: repositoryRoot)
        var chaptersByWord: [String: Set<String>] = [:]
        for chapter in book.chapters {
            let page = String(chapter.fileName.dropLast(3)) + ".html"
            let prose = chapter.document.blocks.compactMap { block -> String? in
                if case .paragraph(let paragraph) = block { return paragraph.children.plainText }
                return nil
            }.joined(separator: " ").lowercased()
            for word in prose.split(whereSeparator: { !$0.isLetter }) where word.count >= 8 {
                chaptersByWord[String(word), default: []].insert(page)
            }
        }
        let candidates = chaptersByWord.filter { $0.value.count == 1 }.keys.sorted()
        let word = try #require(candidates.first, "no chapter has a word of its own")
        return (word, chaptersByWord[word]!.first!)
    }
}
