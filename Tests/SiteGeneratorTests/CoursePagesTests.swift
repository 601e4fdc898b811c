import ExerciseModel
import Foundation
import BookModel
import Testing
import WorkbookTestSupport

/// The built course, page by page: well-formed, one h1 and a title each, every link and
/// anchor resolving, nothing loaded from elsewhere, nothing hidden leaking out.
@Suite(.tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct CoursePagesTests {
    @Test func everyPageParsesWithOneTitleAndOneH1() throws {
        let pages = try BuiltCourse.pages()
        #expect(Set(pages.keys).isSuperset(of: ["index.html", "search.html", "print.html", "404.html"]))
        for (name, html) in pages {
            let page = PageInspector(html: html)
            #expect(page.parseError == nil, "\(name): \(page.parseError ?? "")")
            #expect(page.count("h1") == 1, "\(name) has \(page.count("h1")) h1 elements")
            #expect(!page.title.trimmingCharacters(in: .whitespaces).isEmpty, "\(name) has no <title>")
            #expect(page.count("main") == 1, "\(name) needs one main landmark")
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(Set(page.ids).count == page.ids.count, "\(name) repeats an id")
        }
    }

    @Test func everyInternalLinkAndAnchorResolves() throws {
        let files = try BuiltCourse.site.get().files
        let pages = try BuiltCourse.pages()
        let idsByPage = pages.mapValues { Set(PageInspector(html: $0).ids) }
        var checked = 0
        for (name, html) in pages {
            let page = PageInspector(html: html)
            for link in page.links where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = parts[0].isEmpty ? name : String(parts[0])
                #expect(files[target] != nil, "\(name) links to missing \(target)")
                if parts.count > 1, !parts[1].isEmpty {
                    #expect(idsByPage[target]?.contains(String(parts[1])) == true, "\(name) links to missing \(link)")
                }
                checked += 1
            }
            for (_, resource) in page.resources {
                #expect(files[resource] != nil, "\(name) loads missing \(resource)")
            }
        }
        #expect(checked > 20)
    }

    @Test func noPageLoadsAnythingFromElsewhere() throws {
        for (name, html) in try BuiltCourse.pages() {
            for (element, resource) in PageInspector(html: html).resources {
                #expect(!resource.contains("//"), "\(name): <\(element)> loads \(resource)")
            }
            #expect(!html.contains("@import"), "\(name) imports a style sheet")
            #expect(!html.contains("<iframe"))
        }
        let css = try #require(try BuiltCourse.site.get().files["assets/site.css"])
        #expect(!String(decoding: css, as: UTF8.self).contains("url("), "the style sheet loads nothing")
    }

    /// The search page loads its script and the whole index in under 100 KB, though the course,
    /// split into parts each with its own objectives, prerequisites, summary and Try it, now has
    /// about 400 sections: stems are front-coded, a stem most sections use is a bitmap, an
    /// anchor that is its heading's slug is recomputed by the page, and sections keep no prose.
    /// The passages results show come from one text script per page, loaded only for the pages
    /// a search lists; each stays under 64 KB (a page of results loads at most 50 of them).
    @Test func searchLoadsUnder100KBOfScript() throws {
        let files = try BuiltCourse.site.get().files
        let script = (files["assets/search.js"]?.count ?? 0) + (files["assets/search-index.js"]?.count ?? 0)
        #expect(files["assets/search-index.js"] != nil)
        #expect(script < 100 * 1024, "search.html loads \(script / 1024) KB of JavaScript")
        let texts = files.filter { $0.key.hasPrefix("assets/search/") }
        let pages = try SearchIndexTests.decode(String(decoding: try #require(files["assets/search-index.js"]), as: UTF8.self)).pages
        #expect(Set(texts.keys) == Set(pages.map { "assets/search/" + $0.dropLast(".html".count) + ".js" }), "one text script per page with sections")
        let largest = try #require(texts.max { $0.value.count < $1.value.count })
        let total = texts.values.reduce(0) { $0 + $1.count }
        print("search: search.js \(files["assets/search.js"]?.count ?? 0) B + search-index.js \(files["assets/search-index.js"]?.count ?? 0) B = \(script) B up front; "
            + "\(texts.count) page texts, \(total) B in all, largest \(largest.value.count) B (\(largest.key)), median \(texts.values.map(\.count).sorted()[texts.count / 2]) B")
        #expect(largest.value.count < 64 * 1024, "\(largest.key) is \(largest.value.count) bytes")
    }

    /// A chapter's hidden lines appear neither on its page nor in the search index. (Another
    /// chapter may show the same line on purpose, e.g. an `import` it wants readers to see.)
    @Test func hiddenRegionsNeverAppear() throws {
        let plan = try BuiltCourse.plan()
        let pages = try BuiltCourse.pages()
        // The index and every page's search text (which holds listing lines).
        let searchIndex = try BuiltCourse.site.get().files.filter { $0.key.hasPrefix("assets/search") }
            .sorted { $0.key < $1.key }.map { String(decoding: $0.value, as: UTF8.self) }.joined(separator: "\n")
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "<\\/", with: "</")
        var hiddenLines = 0
        let allChapters = try Set(plan.listings.map(\.chapter)).sorted().map {
            try String(contentsOf: repositoryRoot.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        for chapter in Set(plan.listings.map(\.chapter)).sorted() {
            let snippets = plan.listings(inChapter: chapter)
            let page = String(chapter.dropFirst("chapters/".count).dropLast(3)) + ".html"
            let text = PageInspector(html: try #require(pages[page])).text
            let chapterText = try String(contentsOf: repositoryRoot.appendingPathComponent(chapter), encoding: .utf8)
            for snippet in snippets {
                let visible = Set(snippet.visibleCode.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
                for line in snippet.block.codeLines {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard code.count > 6, !visible.contains(code), !code.hasPrefix("// snippet.") else { continue }
                    // A hidden line that the chapter also shows elsewhere (in prose) may appear.
                    guard chapterText.components(separatedBy: code).count == 2 else { continue }
                    hiddenLines += 1
                    let onPage = text.contains(code)
                    #expect(!onPage, "\(page): hidden line leaked: \(code)")
                    // The index spans every chapter, so only lines no chapter shows elsewhere.
                    let shownByAnotherChapter = allChapters.components(separatedBy: code).count > 2
                    let inIndex = searchIndex.contains(code)
                    #expect(shownByAnotherChapter || !inIndex, "search index: hidden line leaked: \(code)")
                }
            }
            #expect(!text.contains("snippet.hide") && !text.contains("snippet.show"), "\(page) shows a marker")
        }
        #expect(hiddenLines > 0, "the course should exercise hidden regions")
    }

    @Test func listingsShowTheirVisibleCodeAndStatus() throws {
        let plan = try BuiltCourse.plan()
        let pages = try BuiltCourse.pages()
        let chapterPage = try #require(pages["04-1-mvc-coordinator.html"])
        let text = PageInspector(html: chapterPage).text
        for snippet in plan.listings(inChapter: "chapters/04-1-mvc-coordinator.md") {
            #expect(text.contains(snippet.visibleCode), "listing at \(snippet.location) is not shown verbatim")
            if case .ignored(let reason) = snippet.attributes.role { #expect(text.contains(reason)) }
            if case .compileFail(let expected) = snippet.attributes.role {
                #expect(text.contains("the compiler says: error: "))
                #expect(text.contains(expected ?? ""))
            }
        }
        #expect(chapterPage.contains("swift run mvc-coordinator"))
        #expect(chapterPage.contains("checks passed · Swift "))
        #expect(chapterPage.contains("role=\"img\""))
    }

    /// A page carries its own text and nothing else. The longest chapters (about 1,400 lines
    /// of Markdown, 70 checks and two diagrams) weigh about 130 KB; 140 KB leaves room for
    /// growth while still catching an accidental inlined asset or a duplicated figure.
    @Test func pagesStayWithinTheirBudgets() throws {
        let files = try BuiltCourse.site.get().files
        for (name, data) in files where name.hasSuffix(".html") && name != "print.html" {
            #expect(data.count <= 140_000, "\(name) is \(data.count) bytes")
        }
        let shared = (files["assets/site.css"]?.count ?? 0) + (files["assets/search.js"]?.count ?? 0)
        #expect(shared <= 30_000, "shared CSS + JS is \(shared) bytes")
    }

    /// The site shows exercises' public parts only: no hidden test's name or line, and no line
    /// of a solution that the starter, the public tests or the prompt do not also have.
    @Test func noHiddenTestOrSolutionOfTheCourseReachesTheSite() throws {
        // Searched as bytes (`ByteSearch`): Foundation's search of 2.7 MB for thousands of lines took minutes.
        let files = try BuiltCourse.site.get().files.mapValues { [UInt8]($0) }
        let exercises = try ExerciseCatalog.load(root: repositoryRoot)
        #expect(!exercises.isEmpty)
        // The search finds what is there, down to a page's last byte, and nothing that is not.
        let index = try #require(files["index.html"])
        func holds(_ text: [UInt8], _ part: String) -> Bool { ByteSearch.contains(Array(part.utf8), in: text) }
        #expect(holds(index, "<!DOCTYPE html>") && holds(index, "</html>\n") && !holds(index, "</html>\n\n"))
        // What any exercise shows learners is public, whichever exercise's page shows it, and so
        // is every line of a chapter (a solution may well share a line with the chapter it practises).
        let chapters = try FileManager.default.contentsOfDirectory(
            at: repositoryRoot.appendingPathComponent("chapters"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "md" }.map { SourceFile(path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
        // Every shown line, one per line: a line of code holds no line break, so it is inside
        // some shown line exactly when it is inside this text.
        let shown = Array(Set((chapters + exercises.flatMap { exercise in
            exercise.starter + exercise.subject + exercise.publicTests.map(\.file) + [SourceFile(path: "README.md", text: exercise.prompt.markdown)]
        }).flatMap { $0.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }).sorted().joined(separator: "\n").utf8)
        for exercise in exercises {
            let secret = (exercise.hiddenTests.map(\.file) + exercise.reference + exercise.wrongSolutions.flatMap(\.files)
                + exercise.mistakes.flatMap(\.files) + exercise.blindSolution)
                .flatMap { $0.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
                .filter { line in line.count >= 30 && !holds(shown, line) }
            #expect(!secret.isEmpty)
            for (name, text) in files {
                for test in exercise.hiddenTests { #expect(!holds(text, test.name), "\(name) names hidden test \(test.name)") }
                for line in Set(secret) where holds(text, line) {
                    Issue.record("\(name) shows a line of \(exercise.id)'s hidden tests or solutions: \(line)")
                }
            }
        }
    }
}
