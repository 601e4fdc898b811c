import BookModel

/// A chapter's page: its title, the lesson box (run command and verification result), an
/// in-page table of contents, the rendered chapter, and previous/next links.
struct ChapterPage {
    var rendered: RenderedChapter
    var lessons: [Lesson]
    var verifications: [String: LessonVerification]
    var previous: (title: String, page: String)?
    var next: (title: String, page: String)?

    var body: String {
        let (title, rest) = splitTitle(rendered.body)
        return "<article class=\"chapter\">\n" + title + lessonBox + tableOfContents + rest + pager + "</article>\n"
    }

    /// Splits off the leading `<h1>` so the lesson box and contents can follow it.
    private func splitTitle(_ body: String) -> (String, String) {
        guard body.hasPrefix("<h1>"), let end = body.range(of: "</h1>\n") else { return ("", body) }
        return (String(body[..<end.upperBound]), String(body[end.upperBound...]))
    }

    private var lessonBox: String {
        guard !lessons.isEmpty else { return "" }
        let rows = lessons.map { lesson -> String in
            let command = lesson.isRunnable ? "<code>\(HTMLEscaping.text(lesson.runCommand))</code>" : "compile checks only"
            let status = verifications[lesson.name].map {
                "<span class=\"badge badge-verified\">✓ \(HTMLEscaping.text($0.summary))</span>"
            } ?? "<span class=\"badge badge-unverified\">not verified in this build</span>"
            return "<li>Lesson <strong>\(HTMLEscaping.text(lesson.name))</strong>: \(command) \(status)</li>\n"
        }.joined()
        return "<aside class=\"lesson-box\" aria-label=\"Lessons of this chapter\">\n"
            + "<p>Every listing below is compiled into a lesson you can run yourself:</p>\n<ul>\n\(rows)</ul>\n</aside>\n"
    }

    private var tableOfContents: String {
        let entries = rendered.toc.filter { $0.level <= 3 }
        guard entries.count > 1 else { return "" }
        let items = entries.map {
            "<li class=\"toc-level-\($0.level)\"><a href=\"#\($0.anchor)\">\(HTMLEscaping.text($0.text))</a></li>\n"
        }.joined()
        return "<nav class=\"toc\" aria-label=\"On this page\">\n<p class=\"toc-heading\">On this page</p>\n<ol>\n\(items)</ol>\n</nav>\n"
    }

    private var pager: String {
        guard previous != nil || next != nil else { return "" }
        let previousLink = previous.map {
            "<a class=\"pager-previous\" rel=\"prev\" href=\"\($0.page)\">← \(HTMLEscaping.text($0.title))</a>"
        } ?? "<span></span>"
        let nextLink = next.map {
            "<a class=\"pager-next\" rel=\"next\" href=\"\($0.page)\">\(HTMLEscaping.text($0.title)) →</a>"
        } ?? "<span></span>"
        return "<nav class=\"pager\" aria-label=\"Previous and next chapter\">\(previousLink)\(nextLink)</nav>\n"
    }
}
