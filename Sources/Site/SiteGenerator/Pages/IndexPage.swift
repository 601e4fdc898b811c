import MarkupWriting

/// The front page: what the course teaches, the chapters with their lesson status, the
/// exercises, and the ways to read (print view, search).
struct IndexPage {
    struct ChapterSummary {
        var title: String
        var page: String
        var status: String
        /// "4.2": where it sits in the course, as the menu shows it.
        var number: String? = nil
    }

    struct ExerciseSummary {
        var title: String
        var page: String
        var chapterTitle: String
        var chapterPage: String
        var points: Int
    }

    var chapters: [ChapterSummary]
    var exercises: [ExerciseSummary] = []

    var body: String {
        var html = MarkupWriter(reservingCapacity: 4096)
        html.raw("""
            <h1>Coordinator Workbook</h1>
            <p class="lead">Navigation architecture for iOS, taught with code that runs. The workbook builds the coordinator pattern up from first principles — MVC with a coordinator, MVVM with a coordinator, parent and child coordinators, reconciling the back button, modals, deep links and the scopes a flow lives in — and every listing in it is compiled and checked.</p>
            <p>The course builds one app as it goes: <strong>Shelf</strong>, a public library's app — signing in, the catalog, borrowing, the reading list, a tab bar, an iPad split view, deep links, a SwiftUI edition. Each part adds one piece of it and is one sitting, of at most 45 minutes.</p>
            <p>Each chapter's Swift listings form a <em>lesson</em>: a small program whose checks prove what the chapter claims. Run any lesson on your own machine with <code>swift run LESSON</code>; UIKit-style code runs on Linux through the workbook's navigation simulator.</p>
            <section aria-labelledby="chapters-heading">
            <h2 id="chapters-heading">Chapters</h2>
            <ol class="chapter-index">

            """)
        for chapter in chapters {
            html.open("li")
            html.open("a", [Attribute("href", chapter.page)])
            if let number = chapter.number {
                // The space belongs to the number: an inline block, so the link's underline skips both.
                html.element("span", [Attribute("class", "number")], text: number + " ")
            }
            html.text(chapter.title)
            html.close("a")
            html.raw(" ")
            html.element("span", [Attribute("class", "status")], text: chapter.status)
            html.close("li")
            html.raw("\n")
        }
        html.raw("""
            </ol>
            </section>
            <section aria-labelledby="exercises-heading">
            <h2 id="exercises-heading">Exercises</h2>

            """)
        if exercises.isEmpty {
            html.raw("<p>No graded exercises are published yet.</p>\n")
        } else {
            html.raw("<p>Graded exercises, in course order: each has public tests you run and hidden tests the grader adds.</p>\n<ol class=\"exercise-index\">\n")
            for exercise in exercises {
                html.open("li")
                html.element("a", [Attribute("href", exercise.page)], text: exercise.title)
                html.raw(" — practises ")
                html.element("a", [Attribute("href", exercise.chapterPage)], text: exercise.chapterTitle)
                html.raw(" ")
                html.element("span", [Attribute("class", "status")], text: "\(exercise.points) points")
                html.close("li")
                html.raw("\n")
            }
            html.raw("</ol>\n")
        }
        html.raw("""
            </section>
            <section aria-labelledby="reading-heading">
            <h2 id="reading-heading">Other ways to read</h2>
            <ul>
            <li><a href="print.html">The whole course on one page</a>, for printing or reading offline.</li>
            <li><a href="search.html">Search</a> the headings and prose of every chapter.</li>
            </ul>
            </section>

            """)
        return html.output
    }
}
