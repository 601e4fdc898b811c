/// The contents page: every chapter with what this build verified of its lessons.
struct ContentsPage: PageProducer {
    func produce(into draft: inout SiteDraft) throws {
        let chapters = draft.book.chapters
        let pages = draft.pages
        let exercises = draft.exercises.map { exercise in
            let chapter = chapters.first { $0.path == exercise.prompt.chapter }
            return IndexPage.ExerciseSummary(
                title: exercise.prompt.title, page: ExercisePages.pageName(for: exercise),
                chapterTitle: chapter?.document.title ?? exercise.prompt.chapter,
                chapterPage: chapter.flatMap { pages[$0.fileName] } ?? "index.html", points: exercise.totalPoints)
        }
        let body = IndexPage(chapters: chapters.map {
            IndexPage.ChapterSummary(
                title: $0.document.title ?? $0.fileName, page: pages[$0.fileName]!, status: draft.status(of: $0),
                number: $0.number?.short)
        }, exercises: exercises).body
        draft.add("index.html", text: draft.shell.page(title: "Contents", current: "index.html", body: body))
    }
}

/// Search: every section listed as a plain page (works without JavaScript), the index as a
/// script so the header's search field also works from `file://`, and each page's section
/// text as a script of its own, loaded only for the pages a search lists.
struct SearchPage: PageProducer {
    func produce(into draft: inout SiteDraft) throws {
        draft.add("search.html", text: draft.shell.page(
            title: "Search", current: "search.html", body: StaticPages.search(sections: draft.sections),
            scripts: ["assets/search-index.js", "assets/search.js"]))
        draft.add("assets/search-index.js", text: SearchIndexScript.script(for: draft.sections))
        draft.add("assets/search.js", text: SearchScript.javaScript)
        for (path, script) in SearchTextScript.scripts(for: draft.sections) { draft.add(path, text: script) }
    }
}

/// The whole course on one page, for printing.
struct PrintPage: PageProducer {
    func produce(into draft: inout SiteDraft) throws {
        draft.add("print.html", text: draft.shell.page(
            title: "The whole course", current: "print.html", body: StaticPages.print(chapters: draft.printedChapters)))
    }
}

/// The page servers show for a missing address.
struct NotFoundPage: PageProducer {
    func produce(into draft: inout SiteDraft) throws {
        draft.add("404.html", text: draft.shell.page(title: "Page not found", current: nil, body: StaticPages.notFound()))
    }
}

/// The style sheet every page links, and the script every page loads.
struct StyleSheetAsset: PageProducer {
    func produce(into draft: inout SiteDraft) throws {
        draft.add("assets/site.css", text: Stylesheet.css)
        draft.add(SiteScript.path, text: SiteScript.javaScript)
    }
}
