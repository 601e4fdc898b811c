import Diagnostics
import Foundation
import LessonCompiler
import MarkdownModel

/// Renders the whole book into the site's files (path → bytes), in memory. Deterministic:
/// the same book and verification results give byte-identical files.
struct SiteRenderer {
    let book: Book
    let plan: LessonPlan
    let verifications: [String: LessonVerification]
    let progress: @Sendable (String) -> Void

    static let reservedPages: Set<String> = ["index.html", "search.html", "print.html", "404.html"]

    func render() throws -> [String: Data] {
        try checkTitles()
        let pages = Dictionary(uniqueKeysWithValues: book.chapters.map { ($0.fileName, Self.pageName(for: $0)) })
        var files: [String: String] = [:]
        var chapterAnchors: [String: Set<String>] = [:]
        var links: [LinkReference] = []
        var sections: [SearchSection] = []
        var printBodies: [(title: String, anchor: String?, body: String)] = []
        var images: [String: Data] = [:]
        var errors: [SourceError] = []
        let shell = self.shell(current: pages)

        for (position, chapter) in book.chapters.enumerated() {
            let page = pages[chapter.fileName]!
            progress("rendering \(chapter.path) → \(page)")
            do {
                let rendered = try renderer(for: chapter, page: page, pages: pages).render()
                let neighbour = { (offset: Int) -> (title: String, page: String)? in
                    let index = position + offset
                    guard book.chapters.indices.contains(index) else { return nil }
                    return (book.chapters[index].document.title ?? "", pages[book.chapters[index].fileName]!)
                }
                let body = ChapterPage(
                    rendered: rendered, lessons: lessons(of: chapter), verifications: verifications,
                    previous: neighbour(-1), next: neighbour(1)
                ).body
                files[page] = shell.page(title: chapter.document.title ?? page, current: page, body: body)
                chapterAnchors[page] = rendered.anchors
                links += rendered.links
                sections += rendered.sections
                for image in rendered.images { try copyImage(image, chapter: chapter, into: &images) }

                let printer = renderer(for: chapter, page: "print.html", pages: pages)
                printer.headingShift = 1
                printer.anchorPrefix = AnchorNamer.slug(String(page.dropLast(5))) + "--"
                let printed = try printer.render()
                printBodies.append((chapter.document.title ?? page, printed.toc.first?.anchor, printed.body))
                chapterAnchors["print.html", default: []].formUnion(printed.anchors)
                links += printed.links
            } catch let failure as SourceErrors {
                errors += failure.errors
            } catch let failure as SourceError {
                errors.append(failure)
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
        try checkLinks(links, anchors: chapterAnchors)

        files["index.html"] = shell.page(title: "Contents", current: "index.html", body: indexBody(pages))
        files["search.html"] = shell.page(
            title: "Search", current: "search.html", body: StaticPages.search(sections: sections),
            scripts: ["assets/search-index.js", "assets/search.js"])
        files["print.html"] = shell.page(title: "The whole course", current: "print.html", body: StaticPages.print(chapters: printBodies))
        files["404.html"] = shell.page(title: "Page not found", current: nil, body: StaticPages.notFound())
        files["assets/site.css"] = Stylesheet.css
        files["assets/search.js"] = SearchScript.javaScript
        files["assets/search-index.js"] = SearchIndexScript.script(for: sections)
        return files.mapValues { Data($0.utf8) }.merging(images) { first, _ in first }
    }

    static func pageName(for chapter: Chapter) -> String {
        String(chapter.fileName.dropLast(3)) + ".html"
    }

    private func renderer(for chapter: Chapter, page: String, pages: [String: String]) -> ChapterRenderer {
        ChapterRenderer(
            document: chapter.document, page: page, pagesByChapterFile: pages,
            snippets: plan.snippetsByChapter[chapter.path] ?? [], verifications: verifications)
    }

    func lessons(of chapter: Chapter) -> [Lesson] {
        plan.lessons.filter { $0.chapters.contains(chapter.path) }
    }

    private func status(of chapter: Chapter) -> String {
        let lessons = lessons(of: chapter)
        guard !lessons.isEmpty else { return "no lesson" }
        let checks = lessons.compactMap { verifications[$0.name]?.checksPassed }
        guard checks.count == lessons.count else { return "lesson not verified in this build" }
        return "✓ \(checks.reduce(0, +)) checks pass"
    }

    private func shell(current pages: [String: String]) -> PageShell {
        PageShell(
            chapters: book.chapters.map {
                PageShell.NavigationEntry(title: $0.document.title ?? $0.fileName, page: pages[$0.fileName]!, status: status(of: $0))
            },
            extraLinks: [
                PageShell.NavigationEntry(title: "Contents", page: "index.html"),
                PageShell.NavigationEntry(title: "Search", page: "search.html"),
                PageShell.NavigationEntry(title: "Print the whole course", page: "print.html"),
            ])
    }

    private func indexBody(_ pages: [String: String]) -> String {
        IndexPage(chapters: book.chapters.map {
            IndexPage.ChapterSummary(title: $0.document.title ?? $0.fileName, page: pages[$0.fileName]!, status: status(of: $0))
        }).body
    }

    /// Each chapter needs exactly one `# Title`: it names the page and heads it.
    private func checkTitles() throws {
        var errors: [SourceError] = []
        for chapter in book.chapters {
            let titles = chapter.document.headings.filter { $0.level == 1 }
            if titles.isEmpty {
                errors.append(SourceError(file: chapter.path, line: 1, message: "the chapter has no '# Title' heading",
                    hint: "start the chapter with one level-1 heading; it becomes the page title"))
            }
            for extra in titles.dropFirst() {
                errors.append(SourceError(file: chapter.path, line: extra.range.start.line,
                    message: "a second level-1 heading; a chapter has exactly one '# Title'",
                    hint: "use '##' for sections", sourceLine: chapter.document.line(extra.range.start.line)))
            }
            if Self.reservedPages.contains(Self.pageName(for: chapter)) {
                errors.append(SourceError(file: chapter.path, line: 1, message: "the chapter's page name clashes with a page the site makes",
                    hint: "rename the chapter file, e.g. with a number prefix"))
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
    }

    private func checkLinks(_ links: [LinkReference], anchors: [String: Set<String>]) throws {
        let errors = links.compactMap { link -> SourceError? in
            guard let anchor = link.anchor, !anchor.isEmpty else { return nil }
            guard anchors[link.page]?.contains(anchor) == true else {
                return SourceError(file: link.file, line: link.line,
                    message: "link to '#\(anchor)' on \(link.page), which has no such heading",
                    hint: "anchors are the heading text in lowercase with hyphens, e.g. '## Back navigation' → #back-navigation")
            }
            return nil
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
    }

    /// Images live under `chapters/` and are copied to the same relative path in the site.
    private func copyImage(_ image: ImageReference, chapter: Chapter, into images: inout [String: Data]) throws {
        let source = image.source
        guard !source.hasPrefix("/"), !source.split(separator: "/").contains("..") else {
            throw SourceError(file: chapter.path, line: image.line, message: "image '\(source)' is outside chapters/",
                hint: "keep images in a folder under chapters/ and link them relatively")
        }
        let url = book.root.appendingPathComponent("chapters").appendingPathComponent(source)
        guard let data = try? Data(contentsOf: url) else {
            throw SourceError(file: chapter.path, line: image.line, message: "image '\(source)' does not exist",
                hint: "check the path; it is relative to chapters/")
        }
        images[source] = data
    }
}
