import BookModel
import MarkupWriting

/// A chapter's page: its title, an in-page table of contents (in the right margin on wide
/// screens, folded on phones), the introduction's opening paragraphs, then the lesson box (run
/// command and verification result), the rest of the chapter, and previous/next links. The
/// boxes follow the opening prose so the first screen starts teaching.
struct ChapterPage {
    var rendered: RenderedChapter
    var lessons: [Lesson]
    /// The exercises that practise this chapter.
    var exercises: [(title: String, page: String)] = []
    var verifications: [String: LessonVerification]
    var pager: Pager
    /// "Chapter 4 · Part 2 of 3": where the page sits in the course, shown above its title.
    var place: String? = nil

    var body: String {
        let (title, rest) = splitTitle(rendered.body)
        var html = MarkupWriter(reservingCapacity: rendered.body.utf8.count + 4096)
        html.open("article", [Attribute("class", "chapter")])
        html.raw("\n")
        if let place {
            html.element("p", [Attribute("class", "chapter-place")], text: place)
            html.raw("\n")
        }
        html.raw(title)
        tableOfContents(into: &html)
        let (opening, remainder) = splitOpening(rest)
        html.raw(opening)
        lessonBox(into: &html)
        exerciseBox(into: &html)
        html.raw(remainder)
        pager.render(into: &html)
        html.close("article")
        html.raw("\n")
        return html.output
    }

    /// Splits off the leading `<h1>` so the lesson box and contents can follow it. The title
    /// is short, so the search for its end stops within the first few hundred bytes.
    private func splitTitle(_ body: String) -> (Substring, Substring) {
        guard body.hasPrefix("<h1>") else { return ("", body[...]) }
        let end = Array("</h1>\n".utf8)
        let utf8 = body.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index...].starts(with: end) {
                let split = utf8.index(index, offsetBy: end.count)
                return (body[..<split], body[split...])
            }
            index = utf8.index(after: index)
        }
        return ("", body[...])
    }

    /// Splits off the paragraphs the body starts with (the introduction's prose, up to its
    /// first heading, listing or figure). A paragraph holds no `</p>` of its own, so each ends
    /// at the first one after it.
    private func splitOpening(_ body: Substring) -> (Substring, Substring) {
        let open = Array("<p>".utf8), close = Array("</p>\n".utf8)
        let utf8 = body.utf8
        var split = utf8.startIndex
        while utf8[split...].starts(with: open) {
            var index = split
            while index != utf8.endIndex, !utf8[index...].starts(with: close) { index = utf8.index(after: index) }
            guard index != utf8.endIndex else { break }
            split = utf8.index(index, offsetBy: close.count)
        }
        return (body[..<split], body[split...])
    }

    private func lessonBox(into html: inout MarkupWriter) {
        guard !lessons.isEmpty else { return }
        box("Lessons of this chapter", intro: "Every listing below is compiled into a lesson you can run yourself:", into: &html) { html in
            for lesson in lessons {
                html.raw("<li>Lesson ")
                html.element("strong", text: lesson.name)
                html.raw(": ")
                if lesson.isRunnable {
                    html.element("code", text: lesson.runCommand)
                } else {
                    html.raw("compile checks only")
                }
                html.raw(" ")
                if let verification = verifications[lesson.name] {
                    html.element("span", [Attribute("class", "badge badge-verified")], text: "✓ " + verification.summary)
                } else {
                    html.element("span", [Attribute("class", "badge badge-unverified")], text: "not verified in this build")
                }
                html.raw("</li>\n")
            }
            // Learners read the site but run the code: each lesson box says where it is.
            html.open("li", [Attribute("class", "get-the-code")])
            html.text("To run these yourself, ")
            html.element("a", [Attribute("href", GetTheCodePage.page)], text: "get the code")
            html.text(".")
            html.close("li")
            html.raw("\n")
        }
    }

    private func exerciseBox(into html: inout MarkupWriter) {
        guard !exercises.isEmpty else { return }
        box("Exercises for this chapter", intro: "Practise this chapter with a graded exercise:", into: &html) { html in
            for exercise in exercises {
                html.element("li") { html in html.element("a", [Attribute("href", exercise.page)], text: exercise.title) }
                html.raw("\n")
            }
        }
    }

    /// An aside under the title: a sentence, then a list.
    private func box(_ label: String, intro: String, into html: inout MarkupWriter, items: (inout MarkupWriter) -> Void) {
        html.open("aside", [Attribute("class", "lesson-box"), Attribute("aria-label", label)])
        html.raw("\n")
        html.element("p", text: intro)
        html.raw("\n<ul>\n")
        items(&html)
        html.raw("</ul>\n")
        html.close("aside")
        html.raw("\n")
    }

    /// Sections, with their subsections nested under them, so the numbers count sections
    /// only (the appendix's rows are subsections of its parts). Written open, so it reads
    /// without JavaScript; on phones the site script folds it (`ContentsFold`).
    private func tableOfContents(into html: inout MarkupWriter) {
        let entries = rendered.toc.filter { $0.level <= 3 }
        guard entries.count > 1 else { return }
        html.open("nav", [Attribute("class", "toc"), Attribute("aria-label", "On this page")])
        html.raw("\n<details open=\"\">\n<summary class=\"toc-heading\">On this page</summary>\n<ol>\n")
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            index += 1
            html.open("li", [Attribute("class", "toc-level-\(entry.level)")])
            html.element("a", [Attribute("href", "#" + entry.anchor)], text: entry.text)
            var children: [TOCEntry] = []
            while entry.level == 2, index < entries.count, entries[index].level == 3 {
                children.append(entries[index])
                index += 1
            }
            if !children.isEmpty {
                html.raw("\n<ol>\n")
                for child in children {
                    html.open("li", [Attribute("class", "toc-level-\(child.level)")])
                    html.element("a", [Attribute("href", "#" + child.anchor)], text: child.text)
                    html.close("li")
                    html.raw("\n")
                }
                html.raw("</ol>")
            }
            html.close("li")
            html.raw("\n")
        }
        html.raw("</ol>\n</details>\n")
        html.close("nav")
        html.raw("\n")
    }
}
