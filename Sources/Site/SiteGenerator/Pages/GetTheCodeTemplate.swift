import MarkupWriting

/// The "Get the code" page: the site only shows the course, and learning it means running it,
/// so one page says where the workbook's source is and which few commands make up the loop.
struct GetTheCodeTemplate {
    /// From `workbook.json`; nil shows where to ask instead.
    var repository: String?
    /// Lessons learners can run, for the example command.
    var lessons: [String]
    /// Exercise ids, for the example commands.
    var exercises: [String]

    static let placeholder = "Ask your instructor for the learner edition's repository."

    var body: String {
        let lesson = lessons.first ?? "LESSON"
        let exercise = exercises.first ?? "EXERCISE"
        var html = MarkupWriter(reservingCapacity: 4096)
        html.raw("<h1>Get the code</h1>\n")
        html.element("p", text: "Every listing on this site belongs to a lesson you can run, and every exercise is graded on your machine. Here is where the code is and the commands you need.")
        html.raw("\n<h2 id=\"repository\">The repository</h2>\n")
        if let repository {
            html.open("p")
            html.text("Clone the workbook from ")
            if repository.hasPrefix("https://") || repository.hasPrefix("http://") {
                html.element("a", [Attribute("class", "repository"), Attribute("href", repository)], text: repository)
            } else {
                html.element("code", [Attribute("class", "repository")], text: repository)
            }
            html.text(":")
            html.close("p")
            html.raw("\n")
            command("git clone \(repository)", into: &html)
        } else {
            html.element("p", [Attribute("class", "repository-placeholder")], text: Self.placeholder)
            html.raw("\n")
        }
        section("set-up", "Set up", "On Debian with Swift 6.3, the first command installs what is missing and builds this site; the second runs every test:",
            ["scripts/install-system-packages && swift run workbook build",
             "scripts/install-system-packages --browser && swift test"], into: &html)
        section("run-a-lesson", "Run a lesson", "Each chapter's lesson box names its lesson; run one, or list them all:",
            ["swift run \(lesson)", "swift run workbook lessons"], into: &html)
        section("do-an-exercise", "Do an exercise",
            "Edit the exercise's starter/ folder, then grade it; 'next' says where you are and 'hint' gives one more hint each time:",
            ["swift run workbook next", "swift run workbook grade \(exercise)", "swift run workbook hint \(exercise)"], into: &html)
        section("watch-mode", "Watch mode",
            "Leave this running beside your editor: every save re-grades the exercise (or re-checks the lesson) and says what changed. Ctrl-C stops it.",
            ["swift run workbook watch \(exercise)", "swift run workbook watch \(lesson)"], into: &html)
        return html.output
    }

    private func section(_ id: String, _ title: String, _ intro: String, _ commands: [String], into html: inout MarkupWriter) {
        html.element("h2", [Attribute("id", id)], text: title)
        html.raw("\n")
        html.element("p", text: intro)
        html.raw("\n")
        commands.forEach { command($0, into: &html) }
    }

    private func command(_ text: String, into html: inout MarkupWriter) {
        html.open("pre", [Attribute("class", "command")])
        html.element("code", text: text)
        html.close("pre")
        html.raw("\n")
    }
}
