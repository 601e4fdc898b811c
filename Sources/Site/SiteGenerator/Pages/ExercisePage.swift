import ExerciseModel
import MarkupWriting

/// An exercise's page: the prompt, its hints folded one by one, the starter and the public
/// tests, and how many hidden tests (with their points) the instructor grades with — never
/// their source, never a solution.
struct ExercisePage {
    var exercise: Exercise
    /// The prompt without its hints, rendered.
    var prompt: String
    /// Each hint, rendered.
    var hints: [String]
    /// The chapter page the exercise practises, and its title.
    var chapter: (title: String, page: String)
    /// The pages before and after it in course order.
    var pager: Pager

    /// The page's own sections, whose headings have these IDs (`hints-heading`, …): no
    /// anchor of the prompt may take one.
    static let sections = ["hints", "subject", "starter", "public-tests", "grading"]
    static var ids: Set<String> { Set(sections.map { $0 + "-heading" }) }

    func body(listings: ListingRenderer) -> String {
        var html = MarkupWriter(reservingCapacity: prompt.utf8.count + 8192)
        html.open("article", [Attribute("class", "exercise")])
        html.raw("\n")
        html.raw(prompt)
        html.open("p", [Attribute("class", "practises")])
        html.raw("This exercise practises ")
        html.element("a", [Attribute("href", chapter.page)], text: chapter.title)
        html.raw(".")
        html.close("p")
        html.raw("\n")
        section("hints", "Hints", into: &html) { html in
            html.element("p", text: "Open one at a time: each says a little more than the one before.")
            for (index, hint) in hints.enumerated() {
                html.element("details", [Attribute("class", "hint")]) { html in
                    html.element("summary", text: "Hint \(index + 1)")
                    html.raw(hint)
                }
                html.raw("\n")
            }
        }
        if exercise.writesTests {
            section("subject", "The subject", into: &html) { html in
                html.element("p", text: "The code your tests run against, as it is; the grader also runs them against copies with a mistake planted in each.")
                for file in exercise.subject { listings.renderFile(file.text, caption: file.path, into: &html) }
            }
        }
        section("starter", "The starter", into: &html) { html in
            html.element("p", text: exercise.writesTests
                ? "Your tests go here; the starter's example catches none of the mistakes."
                : "Edit these files; the tests call the names they declare.")
            for file in exercise.starter { listings.renderFile(file.text, caption: file.path, into: &html) }
        }
        if exercise.writesTests {
            section("grading", "Grading", into: &html) { html in
                let count = exercise.mistakes.count
                html.open("p")
                html.text(exercise.edition == .learner
                    ? "Your tests must all pass against the subject; your instructor's grader runs them against the planted mistakes the prompt describes, and each one they catch earns its points. "
                    : "Your tests must all pass against the subject, and each of the \(count) planted mistake\(count == 1 ? "" : "s") they catch earns its points: \(exercise.totalPoints) in all. ")
                html.text("Run your tests against the subject with ")
                html.element("code", text: "swift run workbook grade \(exercise.id)")
                html.text(".")
                html.close("p")
                html.raw("\n")
            }
            pager.render(into: &html)
            html.close("article")
            html.raw("\n")
            return html.output
        }
        section("public-tests", "Public tests", into: &html) { html in
            html.element("p", text: "These run on your machine. Each says what it is worth.")
            for file in Set(exercise.publicTests.map(\.file.path)).sorted() {
                guard let test = exercise.publicTests.first(where: { $0.file.path == file }) else { continue }
                listings.renderFile(test.file.text, caption: file, into: &html)
            }
        }
        section("grading", "Grading", into: &html) { html in
            let hiddenPoints = exercise.hiddenTests.map(\.points).reduce(0, +)
            let publicPoints = exercise.publicTests.map(\.points).reduce(0, +)
            if exercise.edition == .learner {
                html.element("p", text: "\(exercise.publicTests.count) public test\(exercise.publicTests.count == 1 ? "" : "s") worth "
                    + "\(publicPoints) point\(publicPoints == 1 ? "" : "s"); your instructor's grader adds hidden tests.")
                html.element("p") { html in
                    html.text("Run the public tests with ")
                    html.element("code", text: "swift run workbook grade \(exercise.id)")
                    html.text(".")
                }
                return
            }
            html.open("p")
            html.text("\(exercise.publicTests.count) public test\(exercise.publicTests.count == 1 ? "" : "s") worth \(publicPoints) "
                + "point\(publicPoints == 1 ? "" : "s"), and \(exercise.hiddenTests.count) hidden test\(exercise.hiddenTests.count == 1 ? "" : "s") "
                + "worth \(hiddenPoints) point\(hiddenPoints == 1 ? "" : "s") that only the grader has: \(exercise.totalPoints) in all. ")
            html.text("Run the public tests with ")
            html.element("code", text: "swift run workbook grade \(exercise.id)")
            html.text(" in the learner edition of the workbook's code, which your instructor hands out "
                + "(it holds every chapter, lesson and exercise starter, and no hidden test).")
            html.close("p")
            html.raw("\n")
        }
        pager.render(into: &html)
        html.close("article")
        html.raw("\n")
        return html.output
    }

    private func section(
        _ id: String, _ title: String, into html: inout MarkupWriter, content: (inout MarkupWriter) -> Void
    ) {
        assert(Self.sections.contains(id), "add '\(id)' to ExercisePage.sections, so no prompt anchor takes its ID")
        html.element("section", [Attribute("aria-labelledby", id + "-heading")]) { html in
            html.raw("\n")
            html.element("h2", [Attribute("id", id + "-heading")], text: title)
            html.raw("\n")
            content(&html)
        }
        html.raw("\n")
    }
}
